// Which pages `next build` prerendered, as Next itself records it: those are served from its cache with
// the Content-Security-Policy stored beside them (lib/csp-cache-handler.mjs), so proxy.ts must not add
// a second one. Read from the build's prerender manifest, so content-made pages (the case studies) and
// the 404 of a slug no page has are told apart exactly as Next tells them apart.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Where `next build` writes (next.config.mjs): a second build, the Studio's in `npm test`, goes beside. */
export const distDir = process.env.NEXT_DIST_DIR || ".next";

/** @type {Set<string> | undefined} */
let pages;

/**
 * The prerendered pages' paths (entries with an RSC payload; route handlers such as images have none).
 * @returns {Set<string>}
 */
export function prerenderedPages() {
  if (!pages) {
    try {
      const manifest = JSON.parse(
        readFileSync(join(process.cwd(), distDir, "prerender-manifest.json"), "utf8"),
      );
      pages = new Set(
        Object.entries(manifest.routes)
          .filter(([, route]) => route.dataRoute)
          .map(([path]) => path),
      );
    } catch (error) {
      // Without the list every page gets the proxy's policy too: prerendered ones then refuse their own
      // scripts (two policies both apply), which is loud but never lets an injected script run.
      console.error("[csp] the build's prerender manifest could not be read", error);
      pages = new Set();
    }
  }
  return pages;
}

/**
 * @param {string} pathname
 * @returns {boolean}
 */
export function isPrerenderedPage(pathname) {
  return prerenderedPages().has(pathname);
}
