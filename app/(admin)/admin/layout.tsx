import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { ADMIN_AREAS } from "../../../components/admin/areas.ts";
import { AdminForbidden } from "../../../components/admin/forbidden.tsx";
import { AdminFrame } from "../../../components/admin/frame.tsx";
import { dashboardViewer } from "../../../lib/admin/session.ts";

export const metadata: Metadata = { title: "Admin Dashboard" };

/**
 * The staff dashboard's frame around every area. proxy.ts already keeps others out; this checks again on
 * its own so that no dashboard HTML is ever rendered for a visitor who is not an admin (each area's page
 * checks too before it reads anything).
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const viewer = await dashboardViewer();
  if (!viewer.signedIn) redirect("/auth");
  if (!viewer.admin) return <AdminForbidden />;
  const areas = ADMIN_AREAS.map(({ slug, label, href }) => ({ slug, label, href }));
  return (
    <AdminFrame userEmail={viewer.email} areas={areas}>
      {children}
    </AdminFrame>
  );
}
