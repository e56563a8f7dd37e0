import type { MetadataRoute } from "next";
import { documentPath } from "../lib/content/page-paths.ts";
import { routableTypes } from "../lib/content/routable.ts";
import { singletons } from "../lib/content/singletons.ts";
import { translatedDocuments } from "../lib/i18n/content.ts";
import {
  isTranslatedPath,
  languageAlternates,
  spanishPaths,
  type TranslatedPath,
} from "../lib/i18n/locales.ts";
import { pagesAmong, routesOf } from "../lib/redirects/published.ts";
import { contentPath, fixedPages } from "../lib/route-rules/rules.ts";
import { siteUrl } from "../lib/runtime/env.ts";
import { sanityFetch } from "../lib/sanity/fetch.ts";
import { hiddenPagesQuery, publishedRoutesQuery } from "../lib/sanity/queries.ts";

/**
 * Every public page: the fixed routes, the legal pages and each published page of a routable type whose
 * address keeps the route rules (a landing page on a route of the application is never served, so never
 * listed), less those a published redirect answers (read and applied as the proxy applies them), and
 * the Spanish address of each whose translation is published, both with their hreflang alternates.
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
  const translated = await translatedPaths(paths);
  const url = (path: string) => new URL(path, siteUrl).href;
  const entry = (path: string, englishPath: string) => ({
    url: url(path),
    changeFrequency: englishPath === "/" ? ("weekly" as const) : ("monthly" as const),
    priority: englishPath === "/" ? 1 : englishPath.split("/").length > 2 ? 0.6 : 0.8,
    ...(isTranslatedPath(englishPath) && translated.has(englishPath)
      ? {
          alternates: {
            languages: Object.fromEntries(
              Object.entries(languageAlternates(englishPath)).map(([tag, alternate]) => [
                tag,
                url(alternate),
              ]),
            ),
          },
        }
      : {}),
  });
  // A Spanish page is listed once its translation is published; until then its address shows the
  // English text and names the English page canonical.
  return [
    ...paths.map((path) => entry(path, path)),
    ...[...translated].map((path) => entry(spanishPaths[path], path)),
  ];
}

/** The listed pages that have a Spanish address and a published Spanish translation. */
async function translatedPaths(paths: readonly string[]): Promise<Set<TranslatedPath>> {
  const byDocument = new Map<string, TranslatedPath>();
  for (const { id, ...singleton } of singletons) {
    const path = "path" in singleton ? singleton.path : undefined;
    if (path && paths.includes(path) && isTranslatedPath(path)) byDocument.set(id, path);
  }
  const done = await translatedDocuments([...byDocument.keys()], "es");
  return new Set([...byDocument].filter(([id]) => done.has(id)).map(([, path]) => path));
}
