import { collectionPages } from "../i18n/collection-slugs.ts";
import { spanishLandingPages } from "../i18n/landing-slugs.ts";
import type { CollectionPage } from "../i18n/locales.ts";
import { landingPathProblem, reportIgnoredOnce } from "../route-rules/rules.ts";
import { fetchPublishedNow } from "../sanity/fetch.ts";
import { publishedRoutesQuery } from "../sanity/queries.ts";
import type { PublishedRoutesQueryResult } from "../sanity/sanity.types.ts";
import { type Redirect, redirectHosts, redirectTable, resolveRedirect } from "./rules.ts";

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
  /** The same in the Spanish folders (/es/portafolio/…, /es/servicios/…): lib/i18n/locales.ts. */
  spanishCaseStudySlugs: Set<string> | null;
  spanishServiceSlugs: Set<string> | null;
  /** The Spanish landing pages' paths without /es/ (lib/i18n/landing-slugs.ts). */
  spanishLandingSlugs: Set<string>;
}

const NONE: PublishedRoutes = {
  redirects: new Map(),
  landingSlugs: new Set(),
  caseStudySlugs: null,
  serviceSlugs: null,
  spanishCaseStudySlugs: null,
  spanishServiceSlugs: null,
  spanishLandingSlugs: new Set(),
};

/** `at`: when the read began, so a read that began before a publish never passes for one after it. */
let current: { routes: PublishedRoutes; at: number } | undefined;
let refreshing: { routes: Promise<PublishedRoutes>; since: number } | undefined;

/*
 * When content was last published, as /api/revalidate heard it. On globalThis: proxy.ts and the route
 * handlers are bundled apart but run in one server process.
 */
const PUBLISHED_AT = Symbol.for("cardinal.publishedRoutes.changedAt");
const store = globalThis as { [PUBLISHED_AT]?: number };

/**
 * Called on each publish: the next request reads the routes afresh (and waits for them), so a page whose
 * URL segment changed is never looked for at its old address once its redirect is published with it.
 */
export function expirePublishedRoutes(now = Date.now()): void {
  store[PUBLISHED_AT] = now;
}

/** The slugs a collection's pages have in the Spanish folder. */
const spanishSlugsOf = (pages: Record<string, CollectionPage>) =>
  new Set(Object.values(pages).flatMap(({ es }) => (es === null ? [] : [es])));

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

/**
 * The routes published content sets up, by the route rules: what the proxy applies, and what the
 * sitemap leaves out (an address a redirect answers is no page of its own).
 */
export function routesOf(result: PublishedRoutesQueryResult): PublishedRoutes {
  const services = collectionPages("service", result.services);
  const caseStudies = collectionPages("caseStudy", result.caseStudies);
  const published = {
    caseStudy: new Set(Object.keys(caseStudies)),
    service: new Set(Object.keys(services)),
    landingPage: servedLandingSlugs(result.landingSlugs),
    es: {
      caseStudy: spanishSlugsOf(caseStudies),
      service: spanishSlugsOf(services),
      landingPage: new Set(
        Object.values(spanishLandingPages(result.spanishLandingPages)).map(({ es }) => es),
      ),
    },
  };
  const allowedHosts = redirectHosts(result.allowedRedirectHosts);
  return {
    redirects: redirectTable(result.redirects, { allowedHosts, published }),
    landingSlugs: published.landingPage,
    caseStudySlugs: published.caseStudy,
    serviceSlugs: published.service,
    spanishCaseStudySlugs: published.es.caseStudy,
    spanishServiceSlugs: published.es.service,
    spanishLandingSlugs: published.es.landingPage,
  };
}

/**
 * The addresses among `paths` that answer with their own page: one a redirect answers (a live page an
 * editor confirmed a redirect replaces) is left out, as the proxy sends every visitor on from it.
 */
export function pagesAmong(paths: readonly string[], routes: PublishedRoutes): string[] {
  return paths.filter((path) => resolveRedirect(routes.redirects, path) === null);
}

async function load(): Promise<PublishedRoutes> {
  const at = Date.now();
  try {
    const routes = routesOf(await fetchPublishedNow(publishedRoutesQuery));
    current = { routes, at };
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
  const changedAt = store[PUBLISHED_AT] ?? 0;
  const valid = current && current.at >= changedAt ? current : undefined;
  if (valid && now - valid.at < PUBLISHED_ROUTES_TTL_MS) return Promise.resolve(valid.routes);
  if (!refreshing || refreshing.since < changedAt) {
    const routes: Promise<PublishedRoutes> = load().finally(() => {
      if (refreshing?.routes === routes) refreshing = undefined;
    });
    refreshing = { routes, since: now };
  }
  return valid ? Promise.resolve(valid.routes) : refreshing.routes;
}
