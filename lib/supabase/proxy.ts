import { type CookieOptions, createServerClient } from "@supabase/ssr";
import {
  type AuthError,
  isAuthRetryableFetchError,
  type JwtPayload,
  type SupabaseClient,
} from "@supabase/supabase-js";
import { type NextRequest, NextResponse } from "next/server";
import type { Database } from "./database.types.ts";
import { serverConnection } from "./options.ts";

export interface SessionUpdate {
  /** The response to return (or to copy cookies from): it carries refreshed session cookies. */
  response: NextResponse;
  /** Null for a visitor without a session cookie: there is nothing to refresh or ask about. */
  supabase: SupabaseClient<Database> | null;
  claims: JwtPayload | null;
}

type CookieWrite = { name: string; value: string; options: CookieOptions };

/**
 * A refresh the auth service did not answer on its merits (a rate limit, its own failure): the refresh
 * token may well be good, so the session it belongs to is kept for the next request to try again.
 */
function refreshNotJudged(error: AuthError | null): boolean {
  return (
    error !== null && (isAuthRetryableFetchError(error) || error.status === 429 || (error.status ?? 0) >= 500)
  );
}

/**
 * Refreshes the visitor's session cookies, the way @supabase/ssr expects, and reads the verified claims
 * (none without a session cookie).
 * The refresh is counted against the visitor's address (serverConnection); a refresh that failed without
 * the token being judged never clears the cookies.
 */
export async function updateSession(request: NextRequest): Promise<SessionUpdate> {
  let response = NextResponse.next({ request });
  const { url, anonKey, cookieOptions, global } = serverConnection(request.headers, request.nextUrl);
  // Most requests (every visitor's page and every lead) carry no session: no client is made for them.
  const cookieName = cookieOptions.name;
  if (!request.cookies.getAll().some(({ name }) => name.startsWith(cookieName)))
    return { response, supabase: null, claims: null };
  const writes: { cookies: CookieWrite[]; headers: Record<string, string> }[] = [];
  const supabase = createServerClient<Database>(url, anonKey, {
    cookieOptions,
    global,
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet, headers) {
        writes.push({ cookies: cookiesToSet, headers: headers ?? {} });
      },
    },
  });
  // Nothing may run between creating the client and getClaims(): it is what refreshes the session.
  let claims: JwtPayload | null = null;
  let failure: AuthError | null = null;
  try {
    const { data, error } = await supabase.auth.getClaims();
    claims = data?.claims ?? null;
    failure = error;
  } catch (error) {
    console.error("Session check failed", error);
  }
  const keepSession = claims === null && refreshNotJudged(failure);
  for (const write of writes) {
    if (keepSession && write.cookies.every((cookie) => cookie.value === "")) continue;
    for (const { name, value } of write.cookies) request.cookies.set(name, value);
    response = NextResponse.next({ request });
    for (const { name, value, options } of write.cookies) response.cookies.set(name, value, options);
    for (const [key, value] of Object.entries(write.headers)) response.headers.set(key, value);
  }
  return { response, supabase, claims };
}

/** A new response that keeps the session cookies the refresh wrote. */
export function withSessionCookies(from: NextResponse, to: NextResponse): NextResponse {
  for (const cookie of from.cookies.getAll()) to.cookies.set(cookie);
  return to;
}
