import type { LeadKind } from "./filters";

/** One row of the lead_inbox view: every field of every kind, null where a kind has none. */
export interface InboxLead {
  kind: LeadKind;
  id: string;
  created_at: string;
  name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  estimated_budget: string | null;
  timeline: string | null;
  body: string | null;
  status: string;
  notes: string | null;
  is_active: boolean | null;
  /** The instant estimate the quote wizard showed, in whole dollars, and its note (quotes only). */
  estimate_low: number | null;
  estimate_high: number | null;
  estimate_note: string | null;
  /** Sent past the per-e-mail limit: kept, without a staff notice (the inbox's spam filter). */
  suspected_spam: boolean;
  /** The team member the lead is assigned to, and the day to follow it up on (quotes, evaluations, contacts). */
  assigned_to: string | null;
  follow_up_on: string | null;
}

/** One recorded change of a lead (lead_events). */
export interface LeadEvent {
  id: number;
  field: "status" | "notes" | "is_active" | "assigned_to" | "follow_up_on";
  old_value: string | null;
  new_value: string | null;
  changed_by_email: string | null;
  changed_at: string;
}

/** The staff e-mail a new lead sent (lead_notices): queued, delivered, or failed with the last error. */
export interface LeadNotice {
  lead_id: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

export const NOTICE_COLUMNS = "lead_id, status, attempts, last_error, sent_at";

export const INBOX_COLUMNS =
  "kind, id, created_at, name, email, phone, company, service, estimated_budget, timeline, body, status, notes, is_active, estimate_low, estimate_high, estimate_note, suspected_spam, assigned_to, follow_up_on";

/** What a lead became (lead_links): the client it was converted to and the project made from it. */
export interface LeadLinks {
  client_id: string | null;
  client_name: string | null;
  project_id: string | null;
  project_name: string | null;
}

/** Another lead sent from the same e-mail address (the detail lists them, newest first). */
export type RelatedLead = Pick<InboxLead, "kind" | "id" | "created_at" | "status">;

/** One entry of a lead's notes log (lead_notes): who wrote it and when. */
export interface LeadNote {
  id: string;
  author_email: string | null;
  body: string;
  created_at: string;
}

/** A team member to assign a lead to. */
export interface TeamChoice {
  value: string;
  label: string;
  status: string;
}
