"use server";

import { adminAction, type FormResult, nextPage } from "../../../lib/admin/action.ts";
import { rpcFailure, writeFailure } from "../../../lib/admin/query.ts";
import { kickNoticeDelivery } from "../../../lib/leads/notices.ts";
import { INBOX_SORTS, parseInboxFilters } from "./params.ts";
import { type InboxPage, readInboxPage } from "./queries.ts";
import { leadIdSchema, leadNoteSchema, leadWorkflowSchema, subscriberActiveSchema } from "./schema.ts";

const NOT_CHANGED: FormResult = {
  ok: false,
  message: "The lead could not be changed: it may have been removed, or your account may not change leads.",
};

/** The next page of the inbox after `cursor`, with the filters and sort of `search` (the page's own URL query). */
export async function loadMoreLeads(search: string, cursor: unknown): Promise<InboxPage> {
  return nextPage(search, cursor, INBOX_SORTS, parseInboxFilters, readInboxPage);
}

/**
 * A status, notes, assignment and follow-up change, from the version of the lead it was opened at (the
 * database refuses it once someone else saved since); the column grants decide what staff may change.
 */
export const saveLeadWorkflow = adminAction(leadWorkflowSchema, async (values, { supabase }) => {
  const { id, version, notes, assignedTo, followUpOn } = values;
  const changes = { notes, assigned_to: assignedTo, follow_up_on: followUpOn, version };
  const { data, error } =
    values.kind === "contact"
      ? await supabase
          .from("contact_submissions")
          .update({ ...changes, status: values.status })
          .eq("id", id)
          .select("id")
      : await supabase
          .from("project_evaluations")
          .update({ ...changes, status: values.status })
          .eq("id", id)
          .select("id");
  if (error) return writeFailure(`lead ${id} update`, error);
  return data?.length ? { ok: true, id } : NOT_CHANGED;
});

/**
 * Deactivates or reactivates a newsletter subscriber, from the version it was shown at (the database
 * refuses it once someone else changed the subscription since).
 */
export const setSubscriberActive = adminAction(
  subscriberActiveSchema,
  async ({ id, version, active }, { supabase }) => {
    const { data, error } = await supabase
      .from("newsletter_subscriptions")
      .update({ is_active: active, version })
      .eq("id", id)
      .select("id");
    if (error) return writeFailure(`subscriber ${id} update`, error);
    return data?.length ? { ok: true, id } : NOT_CHANGED;
  },
);

/** Puts a lead's failed staff notice back in the queue (the database lets only staff) and delivers it. */
export const retryLeadNotice = adminAction(leadIdSchema, async ({ id }, { supabase }) => {
  const { data, error } = await supabase.rpc("retry_lead_notice", { p_lead_id: id });
  if (error) return writeFailure(`notice retry for lead ${id}`, error);
  if (!data) return { ok: false, message: "This notice is not waiting to be sent again." };
  void kickNoticeDelivery();
  return { ok: true, id };
});

/** 'Add note': one entry of the notes log; the database stamps its author and time. */
export const addLeadNote = adminAction(leadNoteSchema, async ({ leadId, body }, { supabase }) => {
  const { data, error } = await supabase
    .from("lead_notes")
    .insert({ lead_id: leadId, body })
    .select("id")
    .single();
  return error ? rpcFailure(`note on lead ${leadId}`, error) : { ok: true, id: data.id as string };
});
