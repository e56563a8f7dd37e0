import "server-only";
import { isAdmin } from "../supabase/roles.ts";
import { createClient } from "../supabase/server.ts";

export const PRIVATE_HEADERS = { "cache-control": "private, no-store" };

/**
 * The request's Supabase client when it comes from an admin, or the 403 response to send instead.
 * Route handlers of the dashboard (downloads) check on their own; proxy.ts already keeps others out.
 */
export async function staffClient() {
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  const userId = data?.claims?.sub;
  if (!userId || !(await isAdmin(supabase, userId))) {
    return { supabase: null, refused: new Response("Staff only", { status: 403, headers: PRIVATE_HEADERS }) };
  }
  return { supabase, refused: null };
}
