"use client";

import { Button, Checkbox, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState, useTransition } from "react";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { EXPENSE_CATEGORY_OPTIONS } from "@/components/admin/finance/analytics";
import { notify } from "@/components/ui/notify";
import type { FormResult } from "@/lib/admin/action";
import { statusLabel } from "@/lib/admin/format";
import { todayIso } from "@/lib/admin/workspace/dates";
import { PROJECT_STATUSES } from "@/supabase/limits";
import { PROJECT_PRIORITIES } from "@/supabase/workspace";
import { FormField, FormMessage } from "../kit/form-field";
import { SelectField } from "../kit/select-field";
import { sendAction } from "../kit/send-action";
import {
  addMilestoneAction,
  addProjectExpenseAction,
  addTaskAction,
  changeProjectStatusAction,
  completeWorkItemAction,
  logTimeAction,
} from "./actions";
import type { ProjectRow } from "./queries";
import {
  type MilestoneInput,
  milestoneSchema,
  type ProjectExpenseInput,
  type ProjectStatusInput,
  projectExpenseSchema,
  projectStatusSchema,
  type TaskInput,
  type TimeEntryInput,
  taskSchema,
  timeEntrySchema,
} from "./work-schema";

/** Sends a change; a failure keeps what was typed and says why, a success refreshes the figures. */
function useChange<V extends FieldValues>(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: V,
  save: (values: V) => Promise<FormResult>,
  onSaved: (values: V) => void,
) {
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<V>({
    resolver: zodResolver(schema) as unknown as Resolver<V>,
    defaultValues: defaultValues as DefaultValues<V>,
  });
  // The server checks the values as typed, with the same schema (parsed output would not parse again).
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    setMessage(null);
    const result = await sendAction(() => save(values));
    if (!result.ok) {
      setMessage(result.message);
      return notify("workspaceNotSaved", result.message);
    }
    onSaved(values);
  });
  return { form, submit, message };
}

/** One change's form: its fields, the server's answer, and a submit button named like the form. */
function ChangeForm({
  label,
  change,
  children,
}: {
  label: string;
  change: { submit: () => void; message: string | null; form: { formState: { isSubmitting: boolean } } };
  children: ReactNode;
}) {
  return (
    <Stack asChild gap="3" borderWidth="1px" borderRadius="l2" p="3">
      <form onSubmit={change.submit} noValidate aria-label={label}>
        {children}
        <FormMessage message={change.message} />
        <Button type="submit" size="sm" alignSelf="flex-start" loading={change.form.formState.isSubmitting}>
          {label}
        </Button>
      </form>
    </Stack>
  );
}

const errorOf = (errors: Record<string, { message?: unknown } | undefined>, name: string) => {
  const text = errors[name]?.message;
  return typeof text === "string" ? text : undefined;
};

/** 'Change status': the spec's statuses and the priority; the cards and lists follow on refresh. */
export function ProjectStatusForm({ project }: { project: ProjectRow }) {
  const change = useChange<ProjectStatusInput>(
    projectStatusSchema,
    { projectId: project.id, status: project.status, priority: project.priority },
    changeProjectStatusAction,
    (values) => notify("projectStatusChanged", statusLabel(values.status), statusLabel(values.priority)),
  );
  const { form } = change;
  return (
    <ChangeForm label="Change status" change={change}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label="Status">
          <SelectField
            options={PROJECT_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
            {...form.register("status")}
          />
        </FormField>
        <FormField label="Priority">
          <SelectField
            options={PROJECT_PRIORITIES.map((value) => ({ value, label: statusLabel(value) }))}
            {...form.register("priority")}
          />
        </FormField>
      </SimpleGrid>
    </ChangeForm>
  );
}

/** 'Add milestone', below the project's milestones. */
export function AddMilestoneForm({ projectId }: { projectId: string }) {
  const change = useChange<MilestoneInput>(
    milestoneSchema,
    { projectId, name: "", dueDate: "" },
    addMilestoneAction,
    (values) => {
      notify("workItemAdded", "milestone", values.name.trim());
      form.reset();
    },
  );
  const { form } = change;
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <ChangeForm label="Add milestone" change={change}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label="Milestone" required error={errorOf(errors, "name")}>
          <Input {...form.register("name")} />
        </FormField>
        <FormField label="Due date" error={errorOf(errors, "dueDate")}>
          <Input type="date" {...form.register("dueDate")} />
        </FormField>
      </SimpleGrid>
    </ChangeForm>
  );
}

/** 'Add task', below the project's tasks. */
export function AddTaskForm({ projectId }: { projectId: string }) {
  const change = useChange<TaskInput>(
    taskSchema,
    { projectId, title: "", estimatedHours: "" },
    addTaskAction,
    (values) => {
      notify("workItemAdded", "task", values.title.trim());
      form.reset();
    },
  );
  const { form } = change;
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <ChangeForm label="Add task" change={change}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label="Task" required error={errorOf(errors, "title")}>
          <Input {...form.register("title")} />
        </FormField>
        <FormField label="Estimated hours" required error={errorOf(errors, "estimatedHours")}>
          <Input inputMode="decimal" {...form.register("estimatedHours")} />
        </FormField>
      </SimpleGrid>
    </ChangeForm>
  );
}

/** 'Complete' on a milestone or a task that is not completed yet. */
export function CompleteButton({ kind, id, name }: { kind: "milestone" | "task"; id: string; name: string }) {
  const [pending, startCompleting] = useTransition();
  return (
    <Button
      size="xs"
      variant="outline"
      alignSelf="flex-start"
      loading={pending}
      aria-label={`Complete ${name}`}
      onClick={() =>
        startCompleting(async () => {
          const result = await sendAction(() => completeWorkItemAction({ kind, id }));
          if (!result.ok) return notify("workspaceNotSaved", result.message);
          notify("workItemCompleted", kind, name);
        })
      }
    >
      Complete
    </Button>
  );
}

/** 'Log time': a team member of the project (or nobody), what was done, hours, date, billable. */
export function LogTimeForm({ project }: { project: ProjectRow }) {
  const change = useChange<TimeEntryInput>(
    timeEntrySchema,
    { projectId: project.id, teamMemberId: "", description: "", hours: "", date: todayIso(), billable: true },
    logTimeAction,
    (values) => {
      notify("timeLogged", String(values.hours).trim());
      form.reset();
    },
  );
  const { form } = change;
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  const members = project.assigned_team_ids.map((id, index) => ({
    value: id,
    label: project.assigned_team[index] ?? id,
  }));
  return (
    <ChangeForm label="Log time" change={change}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label="Team member" error={errorOf(errors, "teamMemberId")}>
          <SelectField
            options={[{ value: "", label: "Nobody in particular" }, ...members]}
            {...form.register("teamMemberId")}
          />
        </FormField>
        <FormField label="Work done" required error={errorOf(errors, "description")}>
          <Input {...form.register("description")} />
        </FormField>
        <FormField label="Hours" required error={errorOf(errors, "hours")}>
          <Input inputMode="decimal" {...form.register("hours")} />
        </FormField>
        <FormField label="Date" required error={errorOf(errors, "date")}>
          <Input type="date" max={todayIso()} {...form.register("date")} />
        </FormField>
      </SimpleGrid>
      <HStack>
        <Checkbox.Root
          checked={form.watch("billable") !== false}
          onCheckedChange={(details) => form.setValue("billable", details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Billable</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
    </ChangeForm>
  );
}

/** 'Add expense' on a project: an expense of the one ledger, in its actual cost once approved. */
export function ProjectExpenseForm({ projectId }: { projectId: string }) {
  const change = useChange<ProjectExpenseInput>(
    projectExpenseSchema,
    { projectId, description: "", amount: "", category: "software", date: todayIso() },
    addProjectExpenseAction,
    (values) => {
      notify("projectExpenseAdded", values.description.trim());
      form.reset();
    },
  );
  const { form } = change;
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <ChangeForm label="Add expense" change={change}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label="Expense" required error={errorOf(errors, "description")}>
          <Input {...form.register("description")} />
        </FormField>
        <FormField label="Amount (USD)" required error={errorOf(errors, "amount")}>
          <Input inputMode="decimal" {...form.register("amount")} />
        </FormField>
        <FormField label="Category" required error={errorOf(errors, "category")}>
          <SelectField options={EXPENSE_CATEGORY_OPTIONS} {...form.register("category")} />
        </FormField>
        <FormField label="Expense date" required error={errorOf(errors, "date")}>
          <Input type="date" {...form.register("date")} />
        </FormField>
      </SimpleGrid>
    </ChangeForm>
  );
}
