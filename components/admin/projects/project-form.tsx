"use client";

import { Text } from "@chakra-ui/react";
import type { UseFormReturn } from "react-hook-form";
import type { ChangeAction } from "../../../lib/admin/action.ts";
import { statusLabel } from "../../../lib/admin/format.ts";
import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import type { ProjectFormOptions } from "../../../lib/admin/workspace/options.ts";
import { PROJECT_STATUSES } from "../../../supabase/limits.ts";
import { PROJECT_PRIORITIES } from "../../../supabase/workspace.ts";
import { AdminFormDialog, useAdminForm } from "../kit/admin-form.tsx";
import {
  CheckboxGroupInput,
  FieldPair,
  optionsOf,
  SelectInput,
  TextAreaInput,
  TextInput,
} from "../kit/form-fields.tsx";
import { ErrorState, LoadingState } from "../kit/states.tsx";
import { createProjectAction, updateProjectAction } from "./actions.ts";
import type { ProjectRecord } from "./queries.ts";
import {
  type ProjectEditInput,
  type ProjectInput,
  projectEditValuesSchema,
  projectSchema,
} from "./schema.ts";

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
  schema = projectSchema,
  budgetHelper,
}: {
  open: boolean;
  options: ProjectFormOptions | null;
  onClose: () => void;
  onSaved: (id: string) => void;
  title?: string;
  values?: ProjectInput;
  action?: ChangeAction;
  /** The rules the values must meet (a quote's project needs a lead as well). */
  schema?: typeof projectSchema;
  /** Said under the budget (a quote's: the client's range and the instant estimate). */
  budgetHelper?: string;
}) {
  const adminForm = useAdminForm({
    schema,
    defaultValues: values ?? ({ ...EMPTY, startDate: todayIso() } as unknown as ProjectInput),
    action,
    // onSaved moves the URL (the dialog closes, the new project opens): that renders the area.
    after: "navigate",
    resetOnSave: true,
    onSaved: (result) => onSaved(result.id),
  });
  return (
    <AdminFormDialog adminForm={adminForm} open={open} onClose={onClose} title={title} submitLabel="Create">
      <ProjectFields
        form={adminForm.form as UseFormReturn<ProjectInput>}
        options={options}
        open={open}
        budgetHelper={budgetHelper}
      />
    </AdminFormDialog>
  );
}

/** A stored project as 'Edit project' opens it. */
export function projectEditValues(record: ProjectRecord): ProjectEditInput {
  return {
    name: record.name,
    description: record.description ?? "",
    serviceId: record.service_id,
    status: record.status,
    priority: record.priority,
    startDate: record.start_date,
    endDate: record.end_date ?? "",
    deadline: record.deadline,
    budget: String(record.budget),
    teamLeadId: record.team_lead_id ?? "",
    assignedTeam: record.project_assignments.map((a) => a.team_member_id),
    tags: record.tags.join(", "),
  };
}

/**
 * 'Edit project': Cancel / Save Changes, every field but the client. It sends the version it was opened
 * from; the caller keys it by that version, so Reload after a refused save opens it with the newer row.
 */
export function EditProjectDialog({
  record,
  clientName,
  options,
  onClose,
  onSaved,
}: {
  record: ProjectRecord;
  clientName: string;
  options: ProjectFormOptions | null;
  onClose: () => void;
  /** The name it was saved under. */
  onSaved: (name: string) => void;
}) {
  const adminForm = useAdminForm({
    schema: projectEditValuesSchema,
    defaultValues: projectEditValues(record),
    action: updateProjectAction,
    send: (values) => ({ projectId: record.id, version: record.version, values }),
    after: "navigate",
    onSaved: (_, values) => onSaved(values.name.trim()),
  });
  return (
    <AdminFormDialog
      adminForm={adminForm}
      onClose={onClose}
      title={`Edit ${record.name}`}
      submitLabel="Save Changes"
    >
      <Text color="fg.muted">Client: {clientName}</Text>
      <ProjectFields
        form={adminForm.form as UseFormReturn<ProjectEditInput>}
        options={options}
        open
        editing
      />
    </AdminFormDialog>
  );
}

/** The project's fields, shared by New Project and Edit project (which adds the end date). */
function ProjectFields<T extends ProjectInput | ProjectEditInput>({
  form: anyForm,
  options,
  open,
  editing = false,
  budgetHelper,
}: {
  form: UseFormReturn<T>;
  options: ProjectFormOptions | null;
  open: boolean;
  editing?: boolean;
  budgetHelper?: string;
}) {
  // Both value shapes name these fields alike; the client and end date are each form's own.
  const form = anyForm as unknown as UseFormReturn<ProjectInput & ProjectEditInput>;
  if (!options) {
    return open ? (
      <ErrorState title="Could not load the clients, services and team to choose from. The error has been logged." />
    ) : (
      <LoadingState>Loading...</LoadingState>
    );
  }
  return (
    <>
      <TextInput form={form} name="name" label="Project name" required />
      <TextAreaInput form={form} name="description" label="Description" />
      <FieldPair>
        {editing ? null : (
          <SelectInput
            form={form}
            name="clientId"
            label="Client"
            required
            options={options.clients}
            placeholder="Choose a client"
          />
        )}
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
      {editing ? (
        <TextInput
          form={form}
          name="endDate"
          label="End date"
          type="date"
          helper="Once the work has ended."
        />
      ) : null}
      <FieldPair>
        <TextInput
          form={form}
          name="budget"
          label="Budget (USD)"
          inputMode="decimal"
          required
          helper={budgetHelper}
        />
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
  );
}
