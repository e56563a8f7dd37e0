import { createServerClient } from "@supabase/ssr";
import type { JwtPayload, SupabaseClient } from "@supabase/supabase-js";
import { type NextRequest, NextResponse } from "next/server";
import { servedOverHttps, serverConnection } from "./options";

export interface SessionUpdate {
  /** The response to return (or to copy cookies from): it carries refreshed session cookies. */
  response: NextResponse;
  supabase: SupabaseClient;
  claims: JwtPayload | null;
}

/** Refreshes the visitor's session cookies, the way @supabase/ssr expects, and reads the verified claims. */
export async function updateSession(request: NextRequest): Promise<SessionUpdate> {
  let response = NextResponse.next({ request });
  const { url, anonKey, cookieOptions } = serverConnection(servedOverHttps(request.headers, request.nextUrl));
  const supabase = createServerClient(url, anonKey, {
    cookieOptions,
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, value);
      },
    },
  });
  // Nothing may run between creating the client and getClaims(): it is what refreshes the session.
  let claims: JwtPayload | null = null;
  try {
    const { data } = await supabase.auth.getClaims();
    claims = data?.claims ?? null;
  } catch (error) {
    console.error("Session check failed", error);
  }
  return { response, supabase, claims };
}

/** A new response that keeps the session cookies the refresh wrote. */
export function withSessionCookies(from: NextResponse, to: NextResponse): NextResponse {
  for (const cookie of from.cookies.getAll()) to.cookies.set(cookie);
  return to;
}
