import { type NextRequest, NextResponse } from "next/server";
import { publishedRedirects } from "./published.ts";
import { resolveRedirect, sourceProblem } from "./rules.ts";

/**
 * The response for a request an editor's redirect covers, or null. Page loads only (GET and HEAD), and
 * never the application's own addresses (the Studio, the dashboard, sign-in). A same-site Location is
 * made from the request's own origin, never from a forwarded host; permanent redirects may be kept by
 * browsers for an hour, so an editor's later change still reaches returning visitors.
 */
export async function editorRedirect(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { pathname, search, origin } = request.nextUrl;
  if (sourceProblem(pathname)) return null;
  const target = resolveRedirect(await publishedRedirects(), pathname, search);
  if (!target) return null;
  const response = NextResponse.redirect(new URL(target.location, origin), target.status);
  response.headers.set("cache-control", target.status === 308 ? "public, max-age=3600" : "no-store");
  return response;
}
