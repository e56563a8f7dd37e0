import "server-only";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { supabaseEnv } from "../runtime/env.ts";
import type { Database } from "./database.types.ts";

let serviceClient: SupabaseClient<Database> | undefined;

/**
 * The server's own Supabase client, acting as service_role: the only writer of leads (lib/leads) and
 * nothing else. Staff reads go through the staff member's session (./server.ts) so RLS decides.
 * SUPABASE_SERVICE_ROLE_KEY is read at run time and never reaches a browser bundle.
 */
export function createServiceClient(): SupabaseClient<Database> {
  if (serviceClient) return serviceClient;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!key) {
    throw new Error(
      "SUPABASE_SERVICE_ROLE_KEY is not set: the server cannot store leads. `npm run dev` and `npm start` set it for the local stack.",
    );
  }
  const env = supabaseEnv();
  serviceClient = createClient<Database>(env.internalUrl ?? env.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return serviceClient;
}
