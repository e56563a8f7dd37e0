import { supabaseEnv } from "@/lib/env";

/**
 * The auth cookie is named after the public project URL, so the server finds the browser's session even
 * when it talks to the project through SUPABASE_INTERNAL_URL.
 */
export function authCookieName(publicUrl: string): string {
  const ref = new URL(publicUrl).hostname.split(".")[0];
  return `sb-${ref}-auth-token`;
}

/**
 * Whether the visitor reached the site over https: directly, or through the proxy in front of it
 * (X-Forwarded-Proto). A visitor who forges the header only makes their own cookie Secure.
 */
export function servedOverHttps(headers: Headers, url?: URL): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https" || url?.protocol === "https:";
}

/** `secure`: the session cookies get the Secure flag (see servedOverHttps). */
export function serverConnection(secure: boolean) {
  const env = supabaseEnv();
  return {
    url: env.internalUrl ?? env.url,
    anonKey: env.anonKey,
    cookieOptions: { name: authCookieName(env.url), secure },
  };
}
