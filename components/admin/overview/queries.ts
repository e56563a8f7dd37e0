import { type Read, read, type Supabase } from "../../../lib/admin/query.ts";
import type { ViewRow } from "../../../lib/supabase/rows.ts";
import type { ServiceRow } from "../services/queries.ts";

export function overviewSummary(supabase: Supabase): Promise<Read<OverviewSummary>> {
  return read("overview summary", () => supabase.from("overview_summary").select("*").single());
}

/**
 * The newest events: leads, project status changes, paid invoices and server alerts. Events of one
 * transaction share their time (the payment that settles an invoice and the invoice's "paid"): the id
 * orders those, so a reload shows the same order.
 */
export function recentActivity(supabase: Supabase, limit = 10): Promise<Read<ActivityEvent[]>> {
  return read("recent activity", () =>
    supabase
      .from("recent_activity")
      .select("*")
      .order("occurred_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(limit),
  );
}

// The Overview's glance at the best earners; Services holds every service's figures.
export const SERVICES_SHOWN = 8;

/** The best-earning services (projects, revenue, rating, completion), and how many services there are. */
export function servicePerformance(
  supabase: Supabase,
  limit = SERVICES_SHOWN,
): Promise<Read<{ rows: ServiceRow[]; total: number }>> {
  return read("service performance", async () => {
    // The count asks the table: counting the view would compute every service's figures a second time.
    const [ranked, all] = await Promise.all([
      supabase
        .from("services_overview")
        .select("*")
        .order("total_revenue", { ascending: false })
        .order("name")
        .limit(limit),
      supabase.from("services").select("id", { count: "exact", head: true }),
    ]);
    const error = ranked.error ?? all.error;
    return { data: ranked.data && { rows: ranked.data, total: all.count ?? ranked.data.length }, error };
  });
}

export type OverviewSummary = ViewRow<"overview_summary", "revenue_growth" | "average_uptime">;
/** invoice, expense, client, payments ("invoice-paid") and projects ("status-change") come from the activity log as well. */
export type ActivityKind =
  | "lead"
  | "status-change"
  | "invoice-paid"
  | "invoice"
  | "expense"
  | "client"
  | "alert"
  // Archived or restored from the dashboard (the log names the kind).
  | "service"
  | "team member"
  | "server"
  | "milestone"
  | "task"
  | "time entry"
  | "project expense"
  // A project message, and a portal invitation or revocation.
  | "message"
  | "portal access"
  // Sent, withdrawn, accepted or declined; a recurring invoice paused, resumed or edited.
  | "quote"
  | "recurring invoice";
export type ActivityEvent = Omit<ViewRow<"recent_activity">, "kind"> & { kind: ActivityKind };
