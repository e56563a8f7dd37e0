import { areaPage } from "../../../../components/admin/area.tsx";
import { withServiceNames } from "../../../../components/admin/inbox/queries.ts";
import { PanelSection } from "../../../../components/admin/kit/section.tsx";
import { ErrorState } from "../../../../components/admin/kit/states.tsx";
import { overviewArea } from "../../../../components/admin/overview/area.ts";
import { OverviewStats } from "../../../../components/admin/overview/overview-stats.tsx";
import {
  overviewSummary,
  recentActivity,
  servicePerformance,
} from "../../../../components/admin/overview/queries.ts";
import { RecentActivity } from "../../../../components/admin/overview/recent-activity.tsx";
import { RecentLeads } from "../../../../components/admin/overview/recent-leads.tsx";
import { ServicePerformance } from "../../../../components/admin/overview/service-performance.tsx";
import type {
  ContactSubmissionRow,
  LeadRead,
  ProjectEvaluationRow,
} from "../../../../components/admin/overview/types.ts";
import type { Supabase } from "../../../../lib/admin/query.ts";
import { readLeadServices } from "../../../../lib/leads/services.ts";

// The Overview's glance at the newest leads, beside how many there are; the Inbox holds every one of them.
const LEADS_SHOWN = 20;
const FAILED = "Could not load this part of the overview. The error has been logged.";

async function readLeads<T>(
  supabase: Supabase,
  table: "contact_submissions" | "project_evaluations",
): Promise<LeadRead<T>> {
  const { data, count, error } = await supabase
    .from(table)
    .select("*", { count: "exact" })
    .order("created_at", { ascending: false })
    .limit(LEADS_SHOWN);
  if (error) {
    console.error(`Admin read of ${table} failed (${error.code || "no code"}): ${error.message}`);
    return { rows: [], total: 0, failed: true };
  }
  return { rows: (data ?? []) as T[], total: count ?? data?.length ?? 0, failed: false };
}

/** Six stat cards, recent activity, service performance and the newest leads, all from the database. */
export default areaPage(overviewArea, async (supabase) => {
  const [summary, activity, services, contacts, evaluations] = await Promise.all([
    overviewSummary(supabase),
    recentActivity(supabase, 10),
    servicePerformance(supabase),
    readLeads<ContactSubmissionRow>(supabase, "contact_submissions"),
    Promise.all([readLeads<ProjectEvaluationRow>(supabase, "project_evaluations"), readLeadServices()]).then(
      ([read, services]) => ({ ...read, rows: withServiceNames(read.rows, services) }),
    ),
  ]);
  return (
    <>
      {summary.failed ? <ErrorState title={FAILED} /> : <OverviewStats summary={summary.data} />}
      <PanelSection title="Recent activity">
        {activity.failed ? <ErrorState title={FAILED} /> : <RecentActivity events={activity.data} />}
      </PanelSection>
      <PanelSection title="Service performance">
        {services.failed ? (
          <ErrorState title={FAILED} />
        ) : (
          <ServicePerformance services={services.data.rows} total={services.data.total} />
        )}
      </PanelSection>
      <PanelSection title="Recent leads">
        <RecentLeads contacts={contacts} evaluations={evaluations} />
      </PanelSection>
    </>
  );
});
