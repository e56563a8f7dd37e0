import { cache } from "react";
import { isAdmin } from "../supabase/roles.ts";
import { createClient } from "../supabase/server.ts";
import type { Supabase } from "./query.ts";

/**
 * The signed-in staff member's own Supabase session, when they hold the admin role; null otherwise.
 * Server actions of the dashboard start here (adminAction in ./action); RLS checks the role again on every row.
 */
export async function adminSession(): Promise<{ supabase: Supabase; userId: string } | null> {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  const userId = data?.claims?.sub;
  if (!userId || !(await isAdmin(supabase, userId))) return null;
  return { supabase, userId };
}

type DashboardViewer =
  | { signedIn: false }
  | { signedIn: true; admin: false }
  | { signedIn: true; admin: true; supabase: Supabase; email: string };

/**
 * Who is looking at the dashboard, asked once per request: the layout (frame or Forbidden) and the area's
 * page (its data) both need it, and a page renders beside its layout, so each checks on its own. One call
 * to the database (dashboard_viewer: the token PostgREST verified, and the admin role) rather than the
 * auth service and then the roles: the proxy has already checked this session with the auth service on
 * the way in, and each of these round trips waits its turn for the database.
 */
export const dashboardViewer = cache(async () => viewerOf(await createClient()));

/** Who `supabase` (the request's own client) acts for: a route that reads beside the check passes its client. */
export async function viewerOf(supabase: Supabase): Promise<DashboardViewer> {
  const { data, error } = await supabase.rpc("dashboard_viewer").maybeSingle();
  if (error) {
    // A request without a session is anonymous, which may not ask (42501); anything else is logged.
    if (error.code !== "42501") console.error(`Viewer lookup failed (${error.code}): ${error.message}`);
    return { signedIn: false };
  }
  if (!data?.user_id) return { signedIn: false };
  if (!data.admin) return { signedIn: true, admin: false };
  return { signedIn: true, admin: true, supabase, email: data.email ?? "" };
}
