"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { ChangeAction } from "@/lib/admin/action";
import { statusLabel } from "@/lib/admin/format";
import { todayIso } from "@/lib/admin/workspace/dates";
import type { ProjectFormOptions } from "@/lib/admin/workspace/options";
import { PROJECT_STATUSES } from "@/supabase/limits";
import { PROJECT_PRIORITIES } from "@/supabase/workspace";
import { FormDialog } from "../kit/form-dialog";
import {
  CheckboxGroupInput,
  FieldPair,
  optionsOf,
  SelectInput,
  TextAreaInput,
  TextInput,
} from "../kit/form-fields";
import { ErrorState, LoadingState } from "../kit/states";
import { createProjectAction } from "./actions";
import { type ProjectInput, projectSchema } from "./schema";

const EMPTY = {
  name: "",
  description: "",
  clientId: "",
  serviceId: "",
  status: "new",
  priority: "medium",
  startDate: "",
  deadline: "",
  budget: "",
  teamLeadId: "",
  assignedTeam: [],
  tags: "",
};

/**
 * 'New Project': Cancel / Create. Opened by the button or by `new=project` in the URL. A quote
 * request's 'Create project' opens the same form prefilled (`values`) with its own action.
 */
export function NewProjectDialog({
  open,
  options,
  onClose,
  onSaved,
  title = "New Project",
  values,
  action = createProjectAction,
}: {
  open: boolean;
  options: ProjectFormOptions | null;
  onClose: () => void;
  onSaved: (id: string) => void;
  title?: string;
  values?: ProjectInput;
  action?: ChangeAction;
}) {
  const form = useForm<ProjectInput>({
    resolver: zodResolver(projectSchema) as never,
    defaultValues: values ?? ({ ...EMPTY, startDate: todayIso() } as unknown as ProjectInput),
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      submitLabel="Create"
      form={form}
      action={action}
      onSaved={onSaved}
    >
      {!options ? (
        open ? (
          <ErrorState title="Could not load the clients, services and team to choose from. The error has been logged." />
        ) : (
          <LoadingState>Loading...</LoadingState>
        )
      ) : (
        <>
          <TextInput form={form} name="name" label="Project name" required />
          <TextAreaInput form={form} name="description" label="Description" />
          <FieldPair>
            <SelectInput
              form={form}
              name="clientId"
              label="Client"
              required
              options={options.clients}
              placeholder="Choose a client"
            />
            <SelectInput
              form={form}
              name="serviceId"
              label="Service"
              required
              options={options.services}
              placeholder="Choose a service"
            />
          </FieldPair>
          <FieldPair>
            <SelectInput
              form={form}
              name="status"
              label="Status"
              options={optionsOf(PROJECT_STATUSES, statusLabel)}
            />
            <SelectInput
              form={form}
              name="priority"
              label="Priority"
              options={optionsOf(PROJECT_PRIORITIES, statusLabel)}
            />
          </FieldPair>
          <FieldPair>
            <TextInput form={form} name="startDate" label="Start date" type="date" required />
            <TextInput form={form} name="deadline" label="Deadline" type="date" required />
          </FieldPair>
          <FieldPair>
            <TextInput form={form} name="budget" label="Budget (USD)" inputMode="decimal" required />
            <SelectInput
              form={form}
              name="teamLeadId"
              label="Team lead"
              options={options.team}
              placeholder="No lead yet"
            />
          </FieldPair>
          <CheckboxGroupInput form={form} name="assignedTeam" label="Assigned team" options={options.team} />
          <TextInput form={form} name="tags" label="Tags" helper="Separate tags with commas." />
        </>
      )}
    </FormDialog>
  );
}
