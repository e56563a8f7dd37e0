import type { Metadata } from "next";

export interface MetaTag {
  /** `name` or `property` as it appears in the head, e.g. og:title; `title` and `canonical` for those two. */
  key: string;
  value: string;
}

type Title = Metadata["title"];

function titleText(title: Title, template?: string): string | undefined {
  if (!title) return undefined;
  if (typeof title === "string") return template ? template.replace("%s", title) : title;
  if ("absolute" in title && title.absolute) return title.absolute;
  if ("default" in title) return title.default;
  return undefined;
}

const urlText = (value: unknown, base: URL): string | undefined => {
  if (value instanceof URL) return value.href;
  if (typeof value === "string") return new URL(value, base).href;
  return undefined;
};

interface ImageLike {
  url?: unknown;
  width?: unknown;
  height?: unknown;
  alt?: unknown;
}

function firstImage(images: unknown): ImageLike | undefined {
  const list = Array.isArray(images) ? images : images ? [images] : [];
  const first = list[0];
  if (!first) return undefined;
  if (typeof first === "string" || first instanceof URL) return { url: first };
  return first as ImageLike;
}

/**
 * The social and search tags a metadata object produces, in the order Next.js writes them: the same
 * object a page's generateMetadata returns, so what is listed is what the head carries.
 */
export function metaTagsOf(metadata: Metadata, base: URL, titleTemplate?: string): MetaTag[] {
  const tags: MetaTag[] = [];
  const add = (key: string, value: unknown) => {
    if (typeof value === "string" && value !== "") tags.push({ key, value });
    else if (typeof value === "number") tags.push({ key, value: String(value) });
  };
  add("title", titleText(metadata.title, titleTemplate));
  add("description", metadata.description ?? undefined);
  add("canonical", urlText(metadata.alternates?.canonical, base));

  const og = metadata.openGraph;
  if (og) {
    add("og:title", titleText(og.title));
    add("og:description", og.description);
    add("og:url", urlText(og.url, base));
    add("og:site_name", og.siteName);
    const image = firstImage(og.images);
    if (image) {
      add("og:image", urlText(image.url, base));
      add("og:image:width", image.width);
      add("og:image:height", image.height);
      add("og:image:alt", image.alt);
    }
    if ("type" in og) add("og:type", og.type);
  }

  const twitter = metadata.twitter;
  if (twitter) {
    if ("card" in twitter) add("twitter:card", twitter.card);
    add("twitter:title", titleText(twitter.title));
    add("twitter:description", twitter.description);
    const image = firstImage(twitter.images);
    if (image) {
      add("twitter:image", urlText(image.url, base));
      add("twitter:image:alt", image.alt);
    }
  }
  return tags;
}
