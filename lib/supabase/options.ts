import { supabaseEnv } from "@/lib/env";

/**
 * The auth cookie is named after the public project URL, so the server finds the browser's session even
 * when it talks to the project through SUPABASE_INTERNAL_URL.
 */
export function authCookieName(publicUrl: string): string {
  const ref = new URL(publicUrl).hostname.split(".")[0];
  return `sb-${ref}-auth-token`;
}

export function serverConnection() {
  const env = supabaseEnv();
  return {
    url: env.internalUrl ?? env.url,
    anonKey: env.anonKey,
    cookieOptions: { name: authCookieName(env.url) },
  };
}
