import { type NextRequest, NextResponse } from "next/server";
import { landingPageRoute } from "../routes.ts";
import { publishedRoutes } from "./published.ts";
import { resolveRedirect, sourceProblem } from "./rules.ts";

const LANDING_FOLDER = landingPageRoute("");

/** Where proxy.ts sends a request by the published content: a redirect response, or a page to render. */
export type PublishedRoute =
  | { redirect: NextResponse }
  /** `cached`: a landing page, served from Next's cache with its own policy (lib/csp-cache-handler.mjs). */
  | { rewrite: URL; cached: boolean }
  | null;

/**
 * An editor's redirect (page loads only: GET and HEAD), or the landing page published at this path.
 * Never the application's own addresses (the Studio, the dashboard, sign-in). A same-site Location is made
 * from the request's own origin, never from a forwarded host; permanent redirects may be kept by browsers
 * for an hour, so an editor's later change still reaches returning visitors. The landing pages' own
 * folder is not an address: a request for it directly is sent to the 404 page.
 */
export async function publishedRoute(request: NextRequest): Promise<PublishedRoute> {
  const { pathname, search, origin } = request.nextUrl;
  if (pathname.startsWith(LANDING_FOLDER)) {
    return { rewrite: new URL(LANDING_FOLDER.slice(0, -1), origin), cached: false };
  }
  if (sourceProblem(pathname)) return null;
  const routes = await publishedRoutes();
  if (request.method === "GET" || request.method === "HEAD") {
    const target = resolveRedirect(routes.redirects, pathname, search);
    if (target) {
      const redirect = NextResponse.redirect(new URL(target.location, origin), target.status);
      redirect.headers.set("cache-control", target.status === 308 ? "public, max-age=3600" : "no-store");
      return { redirect };
    }
  }
  const slug = pathname.slice(1).replace(/\/+$/, "");
  if (!routes.landingSlugs.has(slug)) return null;
  return { rewrite: new URL(`${landingPageRoute(slug)}${search}`, origin), cached: true };
}
