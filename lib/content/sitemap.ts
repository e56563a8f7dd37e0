import type { MetadataRoute } from "next";
import { translatedDocuments } from "../i18n/content.ts";
import {
  type ContentSlugs,
  codePages,
  collectionOf,
  collectionPage,
  isTranslatedPath,
  type Locale,
  languageAlternates,
  localizedPath,
} from "../i18n/locales.ts";
import { contentSlugs } from "../i18n/slugs.ts";
import { translationOf } from "../i18n/translations.ts";
import { pagesAmong, routesOf } from "../redirects/published.ts";
import { contentPath, fixedPages } from "../route-rules/rules.ts";
import { siteUrl } from "../runtime/env.ts";
import { sanityFetch } from "../sanity/fetch.ts";
import { hiddenPagesQuery, publishedRoutesQuery } from "../sanity/queries.ts";
import type { HiddenPagesQueryResult } from "../sanity/sanity.types.ts";
import { documentPath } from "./page-paths.ts";
import { routableTypes } from "./routable.ts";
import { singletons } from "./singletons.ts";

/**
 * Every public page in a language. In English: the fixed routes, the legal pages and each published page
 * of a routable type whose address keeps the route rules (a landing page on a route of the application is
 * never served, so never listed), less those a published redirect answers (read and applied as the proxy
 * applies them). In Spanish: the Spanish address of each of those whose translation is published (a fixed
 * page's singleton, a service's, case study's or landing page's document) and not hidden; until then its address shows the English text
 * and names the English page canonical. A page in both languages carries its hreflang alternates in both
 * sitemaps.
 */
export async function sitemapEntries(locale: Locale): Promise<MetadataRoute.Sitemap> {
  const [made, hiddenPages, routeContent, slugs] = await Promise.all([
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
    contentSlugs(),
  ]);
  // Pages an editor hid from search engines (robots noindex) are not offered to them here either, in the
  // language hidden: an English page hidden is left out in both (its Spanish names it as x-default), a
  // translation hidden in Spanish only.
  const hidden = hiddenByLanguage(hiddenPages);
  // One entry per address, however many documents claim it (lib/i18n/path-claims.ts decides which serves it).
  const listed = [...new Set([...fixedPages, ...made.flat()])].filter((path) => !hidden.en.has(path));
  const paths = pagesAmong(listed, routesOf(routeContent));
  const translated = new Map(
    [...(await translatedPaths(paths, slugs))].filter(([english]) => !hidden.es.has(english)),
  );
  const url = (path: string) => new URL(path, siteUrl).href;
  const entry = (path: string, englishPath: string) => {
    const spanish = translated.get(englishPath);
    return {
      url: url(path),
      changeFrequency: englishPath === "/" ? ("weekly" as const) : ("monthly" as const),
      priority: englishPath === "/" ? 1 : englishPath.split("/").length > 2 ? 0.6 : 0.8,
      ...(spanish
        ? {
            alternates: {
              languages: Object.fromEntries(
                Object.entries(languageAlternates(englishPath, spanish)).map(([tag, alternate]) => [
                  tag,
                  url(alternate),
                ]),
              ),
            },
          }
        : {}),
    };
  };
  return locale === "en"
    ? paths.map((path) => entry(path, path))
    : [...translated].map(([english, spanish]) => entry(spanish, english));
}

/** The English addresses of the pages hidden from search engines, by the language of the document hiding them. */
function hiddenByLanguage(documents: HiddenPagesQueryResult): Record<Locale, Set<string>> {
  const hidden = { en: new Set<string>(), es: new Set<string>() };
  for (const doc of documents) {
    const spanish = translationOf(doc._id) !== null;
    const path = documentPath(spanish ? (doc.original ?? undefined) : doc);
    if (path) hidden[spanish ? "es" : "en"].add(path);
  }
  return hidden;
}

/**
 * The listed pages with a published Spanish translation, by English address, with their Spanish address:
 * a fixed page whose singleton is translated, a service, case study or landing page whose document is.
 */
async function translatedPaths(paths: readonly string[], slugs: ContentSlugs): Promise<Map<string, string>> {
  const byDocument = new Map<string, string>();
  for (const { id, ...singleton } of singletons) {
    const path = "path" in singleton ? singleton.path : undefined;
    if (path && paths.includes(path) && isTranslatedPath(path)) byDocument.set(id, path);
  }
  const done = await translatedDocuments([...byDocument.keys()], "es");
  const pairs = [...byDocument].filter(([id]) => done.has(id)).map(([, path]) => path);
  // A page whose words are all code is translated once its dictionary is.
  pairs.push(...codePages.filter((path) => paths.includes(path)));
  for (const path of paths) {
    const item = collectionOf(path, "en");
    if (item && collectionPage(slugs, item.collection, item.slug)?.translated) pairs.push(path);
    const landing = Object.hasOwn(slugs.landingPage, path.slice(1)) ? slugs.landingPage[path.slice(1)] : null;
    if (!item && landing?.translated) pairs.push(path);
  }
  return new Map(pairs.map((path) => [path, localizedPath(path, "es", slugs) as string]));
}
