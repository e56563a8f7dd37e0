"use server";

import { parseCursor } from "@/lib/admin/list-query";
import { rpcFailure } from "@/lib/admin/query";
import { asAdmin } from "@/lib/admin/session";
import { kickNoticeDelivery } from "@/lib/leads/notices";
import { createClient } from "@/lib/supabase/server";
import { INBOX_PAGE_SIZE, parseInboxFilters } from "./params";
import { type InboxPage, readInboxPage } from "./queries";
import { leadIdSchema, leadNoteSchema, leadWorkflowSchema, subscriberActiveSchema } from "./schema";

export type SaveResult = { ok: true } | { ok: false; message: string };

const NOT_CHANGED =
  "The lead could not be changed: it may have been removed, or your account may not change leads.";
const FAILED = "The change could not be saved. Please try again.";

/** The next page of the inbox after `cursor`, with the filters of `search` (the page's own URL query). */
export async function loadMoreLeads(search: string, cursor: unknown): Promise<InboxPage> {
  const after = parseCursor(cursor);
  if (!after) return { ok: false };
  const supabase = await createClient();
  return readInboxPage(supabase, parseInboxFilters(new URLSearchParams(search)), after, INBOX_PAGE_SIZE);
}

/** A status, notes, assignment and follow-up change, as the signed-in staff member: RLS and the column grants decide. */
export async function saveLeadWorkflow(input: unknown): Promise<SaveResult> {
  const parsed = leadWorkflowSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? FAILED };
  const { id, notes, assignedTo, followUpOn } = parsed.data;
  const changes = { notes, assigned_to: assignedTo, follow_up_on: followUpOn };
  const supabase = await createClient();
  const { data, error } =
    parsed.data.kind === "contact"
      ? await supabase
          .from("contact_submissions")
          .update({ ...changes, status: parsed.data.status })
          .eq("id", id)
          .select("id")
      : await supabase
          .from("project_evaluations")
          .update({ ...changes, status: parsed.data.status })
          .eq("id", id)
          .select("id");
  if (error) {
    console.error(`Lead ${id} update failed (${error.code || "no code"}): ${error.message}`);
    return { ok: false, message: FAILED };
  }
  return data?.length ? { ok: true } : { ok: false, message: NOT_CHANGED };
}

/** Deactivates or reactivates a newsletter subscriber, as the signed-in staff member. */
export async function setSubscriberActive(input: unknown): Promise<SaveResult> {
  const parsed = subscriberActiveSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? FAILED };
  const supabase = await createClient();
  const { data, error } = await supabase
    .from("newsletter_subscriptions")
    .update({ is_active: parsed.data.active })
    .eq("id", parsed.data.id)
    .select("id");
  if (error) {
    console.error(
      `Subscriber ${parsed.data.id} update failed (${error.code || "no code"}): ${error.message}`,
    );
    return { ok: false, message: FAILED };
  }
  return data?.length ? { ok: true } : { ok: false, message: NOT_CHANGED };
}

/** Puts a lead's failed staff notice back in the queue (the database lets only staff) and delivers it. */
export async function retryLeadNotice(input: unknown): Promise<SaveResult> {
  const parsed = leadIdSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? FAILED };
  const supabase = await createClient();
  const { data, error } = await supabase.rpc("retry_lead_notice", { p_lead_id: parsed.data.id });
  if (error) {
    console.error(
      `Notice retry for lead ${parsed.data.id} failed (${error.code || "no code"}): ${error.message}`,
    );
    return { ok: false, message: FAILED };
  }
  if (!data) return { ok: false, message: "This notice is not waiting to be sent again." };
  void kickNoticeDelivery();
  return { ok: true };
}

/** 'Add note': one entry of the notes log; the database stamps its author and time. */
export async function addLeadNote(input: unknown): Promise<SaveResult> {
  const parsed = leadNoteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? FAILED };
  return asAdmin(async (supabase) => {
    const { error } = await supabase
      .from("lead_notes")
      .insert({ lead_id: parsed.data.leadId, body: parsed.data.body });
    return error ? rpcFailure(`note on lead ${parsed.data.leadId}`, error) : { ok: true as const };
  });
}
