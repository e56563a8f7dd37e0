import { createImageUrlBuilder } from "@sanity/image-url";

/** An image as the queries project it (see `imageFields`). */
export interface ContentImage {
  alt: string | null;
  hotspot?: { x?: number; y?: number; height?: number; width?: number } | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  asset: { _id: string; url: string | null; width: number | null; height: number | null } | null;
}

/** Sanity's image CDN, or the local Content Lake (same paths and parameters, on a loopback address). */
const CDN_IMAGE =
  /^(https:\/\/cdn\.sanity\.io|http:\/\/(?:127\.0\.0\.1|localhost):\d+)\/images\/([^/]+)\/([^/]+)\//;

/** Widths a resizable image is offered at, up to the widest it is shown at (device pixels). */
const SRCSET_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920, 2400] as const;

/** Served by the local Content Lake, which resizes like the CDN; next/image may not fetch it. */
export function isLocalLakeImage(url: string): boolean {
  return CDN_IMAGE.exec(url)?.[1]?.startsWith("http://") ?? false;
}

export function isSvg(image: ContentImage): boolean {
  return Boolean(image.asset?._id.endsWith("-svg") || image.asset?.url?.endsWith(".svg"));
}

/**
 * The URL to load an image from at a given width. Sanity CDN images get the editor's crop and
 * hotspot applied by the CDN; seed images (local mode) and SVGs are served as they are.
 */
export function imageUrl(
  image: ContentImage,
  options: { width?: number; height?: number } = {},
): string | null {
  const url = image.asset?.url;
  if (!url || !image.asset) return null;
  const cdn = CDN_IMAGE.exec(url);
  if (!cdn || isSvg(image)) return url;
  const [, baseUrl, projectId, dataset] = cdn;
  if (!projectId || !dataset) return url;
  let builder = createImageUrlBuilder({ projectId, dataset, baseUrl })
    .image({
      asset: { _ref: image.asset._id },
      crop: image.crop ?? undefined,
      hotspot: image.hotspot ?? undefined,
    } as never)
    .auto("format");
  if (options.width) builder = builder.width(options.width);
  if (options.height) builder = builder.height(options.height).fit("crop");
  return builder.url();
}

/**
 * The `srcset` of an image the CDN (or the local Content Lake, which resizes the same way) can resize:
 * one URL per width up to `maxWidth`. Vector art and seed files have one size, so none.
 */
export function imageSrcSet(image: ContentImage, maxWidth: number): string | undefined {
  const url = image.asset?.url;
  if (!url || isSvg(image) || !CDN_IMAGE.test(url)) return undefined;
  const widths = [...SRCSET_WIDTHS.filter((width) => width < maxWidth), maxWidth];
  return widths.map((width) => `${imageUrl(image, { width })} ${width}w`).join(", ");
}
