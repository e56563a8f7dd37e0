import type { MetadataRoute } from "next";
import { translatedDocuments } from "../i18n/content.ts";
import {
  isTranslatedPath,
  type Locale,
  languageAlternates,
  spanishPaths,
  type TranslatedPath,
} from "../i18n/locales.ts";
import { pagesAmong, routesOf } from "../redirects/published.ts";
import { contentPath, fixedPages } from "../route-rules/rules.ts";
import { siteUrl } from "../runtime/env.ts";
import { sanityFetch } from "../sanity/fetch.ts";
import { hiddenPagesQuery, publishedRoutesQuery } from "../sanity/queries.ts";
import { documentPath } from "./page-paths.ts";
import { routableTypes } from "./routable.ts";
import { singletons } from "./singletons.ts";

/**
 * Every public page in a language. In English: the fixed routes, the legal pages and each published page
 * of a routable type whose address keeps the route rules (a landing page on a route of the application is
 * never served, so never listed), less those a published redirect answers (read and applied as the proxy
 * applies them). In Spanish: the Spanish address of each of those whose translation is published; until
 * then its address shows the English text and names the English page canonical. A page in both
 * languages carries its hreflang alternates in both sitemaps.
 */
export async function sitemapEntries(locale: Locale): Promise<MetadataRoute.Sitemap> {
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
  return locale === "en"
    ? paths.map((path) => entry(path, path))
    : [...translated].map((path) => entry(spanishPaths[path], path));
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

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** A sitemap's XML, as Next writes app/sitemap.ts's (with xhtml:link alternates), for a route handler. */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates?.languages ?? {}).map(
      ([tag, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(tag)}" href="${escapeXml(String(href))}" />`,
    );
    return [
      "<url>",
      `<loc>${escapeXml(entry.url)}</loc>`,
      ...alternates,
      ...(entry.changeFrequency ? [`<changefreq>${entry.changeFrequency}</changefreq>`] : []),
      ...(entry.priority !== undefined ? [`<priority>${entry.priority}</priority>`] : []),
      "</url>",
    ].join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}
