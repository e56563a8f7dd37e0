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

/**
 * Who is looking at the dashboard, asked once per request: the layout (frame or Forbidden) and the area's
 * page (its data) both need it, and a page renders beside its layout, so each checks on its own.
 */
export const dashboardViewer = cache(
  async (): Promise<
    | { signedIn: false }
    | { signedIn: true; admin: false }
    | { signedIn: true; admin: true; supabase: Supabase; email: string }
  > => {
    const supabase = await createClient();
    const { data } = await supabase.auth.getClaims();
    const claims = data?.claims;
    if (!claims?.sub) return { signedIn: false };
    if (!(await isAdmin(supabase, claims.sub))) return { signedIn: true, admin: false };
    return {
      signedIn: true,
      admin: true,
      supabase,
      email: typeof claims.email === "string" ? claims.email : "",
    };
  },
);
