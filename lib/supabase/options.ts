import { clientAddress } from "../runtime/client-address.ts";
import { supabaseEnv } from "../runtime/env.ts";

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

/**
 * How this request's server client reaches the project. Its session cookies get the Secure flag when the
 * visitor came over https (servedOverHttps). Every auth call it makes (a session refresh above all) is
 * counted against the visitor's own address, which it passes on in X-Forwarded-For as a gateway does for
 * hosted GoTrue: otherwise every visitor's refresh would spend the one budget of this server's address.
 */
export function serverConnection(requestHeaders: Headers, url?: URL) {
  const env = supabaseEnv();
  const address = clientAddress(requestHeaders);
  const headers: Record<string, string> = {};
  if (address !== "unknown") headers["x-forwarded-for"] = address;
  return {
    url: env.internalUrl ?? env.url,
    anonKey: env.anonKey,
    cookieOptions: { name: authCookieName(env.url), secure: servedOverHttps(requestHeaders, url) },
    global: { headers },
  };
}
