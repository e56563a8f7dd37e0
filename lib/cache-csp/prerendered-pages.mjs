// Which pages Next serves from its cache, as Next itself records it in the build's prerender manifest:
// those carry the Content-Security-Policy stored beside them (lib/cache-csp/csp-cache-handler.mjs), so proxy.ts must
// not add a second one. Two kinds: the pages `next build` prerendered (`routes`), and the paths of dynamic
// routes that render a new page on its first request and keep it in the cache (`dynamicRoutes` with
// `fallback: null`, i.e. `dynamicParams = true`): a case study or service published after the build.
// Read from the manifest, so pages and the 404 of a path no route has are told apart exactly as Next
// tells them apart; the build fails (next.config.mjs) when the manifest no longer has these fields.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Where `next build` writes (next.config.mjs): a second build, the Studio's in `npm test`, goes beside. */
export const distDir = process.env.NEXT_DIST_DIR || ".next";

/** @typedef {{ pages: Set<string>, onDemand: RegExp[] }} CachedPages */

/** @type {CachedPages | undefined} */
let cached;

/**
 * The cached pages of a prerender manifest. Entries without an RSC payload (route handlers such as
 * images) are not pages.
 * @param {any} manifest
 * @returns {CachedPages}
 */
export function cachedPagesOf(manifest) {
  if (!manifest?.routes || !manifest?.dynamicRoutes) {
    throw new Error("The prerender manifest has no `routes` or `dynamicRoutes`: Next changed its format");
  }
  return {
    pages: new Set(
      Object.entries(manifest.routes)
        .filter(([, route]) => /** @type {any} */ (route).dataRoute)
        .map(([path]) => path),
    ),
    onDemand: Object.values(manifest.dynamicRoutes)
      .filter((route) => route.dataRoute && route.fallback === null)
      .map((route) => new RegExp(route.routeRegex)),
  };
}

/** @returns {CachedPages} */
function cachedPages() {
  if (!cached) {
    try {
      cached = cachedPagesOf(
        JSON.parse(readFileSync(join(process.cwd(), distDir, "prerender-manifest.json"), "utf8")),
      );
    } catch (error) {
      // Without the list every page gets the proxy's policy too: prerendered ones then refuse their own
      // scripts (two policies both apply), which is loud but never lets an injected script run.
      console.error("[csp] the build's prerender manifest could not be read", error);
      cached = { pages: new Set(), onDemand: [] };
    }
  }
  return cached;
}

/** The paths `next build` prerendered. */
export function prerenderedPages() {
  return cachedPages().pages;
}

/**
 * Whether Next serves this path from its page cache (prerendered, or rendered once on demand).
 * @param {string} pathname
 * @returns {boolean}
 */
export function isPrerenderedPage(pathname) {
  const { pages, onDemand } = cachedPages();
  return pages.has(pathname) || onDemand.some((pattern) => pattern.test(pathname));
}

/**
 * The build's draft mode id: Next turns draft mode on only for a `__prerender_bypass` cookie of exactly
 * this value, and serves the cached page for any other.
 * @param {any} manifest
 * @returns {string}
 */
export function previewModeIdOf(manifest) {
  const id = manifest?.preview?.previewModeId;
  if (typeof id !== "string" || id.length === 0) {
    throw new Error("The prerender manifest has no `preview.previewModeId`: Next changed its format");
  }
  return id;
}

/** @type {string | null | undefined} */
let previewModeId;

/**
 * Whether a draft mode cookie's value turns draft mode on for this build (as Next decides it); any
 * other value is a visitor's request for the cached page.
 * @param {string | undefined} value
 * @returns {boolean}
 */
export function isDraftModeCookie(value) {
  if (previewModeId === undefined) {
    try {
      previewModeId = previewModeIdOf(
        JSON.parse(readFileSync(join(process.cwd(), distDir, "prerender-manifest.json"), "utf8")),
      );
    } catch (error) {
      // Without the id no cookie counts: every page is served as to a visitor, with its one policy.
      console.error("[draft-mode] the build's draft mode id could not be read", error);
      previewModeId = null;
    }
  }
  return previewModeId !== null && typeof value === "string" && value === previewModeId;
}

/** @type {((pathname: string) => boolean) | undefined} */
let routed;

/**
 * Whether a route of a routes manifest answers a path: pages and route handlers by their exact path,
 * dynamic ones by the pattern Next matches them with.
 * @param {any} manifest
 * @returns {(pathname: string) => boolean}
 */
export function routeMatcherOf(manifest) {
  if (!Array.isArray(manifest?.staticRoutes) || !Array.isArray(manifest?.dynamicRoutes)) {
    throw new Error("The routes manifest has no `staticRoutes` or `dynamicRoutes`: Next changed its format");
  }
  const exact = new Set(manifest.staticRoutes.map((/** @type {any} */ route) => route.page));
  const patterns = manifest.dynamicRoutes.map((/** @type {any} */ route) => new RegExp(route.regex));
  return (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    return exact.has(path) || patterns.some((/** @type {RegExp} */ pattern) => pattern.test(path));
  };
}

/**
 * Whether a route of the build answers this path; any other path is the 404 Next serves from its cache
 * (app/global-not-found.tsx). Read from the manifest Next routes by, so both agree on every path.
 * @param {string} pathname
 * @returns {boolean}
 */
export function hasRoute(pathname) {
  if (!routed) {
    try {
      routed = routeMatcherOf(
        JSON.parse(readFileSync(join(process.cwd(), distDir, "routes-manifest.json"), "utf8")),
      );
    } catch (error) {
      // Every path then counts as routed: a 404 gets a nonce policy beside its own, which refuses its
      // scripts (loud) but still shows its copy.
      console.error("[routes] the build's routes manifest could not be read", error);
      routed = () => true;
    }
  }
  return routed(pathname);
}
