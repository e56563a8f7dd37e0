"use server";

import { after } from "next/server";
import { adminAction, nextPage } from "../../../lib/admin/action.ts";
import { type Page, rpcFailure, writeFailure } from "../../../lib/admin/query.ts";
import { kickNoticeDelivery } from "../../../lib/leads/notices.ts";
import { postProjectMessage } from "../../../lib/portal/messages.ts";
import { documentShareSchema, messageSchema } from "../../../lib/portal/schema.ts";
import { expenseArgs } from "../finance/expense-schema.ts";
import { PROJECT_SORTS, parseProjectsState } from "./params.ts";
import { createProject, type ProjectRow, readProjectPage } from "./queries.ts";
import { quoteArgs, quoteSchema, withdrawQuoteSchema } from "./quote-schema.ts";
import { projectEditArgs, projectEditSchema, projectSchema } from "./schema.ts";
import {
  milestoneSchema,
  projectExpenseSchema,
  projectStatusSchema,
  taskEditSchema,
  taskSchema,
  timeEntryRow,
  timeEntrySchema,
  workItemSchema,
} from "./work-schema.ts";

const GONE = (noun: string) => ({ ok: false as const, message: `This ${noun} no longer exists.` });

/** "Load more" on the projects list: the page after `cursor` in the view `query` names. */
export async function loadMoreProjects(query: string, cursor: unknown): Promise<Page<ProjectRow>> {
  return nextPage(query, cursor, PROJECT_SORTS, parseProjectsState, readProjectPage);
}

/** 'New Project'. */
export const createProjectAction = adminAction(projectSchema, (values, { supabase }) =>
  createProject(supabase, values),
);

/** 'Edit project': every field and the team, opened from `version`. */
export const updateProjectAction = adminAction(projectEditSchema, async (values, { supabase }) => {
  const { error } = await supabase.rpc("update_project", projectEditArgs(values));
  return error ? rpcFailure("edit project", error) : { ok: true, id: values.projectId };
});

/** 'Change status': status and priority; the status history and the activity log record the change. */
export const changeProjectStatusAction = adminAction(
  projectStatusSchema,
  async ({ projectId, version, status, priority }, { supabase }) => {
    // The version it was opened from: the database refuses the change once someone saved since.
    const { data, error } = await supabase
      .from("projects")
      .update({ status, priority, version })
      .eq("id", projectId)
      .select("id");
    if (error) return writeFailure("change project status", error);
    return data.length === 1 ? { ok: true, id: projectId } : GONE("project");
  },
);

/** 'Add milestone': placed after the project's last one. */
export const addMilestoneAction = adminAction(milestoneSchema, async (values, { supabase }) => {
  const { data, error } = await supabase.rpc("add_milestone", {
    p_project_id: values.projectId,
    p_name: values.name,
    // A function's parameters take null in SQL; the generated argument types cannot say so.
    p_due_date: values.dueDate as string,
  });
  return error ? rpcFailure("add milestone", error) : { ok: true, id: data as string };
});

/** 'Add task': placed after the project's last one, assigned to a team member or nobody yet. */
export const addTaskAction = adminAction(taskSchema, async (values, { supabase }) => {
  const { data, error } = await supabase.rpc("add_task", {
    p_project_id: values.projectId,
    p_title: values.title,
    p_estimated_hours: values.estimatedHours,
    // Left out when nobody is chosen: the function's own default (null) applies.
    p_assignee_id: values.assigneeId ?? undefined,
  });
  return error ? rpcFailure("add task", error) : { ok: true, id: data as string };
});

/** 'Edit task': its assignee and estimate, opened from `version`; the database logs the change. */
export const editTaskAction = adminAction(taskEditSchema, async (values, { supabase }) => {
  const { error } = await supabase.rpc("update_task", {
    p_task_id: values.taskId,
    p_version: values.version,
    // A function's parameters take null in SQL; the generated argument types cannot say so.
    p_assignee_id: values.assigneeId as string,
    p_estimated_hours: values.estimatedHours,
  });
  return error ? rpcFailure("edit task", error) : { ok: true, id: values.taskId };
});

/**
 * 'Complete' on a milestone (its progress becomes 100, the project's follows) or a task (from the
 * version it was shown at).
 */
export const completeWorkItemAction = adminAction(workItemSchema, async (item, { supabase }) => {
  const { data, error } =
    item.kind === "milestone"
      ? await supabase
          .from("project_milestones")
          .update({ status: "completed", progress: 100 })
          .eq("id", item.id)
          .select("id")
      : await supabase
          .from("project_tasks")
          .update({ status: "completed", version: item.version })
          .eq("id", item.id)
          .select("id");
  if (error) return writeFailure(`complete ${item.kind}`, error);
  return data.length === 1 ? { ok: true, id: item.id } : GONE(item.kind);
});

/**
 * 'Log time': the hours count in the project's hours logged and, at the member's rate, its cost; on a
 * task, in the task's actual hours (the database sums them).
 */
export const logTimeAction = adminAction(timeEntrySchema, async (values, { supabase }) => {
  const { data, error } = await supabase
    .from("project_time_entries")
    .insert(timeEntryRow(values))
    .select("id")
    .single();
  return error ? writeFailure("log time", error) : { ok: true, id: data.id as string };
});

/** 'Add expense' on a project: an expense of the one ledger, pending until approved. */
export const addProjectExpenseAction = adminAction(projectExpenseSchema, async (values, { supabase }) => {
  const { data, error } = await supabase.rpc("create_expense", { expense: expenseArgs(values) });
  return error ? writeFailure("add project expense", error) : { ok: true, id: data as string };
});

/** 'Send' in a project's Messages: staff's answer in the client's thread, mailed to the portal members. */
export const postStaffMessageAction = adminAction(messageSchema, (values, { supabase }) =>
  postProjectMessage(supabase, values),
);

/** 'Share with client' / 'Stop sharing' on a document: the portal lists only shared documents. */
export const shareDocumentAction = adminAction(
  documentShareSchema,
  async ({ documentId, shared }, { supabase }) => {
    const { data, error } = await supabase
      .from("project_documents")
      .update({ shared_with_client: shared })
      .eq("id", documentId)
      .select("id");
    if (error) return writeFailure("share document", error);
    return data.length === 1 ? { ok: true as const, id: documentId } : GONE("document");
  },
);

/**
 * 'Send quote': numbered, in the client's portal at once; the project moves to Quoted. Its notice to the
 * client's members was queued with it: delivered after the response, retried by the sweep.
 */
export const sendQuoteAction = adminAction(quoteSchema, async (values, { supabase }) => {
  const { data, error } = await supabase.rpc("send_quote", quoteArgs(values));
  if (error) return rpcFailure("send quote", error);
  after(() => kickNoticeDelivery());
  return { ok: true, id: data as string };
});

/** 'Withdraw quote': the client can no longer answer it; another may be sent. */
export const withdrawQuoteAction = adminAction(withdrawQuoteSchema, async (values, { supabase }) => {
  const { error } = await supabase.rpc("withdraw_quote", {
    p_quote_id: values.quoteId,
    p_reason: values.reason,
  });
  return error ? rpcFailure("withdraw quote", error) : { ok: true, id: values.quoteId };
});
