import type { Metadata } from "next";
import { sanityFetch } from "./fetch.ts";
import { type ContentImage, imageUrl, isSvg } from "./image.ts";
import { pageSeoQuery } from "./queries.ts";
import type { PageSeoQueryResult } from "./sanity.types.ts";

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The PNG generated for a document's social card (app/(site)/og/[id]). */
export const socialImagePath = (documentId: string) => `/og/${encodeURIComponent(documentId)}`;

interface DocumentMetadataInput {
  /** The document the page is built from: names its generated social image. */
  documentId?: string;
  path?: string;
  title?: string | null;
  description?: string | null;
  siteName?: string | null;
  /** An editor's social image; used when it is a raster image, since networks reject SVG. */
  image?: ContentImage | null;
  /** Content titles that already name the site are used as they are; others get the title template. */
  absoluteTitle?: boolean;
  /** The editor hid the page from search engines: robots noindex (links are still followed). */
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter tags of one page. Pure. */
export function documentMetadata({
  documentId,
  path,
  title,
  description,
  siteName,
  image,
  absoluteTitle = false,
  noindex = false,
}: DocumentMetadataInput): Metadata {
  const uploaded = image?.asset && !isSvg(image) ? imageUrl(image, SOCIAL_IMAGE_SIZE) : null;
  const url = uploaded ?? (documentId ? socialImagePath(documentId) : null);
  // An uploaded image is described by its own alt text; the generated card shows the page's title.
  const alt = (uploaded ? image?.alt?.trim() : null) || title || "";
  const images = url ? [{ url, ...SOCIAL_IMAGE_SIZE, alt }] : undefined;
  return {
    ...(title ? { title: absoluteTitle ? { absolute: title } : title } : {}),
    description,
    ...(path ? { alternates: { canonical: path } } : {}),
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      type: "website",
      ...(siteName ? { siteName } : {}),
      title: title ?? undefined,
      description: description ?? undefined,
      ...(path ? { url: path } : {}),
      images,
    },
    twitter: {
      card: "summary_large_image",
      title: title ?? undefined,
      description: description ?? undefined,
      images: url ? [{ url, alt }] : undefined,
    },
  };
}

/** Page SEO over the site defaults. Pure, so it can be checked without a request. */
export function toMetadata(result: PageSeoQueryResult, path?: string, documentId?: string): Metadata {
  const defaults = result.site?.defaults;
  return documentMetadata({
    documentId,
    path,
    title: result.page?.title ?? defaults?.title,
    description: result.page?.description ?? defaults?.description,
    siteName: result.site?.siteName,
    image: result.page?.ogImage?.asset ? result.page.ogImage : defaults?.ogImage,
    // Page titles in content already name the site, so the layout's title template is not applied.
    absoluteTitle: true,
    noindex: result.page?.noindex === true,
  });
}

/**
 * For `generateMetadata`: the SEO of the document with this id (e.g. "homePage",
 * "servicePage-web-development"). Relative URLs are made absolute by `metadataBase` in the site layout.
 */
export async function pageMetadata(documentId: string, path?: string): Promise<Metadata> {
  const result = await sanityFetch({ query: pageSeoQuery, params: { id: documentId } });
  return toMetadata(result, path, documentId);
}
