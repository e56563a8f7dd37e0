import type { MetadataRoute } from "next";
import { documentPath } from "../lib/content/page-paths.ts";
import { routableTypes } from "../lib/content/routable.ts";
import { pagesAmong, routesOf } from "../lib/redirects/published.ts";
import { contentPath, fixedPages } from "../lib/route-rules/rules.ts";
import { siteUrl } from "../lib/runtime/env.ts";
import { sanityFetch } from "../lib/sanity/fetch.ts";
import { hiddenPagesQuery, publishedRoutesQuery } from "../lib/sanity/queries.ts";

/**
 * Every public page: the fixed routes, the legal pages and each published page of a routable type whose
 * address keeps the route rules (a landing page on a route of the application is never served, so never
 * listed), less those a published redirect answers (read and applied as the proxy applies them).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [made, hiddenPages, routeContent] = await Promise.all([
    Promise.all(
      routableTypes.map(async ({ type, slugsQuery }) =>
        // Every routable type's slugs query answers a list of strings (each typed so by TypeGen).
        ((await sanityFetch({ query: slugsQuery })) as string[]).flatMap(
          (slug) => contentPath(type, slug) ?? [],
        ),
      ),
    ),
    sanityFetch({ query: hiddenPagesQuery }),
    sanityFetch({ query: publishedRoutesQuery }),
  ]);
  // Pages an editor hid from search engines (robots noindex) are not offered to them here either.
  const hidden = new Set(hiddenPages.map(documentPath));
  const listed = [...fixedPages, ...made.flat()].filter((path) => !hidden.has(path));
  const paths = pagesAmong(listed, routesOf(routeContent));
  return paths.map((path) => ({
    url: new URL(path, siteUrl).href,
    changeFrequency: path === "/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.6 : 0.8,
  }));
}
