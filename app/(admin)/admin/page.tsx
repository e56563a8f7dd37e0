import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminDashboard } from "@/components/admin/dashboard";
import { AdminForbidden } from "@/components/admin/forbidden";
import { ADMIN_PANELS } from "@/components/admin/panels";
import type { SearchParams } from "@/components/admin/panels/types";
import { type AdminTab, isAdminTab } from "@/lib/admin/tabs";
import { isAdmin } from "@/lib/supabase/roles";
import { createClient } from "@/lib/supabase/server";

export const metadata: Metadata = { title: "Admin Dashboard" };

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
  const panel = (await ADMIN_PANELS[tab]?.(supabase, params)) ?? null;
  return (
    <AdminDashboard
      userEmail={typeof claims.email === "string" ? claims.email : ""}
      openTab={tab}
      panel={panel}
    />
  );
}
