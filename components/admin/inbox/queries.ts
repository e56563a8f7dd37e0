import type { SupabaseClient } from "@supabase/supabase-js";
import {
  type Cursor,
  containsPattern,
  dayEnd,
  dayStart,
  LIST_PAGE_SIZE,
} from "../../../lib/admin/list-query.ts";
import { listSource } from "../../../lib/admin/list-source.ts";
import type { Page } from "../../../lib/admin/query.ts";
import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import type { LeadTable } from "../../../lib/leads/intake.ts";
import type { ServiceOption } from "../../../lib/validations/options.ts";
import { INBOX_SORTS, type InboxFilters, serviceLabel } from "./params.ts";
import {
  INBOX_COLUMNS,
  type InboxLead,
  type LeadDetail,
  type LeadEvent,
  type LeadLinks,
  type LeadNote,
  type LeadNotice,
  NOTICE_COLUMNS,
  type RelatedLead,
  type StoredLead,
  type TeamChoice,
} from "./types.ts";

export type InboxPage = Page<InboxLead>;

/**
 * The inbox: every kind of lead in one view, searched over its combined text (the search box), its
 * kind and status filters, and what a column's value cannot say (spam, overdue follow-ups, days).
 */
const inboxList = listSource<StoredLead, InboxFilters, InboxFilters["sort"]["key"]>({
  what: "lead_inbox list",
  view: "lead_inbox",
  columns: INBOX_COLUMNS,
  sorts: INBOX_SORTS,
  filters: (filters) => ({ kind: filters.kind, status: filters.status }),
  refine: (query, filters) => {
    let refined = query;
    if (filters.q) refined = refined.ilike("search_text", containsPattern(filters.q));
    if (filters.spam === "suspected") refined = refined.eq("suspected_spam", true);
    if (filters.follow === "overdue") refined = refined.lt("follow_up_on", todayIso());
    if (filters.from) refined = refined.gte("created_at", dayStart(filters.from).toISOString());
    if (filters.to) refined = refined.lt("created_at", dayEnd(filters.to).toISOString());
    return refined;
  },
});

/**
 * Leads with their service named as the site names it now: `services` are the published ones
 * (lib/leads/services.ts, read by the page or route that shows the leads).
 */
export function withServiceNames<T extends { service: string | null }>(
  leads: T[],
  services: readonly ServiceOption[],
): (T & { service_name: string | null })[] {
  return leads.map((lead) => ({
    ...lead,
    service_name: lead.service && serviceLabel(lead.service, services),
  }));
}

/** One page of the inbox in its sort as the signed-in staff member may see it (their session, RLS decides). */
export function readInboxPage(
  supabase: SupabaseClient,
  filters: InboxFilters,
  cursor: Cursor | null,
  size = LIST_PAGE_SIZE,
): Promise<InboxPage> {
  return inboxList.page(supabase, filters, filters.sort, cursor, size) as Promise<InboxPage>;
}

// Below PostgREST's max-rows (1000 on hosted Supabase) with the one extra row asked for: a capped
// answer would look like the last page and cut the export short.
const EXPORT_PAGE_SIZE = 500;

/** Every row the filters match, page after page, services named (for the CSV export). */
export async function readWholeInbox(
  supabase: SupabaseClient,
  filters: InboxFilters,
  services: readonly ServiceOption[],
): Promise<{ ok: true; rows: InboxLead[] } | { ok: false }> {
  const rows: InboxLead[] = [];
  let cursor: Cursor | null = null;
  do {
    const page = await readInboxPage(supabase, filters, cursor, EXPORT_PAGE_SIZE);
    if (!page.ok) return page;
    rows.push(...page.rows);
    cursor = page.next;
  } while (cursor);
  return { ok: true, rows: withServiceNames(rows, services) };
}

const RELATED_LEADS = 10;

/** One lead in full with its history, newest change first, and the earlier leads of its sender. */
export async function readLead(
  supabase: SupabaseClient,
  id: string,
  services: readonly ServiceOption[],
): Promise<LeadDetail> {
  const [lead, events, notice, links, notes, team] = await Promise.all([
    supabase.from("lead_inbox").select(INBOX_COLUMNS).eq("id", id).maybeSingle(),
    supabase
      .from("lead_events")
      .select("id, field, old_value, new_value, changed_by_email, changed_at")
      .eq("lead_id", id)
      .order("changed_at", { ascending: false })
      .order("id", { ascending: false }),
    supabase.from("lead_notices").select(NOTICE_COLUMNS).eq("lead_id", id).maybeSingle(),
    supabase
      .from("lead_links")
      .select("client_id, client_name, project_id, project_name")
      .eq("lead_id", id)
      .maybeSingle(),
    supabase
      .from("lead_notes")
      .select("id, author_email, body, created_at")
      .eq("lead_id", id)
      .order("created_at", { ascending: false }),
    supabase.from("team_members").select("value:id, label:name, status").order("name"),
  ]);
  const sent = lead.data as { email?: string; created_at?: string } | null;
  const email = sent?.email;
  const related =
    email && sent?.created_at
      ? await supabase
          .from("lead_inbox")
          .select("kind, id, created_at, status")
          // The address as it is (case aside): its own % and _ are not wildcards.
          .ilike(
            "email",
            email.replace(/[\\%_]/g, (c) => `\\${c}`),
          )
          .lt("created_at", sent.created_at)
          .order("created_at", { ascending: false })
          .limit(RELATED_LEADS)
      : { data: [], error: null };
  const error =
    lead.error ?? events.error ?? notice.error ?? links.error ?? related.error ?? notes.error ?? team.error;
  if (error) {
    console.error(`Admin read of lead ${id} failed (${error.code || "no code"}): ${error.message}`);
    return { ok: false };
  }
  return {
    ok: true,
    lead: lead.data ? (withServiceNames([lead.data as unknown as StoredLead], services)[0] ?? null) : null,
    events: (events.data ?? []) as LeadEvent[],
    notice: (notice.data ?? null) as LeadNotice | null,
    links: (links.data ?? null) as LeadLinks | null,
    related: (related.data ?? []) as RelatedLead[],
    notes: (notes.data ?? []) as LeadNote[],
    team: (team.data ?? []) as TeamChoice[],
  };
}

// The inbox names this many undelivered notices; the count says how many there are in all.
const FAILED_NOTICES_SHOWN = 5;
const LEAD_TABLES: readonly LeadTable[] = [
  "project_evaluations",
  "contact_submissions",
  "newsletter_subscriptions",
];

export type FailedNotices =
  | { ok: true; count: number; leads: Pick<InboxLead, "id" | "kind" | "name" | "email">[] }
  | { ok: false };

/** Staff notices every attempt failed for, newest first, with the leads they were about. */
export async function readFailedNotices(supabase: SupabaseClient): Promise<FailedNotices> {
  const notices = await supabase
    .from("lead_notices")
    .select("lead_id", { count: "exact" })
    .eq("status", "failed")
    // The outbox also carries project messages' and quotes' notices; the inbox names leads.
    .in("lead_table", LEAD_TABLES)
    .order("created_at", { ascending: false })
    .limit(FAILED_NOTICES_SHOWN);
  if (notices.error) {
    console.error(
      `Admin read of lead_notices failed (${notices.error.code || "no code"}): ${notices.error.message}`,
    );
    return { ok: false };
  }
  const ids = (notices.data ?? []).map((n) => n.lead_id as string);
  if (ids.length === 0) return { ok: true, count: 0, leads: [] };
  const leads = await supabase.from("lead_inbox").select("id, kind, name, email").in("id", ids);
  if (leads.error) {
    console.error(
      `Admin read of lead_inbox failed (${leads.error.code || "no code"}): ${leads.error.message}`,
    );
    return { ok: false };
  }
  const byId = new Map((leads.data ?? []).map((lead) => [lead.id as string, lead]));
  return {
    ok: true,
    count: notices.count ?? ids.length,
    leads: ids.flatMap((id) => {
      const lead = byId.get(id);
      return lead ? [lead as Pick<InboxLead, "id" | "kind" | "name" | "email">] : [];
    }),
  };
}
