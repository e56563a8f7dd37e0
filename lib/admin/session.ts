import { isAdmin } from "@/lib/supabase/roles";
import { createClient } from "@/lib/supabase/server";
import type { Supabase } from "./query";

/**
 * The signed-in staff member's own Supabase session, when they hold the admin role; null otherwise.
 * Server actions of the dashboard start here; RLS checks the role again on every row.
 */
export async function adminSession(): Promise<{ supabase: Supabase; userId: string } | null> {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  const userId = data?.claims?.sub;
  if (!userId || !(await isAdmin(supabase, userId))) return null;
  return { supabase, userId };
}
