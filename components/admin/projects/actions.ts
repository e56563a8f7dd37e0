"use server";

import { rpcFailure, type WriteResult, writeFailure } from "@/lib/admin/query";
import { asAdmin } from "@/lib/admin/session";
import {
  milestoneSchema,
  projectExpenseRow,
  projectExpenseSchema,
  projectStatusSchema,
  taskSchema,
  timeEntryRow,
  timeEntrySchema,
  workItemSchema,
} from "./work-schema";

const invalid = (issues: { message: string }[]) => ({
  ok: false as const,
  message: issues[0]?.message ?? "Please check the form.",
});
const GONE = (noun: string) => ({ ok: false as const, message: `This ${noun} no longer exists.` });

/** 'Change status': status and priority; the status history and the activity log record the change. */
export async function changeProjectStatusAction(input: unknown): Promise<WriteResult> {
  const parsed = projectStatusSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const { projectId, status, priority } = parsed.data;
  return asAdmin(async (supabase) => {
    const { data, error } = await supabase
      .from("projects")
      .update({ status, priority })
      .eq("id", projectId)
      .select("id");
    if (error) return writeFailure("change project status", error);
    return data.length === 1 ? { ok: true, id: projectId } : GONE("project");
  });
}

/** 'Add milestone': placed after the project's last one. */
export async function addMilestoneAction(input: unknown): Promise<WriteResult> {
  const parsed = milestoneSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin(async (supabase) => {
    const { data, error } = await supabase.rpc("add_milestone", {
      p_project_id: parsed.data.projectId,
      p_name: parsed.data.name,
      // A function's parameters take null in SQL; the generated argument types cannot say so.
      p_due_date: parsed.data.dueDate as string,
    });
    return error ? rpcFailure("add milestone", error) : { ok: true, id: data as string };
  });
}

/** 'Add task': placed after the project's last one. */
export async function addTaskAction(input: unknown): Promise<WriteResult> {
  const parsed = taskSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin(async (supabase) => {
    const { data, error } = await supabase.rpc("add_task", {
      p_project_id: parsed.data.projectId,
      p_title: parsed.data.title,
      p_estimated_hours: parsed.data.estimatedHours,
    });
    return error ? rpcFailure("add task", error) : { ok: true, id: data as string };
  });
}

/** 'Complete' on a milestone (its progress becomes 100, the project's follows) or a task. */
export async function completeWorkItemAction(input: unknown): Promise<WriteResult> {
  const parsed = workItemSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const { kind, id } = parsed.data;
  return asAdmin(async (supabase) => {
    const { data, error } =
      kind === "milestone"
        ? await supabase
            .from("project_milestones")
            .update({ status: "completed", progress: 100 })
            .eq("id", id)
            .select("id")
        : await supabase.from("project_tasks").update({ status: "completed" }).eq("id", id).select("id");
    if (error) return writeFailure(`complete ${kind}`, error);
    return data.length === 1 ? { ok: true, id } : GONE(kind);
  });
}

/** 'Log time': the hours count in the project's hours logged and, at the member's rate, its cost. */
export async function logTimeAction(input: unknown): Promise<WriteResult> {
  const parsed = timeEntrySchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin(async (supabase) => {
    const { data, error } = await supabase
      .from("project_time_entries")
      .insert(timeEntryRow(parsed.data))
      .select("id")
      .single();
    return error ? writeFailure("log time", error) : { ok: true, id: data.id as string };
  });
}

/** 'Add expense' on a project: it counts in the project's actual cost. */
export async function addProjectExpenseAction(input: unknown): Promise<WriteResult> {
  const parsed = projectExpenseSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin(async (supabase) => {
    const { data, error } = await supabase
      .from("project_expenses")
      .insert(projectExpenseRow(parsed.data))
      .select("id")
      .single();
    return error ? writeFailure("add project expense", error) : { ok: true, id: data.id as string };
  });
}
