import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import { requiredText } from "../../../lib/validations/fields.ts";
import {
  dateField,
  oneOf,
  optionalRowId,
  orNull,
  quantity,
  rowId,
  rowVersion,
} from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { PROJECT_STATUSES } from "../../../supabase/limits.ts";
import { PROJECT_PRIORITIES } from "../../../supabase/workspace.ts";
import { expenseSchema } from "../finance/expense-schema.ts";

/**
 * The changes that move a project along after it is created. The database keeps the rules that
 * depend on rows (order of milestones and tasks, progress derived from the milestones).
 */

/** 'Change status': the project statuses, and the priority beside it, opened from `version`. */
export const projectStatusSchema = z.object({
  projectId: rowId("project"),
  version: rowVersion(),
  status: oneOf(PROJECT_STATUSES, "status"),
  priority: oneOf(PROJECT_PRIORITIES, "priority"),
});
export type ProjectStatusInput = z.input<typeof projectStatusSchema>;
export type ProjectStatusValues = z.output<typeof projectStatusSchema>;

/** 'Add milestone': a name and an optional due date. */
export const milestoneSchema = z.object({
  projectId: rowId("project"),
  name: requiredText("Milestone", 150),
  dueDate: z.union([z.literal(""), dateField("Due date")]).transform(orNull),
});
export type MilestoneInput = z.input<typeof milestoneSchema>;
export type MilestoneValues = z.output<typeof milestoneSchema>;

const estimatedHours = quantity("Estimated hours").refine((hours) => hours <= 10_000, {
  message: "Estimated hours must be at most 10000.",
});

/** 'Add task': a title, who it is assigned to (optional) and the hours it is estimated at. */
export const taskSchema = z.object({
  projectId: rowId("project"),
  title: requiredText("Task", 200),
  assigneeId: optionalRowId("team member"),
  estimatedHours,
});
export type TaskInput = z.input<typeof taskSchema>;
export type TaskValues = z.output<typeof taskSchema>;

/** 'Edit task': who it is assigned to and its estimate, opened from `version`. */
export const taskEditSchema = z.object({
  taskId: rowId("task"),
  version: rowVersion(),
  assigneeId: optionalRowId("team member"),
  estimatedHours,
});
export type TaskEditInput = z.input<typeof taskEditSchema>;

/** 'Complete' on a milestone, or on a task (an edit: opened from the task's `version`). */
export const workItemSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("milestone"), id: rowId("milestone") }),
    z.object({ kind: z.literal("task"), id: rowId("task"), version: rowVersion() }),
  ],
  { error: "A milestone or a task is completed." },
);

/**
 * 'Log time': on which task (optional), who (optional), what, how long (a day at most) and when (not in
 * the future). Time on a task is the task's actual hours.
 */
export const timeEntrySchema = z.object({
  projectId: rowId("project"),
  taskId: optionalRowId("task"),
  teamMemberId: optionalRowId("team member"),
  description: requiredText("Description", 500),
  hours: quantity("Hours").refine((hours) => hours <= 24, { message: "Hours must be at most 24." }),
  date: dateField("Date").refine((value) => value <= todayIso(), {
    message: "The date cannot be in the future.",
  }),
  billable: z.boolean().default(true),
});
export type TimeEntryInput = z.input<typeof timeEntrySchema>;
export type TimeEntryValues = z.output<typeof timeEntrySchema>;

export function timeEntryRow(values: TimeEntryValues) {
  return {
    project_id: values.projectId,
    task_id: values.taskId,
    team_member_id: values.teamMemberId,
    description: values.description,
    hours: values.hours,
    date: values.date,
    billable: values.billable,
  };
}

/**
 * A project expense logged from the project ('Add expense'): the finance expense's fields and rules,
 * for this project. Pending like any expense; once approved it counts in the project's actual cost.
 */
export const projectExpenseSchema = expenseSchema
  .pick({ description: true, amount: true, category: true, date: true })
  .extend({ projectId: rowId("project") });
export type ProjectExpenseInput = z.input<typeof projectExpenseSchema>;
export type ProjectExpenseValues = z.output<typeof projectExpenseSchema>;
