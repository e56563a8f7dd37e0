import { createBrowserClient } from "@supabase/ssr";
import { supabaseEnv } from "../runtime/env.ts";
import type { Database } from "./database.types.ts";
import { authCookieName } from "./options.ts";

/**
 * The browser's Supabase client. One instance per page (createBrowserClient keeps a singleton); it keeps
 * the cookie session fresh with its auto-refresh tick.
 */
export function createClient() {
  const env = supabaseEnv();
  return createBrowserClient<Database>(env.url, env.anonKey, {
    cookieOptions: { name: authCookieName(env.url), secure: window.location.protocol === "https:" },
  });
}
