"use client";

import { Button, Checkbox, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useState, useTransition } from "react";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { EXPENSE_CATEGORY_OPTIONS } from "@/components/admin/finance/analytics";
import { notify } from "@/components/ui/notify";
import type { FormFailure, FormResult } from "@/lib/admin/action";
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
import type { ProjectRecord, ProjectRow, TaskRow } from "./queries";
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

/**
 * Sends a change; a failure keeps what was typed and says why (a toast, and the sentence in the form
 * until a value changes; a refusal because someone saved first stays, with Reload), a success refreshes
 * the figures.
 */
function useChange<V extends FieldValues>(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: V,
  save: (values: V) => Promise<FormResult>,
  onSaved: (values: V) => void,
) {
  const [failure, setFailure] = useState<Pick<FormFailure, "message" | "stale"> | null>(null);
  const form = useForm<V>({
    resolver: zodResolver(schema) as unknown as Resolver<V>,
    defaultValues: defaultValues as DefaultValues<V>,
  });
  useEffect(() => {
    const watching = form.watch(() => setFailure((shown) => (shown?.stale ? shown : null)));
    return () => watching.unsubscribe();
  }, [form]);
  // The server checks the values as typed, with the same schema (parsed output would not parse again).
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    setFailure(null);
    const result = await sendAction(() => save(values));
    if (!result.ok) {
      setFailure(result);
      return notify("workspaceNotSaved", result.message);
    }
    onSaved(values);
  });
  return { form, submit, message: failure?.message ?? null, stale: failure?.stale === true };
}

/** One change's form: its fields, the server's answer, and a submit button named like the form. */
function ChangeForm({
  label,
  change,
  children,
}: {
  label: string;
  change: {
    submit: () => void;
    message: string | null;
    stale: boolean;
    form: { formState: { isSubmitting: boolean } };
  };
  children: ReactNode;
}) {
  return (
    <Stack asChild gap="3" borderWidth="1px" borderRadius="l2" p="3">
      <form onSubmit={change.submit} noValidate aria-label={label}>
        {children}
        <FormMessage message={change.message} stale={change.stale} />
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

/**
 * 'Change status': the spec's statuses and the priority, opened from the row's version; the cards and
 * lists follow on refresh.
 */
export function ProjectStatusForm({
  project,
}: {
  project: Pick<ProjectRecord, "id" | "version" | "status" | "priority">;
}) {
  const change = useChange<ProjectStatusInput>(
    projectStatusSchema,
    { projectId: project.id, version: project.version, status: project.status, priority: project.priority },
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

/** The people who work on a project: its assigned team, and its lead when not on the team. */
function projectMembers(project: ProjectRow): { value: string; label: string }[] {
  const team = project.assigned_team_ids.map((id, index) => ({
    value: id,
    label: project.assigned_team[index] ?? id,
  }));
  const lead = project.team_lead_id;
  return lead && !project.assigned_team_ids.includes(lead)
    ? [{ value: lead, label: project.team_lead ?? lead }, ...team]
    : team;
}

/** 'Add task', below the project's tasks: what, for whom on the project's team, and its estimate. */
export function AddTaskForm({ project }: { project: ProjectRow }) {
  const change = useChange<TaskInput>(
    taskSchema,
    { projectId: project.id, title: "", assigneeId: "", estimatedHours: "" },
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
        <FormField label="Assigned to" error={errorOf(errors, "assigneeId")}>
          <SelectField
            options={[{ value: "", label: "Nobody yet" }, ...projectMembers(project)]}
            {...form.register("assigneeId")}
          />
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

/**
 * 'Log time': on one of the project's tasks (or none), a team member of the project (or nobody), what
 * was done, hours, date, billable.
 */
export function LogTimeForm({
  project,
  tasks,
}: {
  project: ProjectRow;
  tasks: readonly Pick<TaskRow, "id" | "title">[];
}) {
  const change = useChange<TimeEntryInput>(
    timeEntrySchema,
    {
      projectId: project.id,
      taskId: "",
      teamMemberId: "",
      description: "",
      hours: "",
      date: todayIso(),
      billable: true,
    },
    logTimeAction,
    (values) => {
      notify("timeLogged", String(values.hours).trim());
      form.reset();
    },
  );
  const { form } = change;
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <ChangeForm label="Log time" change={change}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label="Task" error={errorOf(errors, "taskId")}>
          <SelectField
            options={[
              { value: "", label: "No particular task" },
              ...tasks.map((task) => ({ value: task.id, label: task.title })),
            ]}
            {...form.register("taskId")}
          />
        </FormField>
        <FormField label="Team member" error={errorOf(errors, "teamMemberId")}>
          <SelectField
            options={[{ value: "", label: "Nobody in particular" }, ...projectMembers(project)]}
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
