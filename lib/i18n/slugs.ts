import { sanityFetch } from "../sanity/fetch.ts";
import { contentSlugsQuery } from "../sanity/queries.ts";
import { collectionPages } from "./collection-slugs.ts";
import { spanishLandingPages } from "./landing-slugs.ts";
import type { ContentSlugs } from "./locales.ts";

/**
 * The document at each slug of the collections, read with their translations' slugs: the pages of
 * services, case studies and landing pages in both languages, their alternates, the sitemap and the
 * language switch all come from here.
 */
export async function contentSlugs(): Promise<ContentSlugs> {
  const result = await sanityFetch({ query: contentSlugsQuery });
  return {
    service: collectionPages("service", result.service),
    caseStudy: collectionPages("caseStudy", result.caseStudy),
    landingPage: spanishLandingPages(result.landingPage),
  };
}
