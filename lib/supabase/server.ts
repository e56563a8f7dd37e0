import { createServerClient } from "@supabase/ssr";
import { cookies, headers } from "next/headers";
import type { Database } from "./database.types.ts";
import { serverConnection } from "./options.ts";

/**
 * A Supabase client for this request, acting as the visitor (their session cookie, or anonymous), so
 * row level security decides. Create one per request; never share it between requests.
 */
export async function createClient() {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const { url, anonKey, cookieOptions, global } = serverConnection(headerStore);
  return createServerClient<Database>(url, anonKey, {
    cookieOptions,
    global,
    cookies: {
      getAll() {
        return cookieStore.getAll();
      },
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Server Components cannot set cookies; proxy.ts refreshes the session on the way in.
        }
      },
    },
  });
}
