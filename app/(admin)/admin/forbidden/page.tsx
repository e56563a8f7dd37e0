import type { Metadata } from "next";
import { AdminForbidden } from "@/components/admin/forbidden";

export const metadata: Metadata = { title: "Staff only" };

/** proxy.ts rewrites /admin here, with status 403, for a session without the admin role. */
export default function ForbiddenPage() {
  return <AdminForbidden />;
}
