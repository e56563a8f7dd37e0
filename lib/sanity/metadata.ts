import type { Metadata } from "next";
import type { PageSeoQueryResult } from "../../studio/sanity.types.ts";
import { sanityFetch } from "./fetch.ts";
import { imageUrl } from "./image.ts";
import { pageSeoQuery } from "./queries.ts";

/** Page SEO over the site defaults. Pure, so it can be checked without a request. */
export function toMetadata(result: PageSeoQueryResult, path?: string): Metadata {
  const defaults = result.site?.defaults;
  const title = result.page?.title ?? defaults?.title;
  const description = result.page?.description ?? defaults?.description;
  const image = result.page?.ogImage?.asset ? result.page.ogImage : defaults?.ogImage;
  const url = image ? imageUrl(image, { width: 1200, height: 630 }) : null;
  const images = url ? [{ url, width: 1200, height: 630, alt: image?.alt ?? title ?? "" }] : undefined;
  return {
    // Page titles already name the site, so the layout's title template is not applied.
    ...(title ? { title: { absolute: title } } : {}),
    description,
    ...(path ? { alternates: { canonical: path } } : {}),
    openGraph: {
      type: "website",
      siteName: result.site?.siteName,
      title,
      description,
      ...(path ? { url: path } : {}),
      images,
    },
    twitter: { card: "summary_large_image", title, description, images: url ? [url] : undefined },
  };
}

/**
 * For `generateMetadata`: the SEO of the document with this id (e.g. "homePage",
 * "servicePage-web-development"). Relative image URLs need `metadataBase` in the root layout.
 */
export async function pageMetadata(documentId: string, path?: string): Promise<Metadata> {
  return toMetadata(await sanityFetch({ query: pageSeoQuery, params: { id: documentId } }), path);
}
