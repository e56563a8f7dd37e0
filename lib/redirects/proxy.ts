import { type NextRequest, NextResponse } from "next/server";
import { collectionFolders, localeOfPath, SPANISH_NOT_FOUND, SPANISH_PREFIX } from "../i18n/locales.ts";
import {
  caseStudyPath,
  landingPageRoute,
  notFoundRoute,
  servicePagePath,
  spanishLandingPageRoute,
} from "../runtime/routes.ts";
import { type PublishedRoutes, publishedRoutes } from "./published.ts";
import { resolveRedirect, sourceProblem } from "./rules.ts";

/** The landing pages' own folders, each with the paths published in it now (without the folder). */
const LANDING_FOLDERS = [
  { folder: landingPageRoute(""), slugs: (routes: PublishedRoutes) => routes.landingSlugs },
  { folder: spanishLandingPageRoute(""), slugs: (routes: PublishedRoutes) => routes.spanishLandingSlugs },
];

/** The folders whose pages are published documents, each with the slugs published now. */
const SLUG_FOLDERS = [
  { folder: caseStudyPath(""), slugs: (routes: PublishedRoutes) => routes.caseStudySlugs },
  { folder: servicePagePath(""), slugs: (routes: PublishedRoutes) => routes.serviceSlugs },
  {
    folder: collectionFolders.caseStudy.es,
    slugs: (routes: PublishedRoutes) => routes.spanishCaseStudySlugs,
  },
  { folder: collectionFolders.service.es, slugs: (routes: PublishedRoutes) => routes.spanishServiceSlugs },
];

/**
 * The request's own URL (query included) with another path, which Next serves itself. (Next re-spells a
 * loopback address as localhost, so a server started with --hostname 127.0.0.1 proxies the rewrite to
 * itself: the second hop arrives in the landing pages' folder, which passes published pages through.)
 */
function within(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return url;
}

/** Where proxy.ts sends a request by the published content: a redirect response, or a page to render. */
export type PublishedRoute =
  | { redirect: NextResponse }
  /**
   * `cached`: served from Next's cache with its own policy (lib/cache-csp/csp-cache-handler.mjs): a landing page, or
   * the 404 (`notFound`) of a path no published document has.
   */
  | { rewrite?: URL; cached: boolean; notFound?: true }
  | null;

/**
 * An editor's redirect (page loads only: GET and HEAD), or the landing page published at this path.
 * Never the application's own addresses (the Studio, the dashboard, sign-in). A same-site Location is made
 * from the request's own origin, never from a forwarded host; permanent redirects may be kept by browsers
 * for an hour, so an editor's later change still reaches returning visitors. The landing pages' own
 * folder answers only for published pages, and a case study's or service's address only for a published
 * one: any other path there is the 404 page.
 */
export async function publishedRoute(request: NextRequest): Promise<PublishedRoute> {
  const { pathname, search } = request.nextUrl;
  const inFolder = LANDING_FOLDERS.find(({ folder }) => pathname.startsWith(folder));
  if (!inFolder && sourceProblem(pathname)) return null;
  const routes = await publishedRoutes();
  if (inFolder) {
    // Reached directly, or as the second hop of a rewrite Next proxied: a published page is served as
    // it is, anything else is the 404 page (one cached page, never one per unknown path).
    const path = pathname.slice(inFolder.folder.length).replace(/\/+$/, "");
    return inFolder.slugs(routes).has(path) ? { cached: true } : notFoundPage(request);
  }
  if (request.method === "GET" || request.method === "HEAD") {
    const target = resolveRedirect(routes.redirects, pathname, search);
    if (target) {
      const redirect = NextResponse.redirect(new URL(target.location, request.nextUrl), target.status);
      redirect.headers.set("cache-control", target.status === 308 ? "public, max-age=3600" : "no-store");
      return { redirect };
    }
  }
  const unpublished = SLUG_FOLDERS.find(({ folder, slugs }) => {
    if (!pathname.startsWith(folder)) return false;
    const segment = pathname.slice(folder.length).replace(/\/+$/, "");
    const published = slugs(routes);
    return published !== null && segment !== "" && !segment.includes("/") && !published.has(segment);
  });
  if (unpublished) return notFoundPage(request);
  // A Spanish landing page's path is its own under /es (lib/i18n/landing-slugs.ts).
  if (localeOfPath(pathname) === "es") {
    const slug = pathname.slice(SPANISH_PREFIX.length + 1).replace(/\/+$/, "");
    if (!routes.spanishLandingSlugs.has(slug)) return null;
    return { rewrite: within(request, spanishLandingPageRoute(slug)), cached: true };
  }
  const slug = pathname.slice(1).replace(/\/+$/, "");
  if (!routes.landingSlugs.has(slug)) return null;
  return { rewrite: within(request, landingPageRoute(slug)), cached: true };
}

/** The 404 page in the address's language: the prerendered English one, or the Spanish one under /es. */
export function notFoundPage(request: NextRequest): PublishedRoute {
  const page = localeOfPath(request.nextUrl.pathname) === "es" ? SPANISH_NOT_FOUND : notFoundRoute;
  return { rewrite: within(request, page), cached: true, notFound: true };
}
