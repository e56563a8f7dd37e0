import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminDashboard } from "@/components/admin/dashboard";
import { AdminForbidden } from "@/components/admin/forbidden";
import { Inbox } from "@/components/admin/inbox/inbox";
import { RecentLeads } from "@/components/admin/recent-leads";
import type { ContactSubmissionRow, LeadRead, ProjectEvaluationRow } from "@/components/admin/types";
import { INBOX_PAGE_SIZE, inboxFilterParams, parseInboxFilters } from "@/lib/admin/inbox/filters";
import { readInboxPage, readLead } from "@/lib/admin/inbox/read";
import { isUuid } from "@/lib/admin/list-query";
import { type AdminTab, isAdminTab } from "@/lib/admin/tabs";
import { isAdmin } from "@/lib/supabase/roles";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Admin Dashboard" };

// The Overview's glance at the newest leads; the Inbox tab holds every one of them.
const LEADS_SHOWN = 200;

type Client = Awaited<ReturnType<typeof createClient>>;
type SearchParams = Record<string, string | string[] | undefined>;

async function readLeads<T>(supabase: Client, table: string): Promise<LeadRead<T>> {
  const { data, error } = await supabase
    .from(table)
    .select("*")
    .order("created_at", { ascending: false })
    .limit(LEADS_SHOWN);
  if (error) {
    console.error(`Admin read of ${table} failed (${error.code || "no code"}): ${error.message}`);
    return { rows: [], failed: true };
  }
  return { rows: (data ?? []) as T[], failed: false };
}

async function overviewPanel(supabase: Client) {
  const [contacts, evaluations] = await Promise.all([
    readLeads<ContactSubmissionRow>(supabase, "contact_submissions"),
    readLeads<ProjectEvaluationRow>(supabase, "project_evaluations"),
  ]);
  return <RecentLeads contacts={contacts} evaluations={evaluations} />;
}

async function inboxPanel(supabase: Client, params: SearchParams) {
  const filters = parseInboxFilters(params);
  const lead = typeof params.lead === "string" && isUuid(params.lead) ? params.lead : "";
  const [first, detail] = await Promise.all([
    readInboxPage(supabase, filters, null, INBOX_PAGE_SIZE),
    lead ? readLead(supabase, lead) : null,
  ]);
  return (
    <Inbox
      key={inboxFilterParams(filters).toString()}
      filters={filters}
      first={first}
      detail={detail}
      openId={lead}
    />
  );
}

/**
 * The staff dashboard. proxy.ts already keeps others out; this page checks again on its own so that no
 * dashboard HTML or data is ever rendered for a visitor who is not an admin.
 */
export default async function AdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) redirect("/auth");
  if (!(await isAdmin(supabase, claims.sub))) return <AdminForbidden />;

  const params = await searchParams;
  const tab: AdminTab = isAdminTab(params.tab) ? params.tab : "overview";
  const panel =
    tab === "overview"
      ? await overviewPanel(supabase)
      : tab === "inbox"
        ? await inboxPanel(supabase, params)
        : null;
  return (
    <AdminDashboard
      userEmail={typeof claims.email === "string" ? claims.email : ""}
      openTab={tab}
      panel={panel}
    />
  );
}
