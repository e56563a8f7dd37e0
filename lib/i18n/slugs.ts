import { sanityFetch } from "../sanity/fetch.ts";
import { contentSlugsQuery } from "../sanity/queries.ts";
import { spanishLandingPages } from "./landing-slugs.ts";
import { type ContentSlugs, slugMap } from "./locales.ts";

/**
 * The Spanish slugs of the collections' documents, read from their translations: the Spanish addresses of
 * services, case studies and landing pages, their alternates, the sitemap and the language switch all
 * come from here.
 */
export async function contentSlugs(): Promise<ContentSlugs> {
  const result = await sanityFetch({ query: contentSlugsQuery });
  return {
    service: slugMap(result.service),
    caseStudy: slugMap(result.caseStudy),
    landingPage: spanishLandingPages(result.landingPage),
  };
}
