import { landingPathProblem, reportIgnoredOnce } from "../route-rules/rules.ts";
import { fetchPublishedNow } from "../sanity/fetch.ts";
import { publishedRoutesQuery } from "../sanity/queries.ts";
import { type Redirect, redirectHosts, redirectTable } from "./rules.ts";

/**
 * How old the proxy's copy of the published redirects and landing page paths may be before a request
 * refreshes it: a publish applies within this (plus one request) without a rebuild, and a busy site asks
 * the content API at most once per interval per server process.
 */
export const PUBLISHED_ROUTES_TTL_MS = 2_000;

export interface PublishedRoutes {
  /** Redirects by their normalised "from". */
  redirects: Map<string, Redirect>;
  /** Landing page paths without the leading slash (their slugs), those that keep the route rules. */
  landingSlugs: Set<string>;
  /**
   * The slugs of the published case studies and services (pages /insights/… and /services/…); null while
   * they could not be read yet, when each page decides for itself.
   */
  caseStudySlugs: Set<string> | null;
  serviceSlugs: Set<string> | null;
}

const NONE: PublishedRoutes = {
  redirects: new Map(),
  landingSlugs: new Set(),
  caseStudySlugs: null,
  serviceSlugs: null,
};

let current: { routes: PublishedRoutes; at: number } | undefined;
let refreshing: Promise<PublishedRoutes> | undefined;

/** The landing pages' paths that keep the route rules; any other is left out and named in the log once. */
function servedLandingSlugs(slugs: readonly string[]): Set<string> {
  return new Set(
    slugs.filter((slug) => {
      const problem = landingPathProblem(slug);
      if (problem) reportIgnoredOnce(`landing page ${slug}`, `landing page /${slug}: ${problem}`);
      return !problem;
    }),
  );
}

async function load(): Promise<PublishedRoutes> {
  try {
    const result = await fetchPublishedNow(publishedRoutesQuery);
    const published = {
      caseStudy: new Set(result.caseStudySlugs),
      service: new Set(result.serviceSlugs),
      landingPage: servedLandingSlugs(result.landingSlugs),
    };
    const allowedHosts = redirectHosts(result.allowedRedirectHosts);
    const routes = {
      redirects: redirectTable(result.redirects, { allowedHosts, published }),
      landingSlugs: published.landingPage,
      caseStudySlugs: published.caseStudy,
      serviceSlugs: published.service,
    };
    current = { routes, at: Date.now() };
    return routes;
  } catch (error) {
    // Keep routing by what was read last; try again after the interval.
    console.error("[routes] the published redirects and landing pages could not be read", error);
    const routes = current?.routes ?? NONE;
    current = { routes, at: Date.now() };
    return routes;
  }
}

/**
 * The published redirects and landing pages. The first request waits for them; after that a request
 * never waits: one past the interval starts a refresh and is answered from the copy it replaces.
 */
export function publishedRoutes(now = Date.now()): Promise<PublishedRoutes> {
  if (current && now - current.at < PUBLISHED_ROUTES_TTL_MS) return Promise.resolve(current.routes);
  refreshing ??= load().finally(() => {
    refreshing = undefined;
  });
  return current ? Promise.resolve(current.routes) : refreshing;
}
