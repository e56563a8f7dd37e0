import type { Read } from "../../../lib/admin/query.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import type { TableRow, ViewRow } from "../../../lib/supabase/rows.ts";
import type { LeadKind } from "./params.ts";

/**
 * One row of the lead_inbox view (the columns INBOX_COLUMNS reads): every field of every kind, null where
 * a kind has none. The estimate is the quote wizard's instant estimate in whole dollars; a suspected spam
 * lead was sent past the per-e-mail limit and kept without a staff notice.
 */
export type InboxLead = Omit<
  ViewRow<
    "lead_inbox",
    | "name"
    | "phone"
    | "company"
    | "service"
    | "estimated_budget"
    | "timeline"
    | "body"
    | "notes"
    | "is_active"
    | "estimate_low"
    | "estimate_high"
    | "estimate_note"
    | "assigned_to"
    | "follow_up_on"
    | "version"
  >,
  "kind" | "search_text" | "locale"
> & {
  kind: LeadKind;
  /** The language the visitor wrote in (the site's page the form was on). */
  locale: Locale;
  /**
   * The service's name as the site shows it now (the lead stores its slug); null when it has none. Set
   * where a lead is shown in full (detail, export), not on the list's cards.
   */
  service_name?: string | null;
};

/** A lead as the lead_inbox view answers it, before its service is named. */
export type StoredLead = Omit<InboxLead, "service_name">;

/** One recorded change of a lead (lead_events); the trigger writes these fields only. */
export type LeadEvent = Pick<
  TableRow<"lead_events">,
  "id" | "old_value" | "new_value" | "changed_by_email" | "changed_at"
> & { field: "status" | "notes" | "is_active" | "assigned_to" | "follow_up_on" };

/** The staff e-mail a new lead sent (lead_notices): queued, delivered, or failed with the last error. */
export type LeadNotice = Pick<TableRow<"lead_notices">, "lead_id" | "attempts" | "last_error" | "sent_at"> & {
  status: "pending" | "sending" | "sent" | "failed";
};

export const NOTICE_COLUMNS = "lead_id, status, attempts, last_error, sent_at";

export const INBOX_COLUMNS =
  "kind, id, created_at, name, email, phone, company, service, estimated_budget, timeline, body, status, notes, is_active, estimate_low, estimate_high, estimate_note, suspected_spam, assigned_to, follow_up_on, version, locale";

/** What a lead became (lead_links): the client it was converted to and the project made from it. */
export type LeadLinks = Omit<
  ViewRow<"lead_links", "client_id" | "client_name" | "project_id" | "project_name">,
  "lead_id"
>;

/** Another lead sent from the same e-mail address (the detail lists them, newest first). */
export type RelatedLead = Pick<InboxLead, "kind" | "id" | "created_at" | "status">;

/** One entry of a lead's notes log (lead_notes): who wrote it and when. */
export type LeadNote = Pick<TableRow<"lead_notes">, "id" | "author_email" | "body" | "created_at">;

/** A team member to assign a lead to. */
export interface TeamChoice {
  value: string;
  label: string;
  status: string;
}

/** One lead in full as queries.ts readLead answers it, or a failed read. */
export type LeadDetail =
  | {
      ok: true;
      lead: InboxLead | null;
      events: LeadEvent[];
      notice: LeadNotice | null;
      links: LeadLinks | null;
      /** The earlier leads from this e-mail address, newest first (at most RELATED_LEADS in queries.ts). */
      related: RelatedLead[];
      notes: LeadNote[];
      /** Every team member (history names former assignees); only active ones are offered. */
      team: TeamChoice[];
    }
  | { ok: false };

/** A lead read in full (queries.ts readLead) that was found. */
export type LeadRecord = Extract<LeadDetail, { ok: true }> & { lead: InboxLead };

/** A lead's read as the detail dialog takes it: the lead in full, null when it no longer exists, or failed. */
export function leadRecord(detail: LeadDetail): Read<LeadRecord | null> {
  if (!detail.ok) return { data: null, failed: true };
  return { data: detail.lead ? (detail as LeadRecord) : null, failed: false };
}
