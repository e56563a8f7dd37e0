import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminDashboard } from "@/components/admin/dashboard";
import { AdminForbidden } from "@/components/admin/forbidden";
import { RecentLeads } from "@/components/admin/recent-leads";
import type { ContactSubmissionRow, LeadRead, ProjectEvaluationRow } from "@/components/admin/types";
import { isAdmin } from "@/lib/supabase/roles";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Admin Dashboard" };

// The newest leads; older ones stay in the database for the projects and clients tabs to come.
const LEADS_SHOWN = 200;

type Client = Awaited<ReturnType<typeof createClient>>;

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

/**
 * The staff dashboard. proxy.ts already keeps others out; this page checks again on its own so that no
 * dashboard HTML or data is ever rendered for a visitor who is not an admin.
 */
export default async function AdminPage() {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) redirect("/auth");
  if (!(await isAdmin(supabase, claims.sub))) return <AdminForbidden />;

  const [contacts, evaluations] = await Promise.all([
    readLeads<ContactSubmissionRow>(supabase, "contact_submissions"),
    readLeads<ProjectEvaluationRow>(supabase, "project_evaluations"),
  ]);
  return (
    <AdminDashboard
      userEmail={typeof claims.email === "string" ? claims.email : ""}
      overview={<RecentLeads contacts={contacts} evaluations={evaluations} />}
    />
  );
}
