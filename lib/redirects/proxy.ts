import { type NextRequest, NextResponse } from "next/server";
import { landingPageRoute } from "../routes.ts";
import { publishedRoutes } from "./published.ts";
import { resolveRedirect, sourceProblem } from "./rules.ts";

const LANDING_FOLDER = landingPageRoute("");

const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d+)?$/;

/**
 * The request's own URL (query included) with another path, which Next serves itself. `nextUrl` spells a
 * loopback address as localhost, and Next proxies a rewrite whose origin differs from the one the server
 * was started on as an external one: the loopback address the visitor used is kept. Only a loopback
 * spelling is ever taken from the Host header, so no request can name another host.
 */
function within(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const host = request.headers.get("host") ?? "";
  const target = new URL(url.href);
  if (url.hostname === "localhost" && LOOPBACK_HOST.test(host)) target.host = host;
  return target;
}

/** Where proxy.ts sends a request by the published content: a redirect response, or a page to render. */
export type PublishedRoute =
  | { redirect: NextResponse }
  /** `cached`: a landing page, served from Next's cache with its own policy (lib/csp-cache-handler.mjs). */
  | { rewrite?: URL; cached: boolean }
  | null;

/**
 * An editor's redirect (page loads only: GET and HEAD), or the landing page published at this path.
 * Never the application's own addresses (the Studio, the dashboard, sign-in). A same-site Location is made
 * from the request's own origin, never from a forwarded host; permanent redirects may be kept by browsers
 * for an hour, so an editor's later change still reaches returning visitors. The landing pages' own
 * folder answers only for published pages; any other path in it is the 404 page.
 */
export async function publishedRoute(request: NextRequest): Promise<PublishedRoute> {
  const { pathname, search } = request.nextUrl;
  const inFolder = pathname.startsWith(LANDING_FOLDER);
  if (!inFolder && sourceProblem(pathname)) return null;
  const routes = await publishedRoutes();
  if (inFolder) {
    // Reached directly, or as the second hop of a rewrite Next proxied: a published page is served as
    // it is, anything else is the 404 page (rendered per request, never cached per unknown path).
    const published = routes.landingSlugs.has(pathname.slice(LANDING_FOLDER.length).replace(/\/+$/, ""));
    return published
      ? { cached: true }
      : { rewrite: within(request, LANDING_FOLDER.slice(0, -1)), cached: false };
  }
  if (request.method === "GET" || request.method === "HEAD") {
    const target = resolveRedirect(routes.redirects, pathname, search);
    if (target) {
      const redirect = NextResponse.redirect(new URL(target.location, within(request, "/")), target.status);
      redirect.headers.set("cache-control", target.status === 308 ? "public, max-age=3600" : "no-store");
      return { redirect };
    }
  }
  const slug = pathname.slice(1).replace(/\/+$/, "");
  if (!routes.landingSlugs.has(slug)) return null;
  return { rewrite: within(request, landingPageRoute(slug)), cached: true };
}
