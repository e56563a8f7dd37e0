"use client";

import { Button, Input, SimpleGrid } from "@chakra-ui/react";
import { useTransition } from "react";
import type { UseFormReturn } from "react-hook-form";
import { statusLabel } from "../../../lib/admin/format.ts";
import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import { PROJECT_STATUSES } from "../../../supabase/limits.ts";
import { PROJECT_PRIORITIES } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { EXPENSE_CATEGORY_OPTIONS } from "../finance/analytics.ts";
import { AdminInlineForm, useAdminForm } from "../kit/admin-form.tsx";
import { FormField } from "../kit/form-field.tsx";
import { CheckboxInput } from "../kit/form-fields.tsx";
import { SelectField } from "../kit/select-field.tsx";
import { sendAction } from "../kit/send-action.ts";
import {
  addMilestoneAction,
  addProjectExpenseAction,
  addTaskAction,
  changeProjectStatusAction,
  completeWorkItemAction,
  editTaskAction,
  logTimeAction,
} from "./actions.ts";
import type { ProjectRecord, ProjectRow, TaskRow } from "./queries.ts";
import {
  type MilestoneInput,
  milestoneSchema,
  type ProjectExpenseInput,
  type ProjectStatusInput,
  projectExpenseSchema,
  projectStatusSchema,
  type TaskEditInput,
  type TaskInput,
  type TimeEntryInput,
  taskEditSchema,
  taskSchema,
  timeEntrySchema,
} from "./work-schema.ts";

const errorOf = (errors: Record<string, { message?: unknown } | undefined>, name: string) => {
  const text = errors[name]?.message;
  return typeof text === "string" ? text : undefined;
};

/**
 * 'Change status': the project statuses and the priority, opened from the row's version; the cards and
 * lists follow on refresh.
 */
export function ProjectStatusForm({
  project,
}: {
  project: Pick<ProjectRecord, "id" | "version" | "status" | "priority">;
}) {
  const change = useAdminForm({
    schema: projectStatusSchema,
    defaultValues: {
      projectId: project.id,
      version: project.version,
      status: project.status,
      priority: project.priority,
    } as ProjectStatusInput,
    action: changeProjectStatusAction,
    onSaved: (_, values) =>
      notify("projectStatusChanged", statusLabel(values.status), statusLabel(values.priority)),
  });
  const { form } = change;
  return (
    <AdminInlineForm label="Change status" adminForm={change}>
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
    </AdminInlineForm>
  );
}

/** 'Add milestone'', below the project's milestones. */
export function AddMilestoneForm({ projectId }: { projectId: string }) {
  const change = useAdminForm({
    schema: milestoneSchema,
    defaultValues: { projectId, name: "", dueDate: "" } as MilestoneInput,
    action: addMilestoneAction,
    resetOnSave: true,
    onSaved: (_, values) => notify("workItemAdded", "milestone", values.name.trim()),
  });
  const { form } = change;
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <AdminInlineForm adminForm={change} label="Add milestone">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label="Milestone" required error={errorOf(errors, "name")}>
          <Input {...form.register("name")} />
        </FormField>
        <FormField label="Due date" error={errorOf(errors, "dueDate")}>
          <Input type="date" {...form.register("dueDate")} />
        </FormField>
      </SimpleGrid>
    </AdminInlineForm>
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

/** Who a task is assigned to (the project's team, or nobody yet) and its estimate: added and edited alike. */
function TaskAssignmentFields({
  project,
  form,
}: {
  project: ProjectRow;
  form: UseFormReturn<TaskInput, unknown, unknown> | UseFormReturn<TaskEditInput, unknown, unknown>;
}) {
  const { register, formState } = form as unknown as UseFormReturn<
    Pick<TaskInput, "assigneeId" | "estimatedHours">
  >;
  const errors = formState.errors as Record<string, { message?: unknown }>;
  return (
    <>
      <FormField label="Assigned to" error={errorOf(errors, "assigneeId")}>
        <SelectField
          options={[{ value: "", label: "Nobody yet" }, ...projectMembers(project)]}
          {...register("assigneeId")}
        />
      </FormField>
      <FormField label="Estimated hours" required error={errorOf(errors, "estimatedHours")}>
        <Input inputMode="decimal" {...register("estimatedHours")} />
      </FormField>
    </>
  );
}

/** 'Add task', below the project's tasks: what, for whom on the project's team, and its estimate. */
export function AddTaskForm({ project }: { project: ProjectRow }) {
  const change = useAdminForm({
    schema: taskSchema,
    defaultValues: { projectId: project.id, title: "", assigneeId: "", estimatedHours: "" } as TaskInput,
    action: addTaskAction,
    resetOnSave: true,
    onSaved: (_, values) => notify("workItemAdded", "task", values.title.trim()),
  });
  const { form } = change;
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <AdminInlineForm adminForm={change} label="Add task">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FormField label="Task" required error={errorOf(errors, "title")}>
          <Input {...form.register("title")} />
        </FormField>
        <TaskAssignmentFields project={project} form={change.form} />
      </SimpleGrid>
    </AdminInlineForm>
  );
}

/**
 * 'Edit task' on a task: who it is assigned to and its estimate, opened from the task's version (the
 * database refuses it once someone saved the task since, and logs every change).
 */
export function EditTaskForm({
  project,
  task,
}: {
  project: ProjectRow;
  task: Pick<TaskRow, "id" | "title" | "version" | "assignee_id" | "estimated_hours">;
}) {
  const change = useAdminForm({
    schema: taskEditSchema,
    defaultValues: {
      taskId: task.id,
      version: task.version,
      assigneeId: task.assignee_id ?? "",
      estimatedHours: String(task.estimated_hours),
    } as TaskEditInput,
    action: editTaskAction,
    onSaved: () => notify("taskSaved", task.title),
  });
  return (
    <AdminInlineForm adminForm={change} label={`Edit ${task.title}`} submitLabel="Save task">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <TaskAssignmentFields project={project} form={change.form} />
      </SimpleGrid>
    </AdminInlineForm>
  );
}

/**
 * 'Complete' on a milestone or a task that is not completed yet; a task's completion is an edit of it,
 * sent with the version it was shown at.
 */
export function CompleteButton(
  props: { name: string } & (
    | { kind: "milestone"; id: string }
    | { kind: "task"; id: string; version: number }
  ),
) {
  const [pending, startCompleting] = useTransition();
  const { name, ...item } = props;
  return (
    <Button
      size="xs"
      variant="outline"
      alignSelf="flex-start"
      loading={pending}
      aria-label={`Complete ${name}`}
      onClick={() =>
        startCompleting(async () => {
          const result = await sendAction(() => completeWorkItemAction(item));
          if (!result.ok) return notify("workspaceNotSaved", result.message);
          notify("workItemCompleted", item.kind, name);
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
  const change = useAdminForm({
    schema: timeEntrySchema,
    defaultValues: {
      projectId: project.id,
      taskId: "",
      teamMemberId: "",
      description: "",
      hours: "",
      date: todayIso(),
      billable: true,
    } as TimeEntryInput,
    action: logTimeAction,
    resetOnSave: true,
    onSaved: (_, values) => notify("timeLogged", String(values.hours).trim()),
  });
  const { form } = change;
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <AdminInlineForm adminForm={change} label="Log time">
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
      <CheckboxInput form={form} name="billable" label="Billable" />
    </AdminInlineForm>
  );
}

/** 'Add expense' on a project: an expense of the one ledger, in its actual cost once approved. */
export function ProjectExpenseForm({ projectId }: { projectId: string }) {
  const change = useAdminForm({
    schema: projectExpenseSchema,
    defaultValues: {
      projectId,
      description: "",
      amount: "",
      category: "software",
      date: todayIso(),
    } as ProjectExpenseInput,
    action: addProjectExpenseAction,
    resetOnSave: true,
    onSaved: (_, values) => notify("projectExpenseAdded", values.description.trim()),
  });
  const { form } = change;
  const errors = form.formState.errors as Record<string, { message?: unknown }>;
  return (
    <AdminInlineForm adminForm={change} label="Add expense">
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
    </AdminInlineForm>
  );
}
