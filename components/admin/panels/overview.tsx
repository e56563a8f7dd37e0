import { RecentLeads } from "@/components/admin/recent-leads";
import type { ContactSubmissionRow, LeadRead, ProjectEvaluationRow } from "@/components/admin/types";
import type { Supabase } from "@/lib/admin/query";
import type { AdminPanel } from "./types";

// The Overview's glance at the newest leads; the Inbox tab holds every one of them.
const LEADS_SHOWN = 200;

async function readLeads<T>(supabase: Supabase, table: string): Promise<LeadRead<T>> {
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

export const overviewPanel: AdminPanel = async (supabase) => {
  const [contacts, evaluations] = await Promise.all([
    readLeads<ContactSubmissionRow>(supabase, "contact_submissions"),
    readLeads<ProjectEvaluationRow>(supabase, "project_evaluations"),
  ]);
  return <RecentLeads contacts={contacts} evaluations={evaluations} />;
};
