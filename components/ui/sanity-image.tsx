import { preload } from "react-dom";
import { type ContentImage, imageSrcSet, imageUrl } from "../../lib/sanity/image.ts";
import { css, cx } from "../../styled-system/css/index.mjs";

interface SanityImageProps {
  image: ContentImage | null;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Widest rendering in CSS pixels times device density; the source is requested at this width. */
  maxWidth?: number;
  /** The page's main picture: preloaded and fetched first instead of when it nears the viewport. */
  priority?: boolean;
  /** Styles of the frame (a Panda class): radius, shadow, display. */
  className?: string;
}

const frame = css({ position: "relative", overflow: "hidden" });
const cover = css({ position: "absolute", inset: "0", width: "full", height: "full", objectFit: "cover" });

/**
 * A content image as a plain server-rendered `<img>` with a `srcset`: Sanity's image CDN (and the local
 * Content Lake) already resize, crop to the editor's hotspot and pick the format, so next/image would
 * add a second optimisation round trip and about 7 KiB of client code to every page with a picture.
 * Seed files and SVGs are served as they are.
 */
export function SanityImage({ image, sizes, maxWidth = 1600, priority, className }: SanityImageProps) {
  if (!image?.asset) return null;
  const src = imageUrl(image, { width: maxWidth });
  if (!src) return null;
  const width = image.asset.width ?? 1200;
  const height = image.asset.height ?? 800;
  const srcSet = imageSrcSet(image, maxWidth);
  if (priority)
    preload(src, { as: "image", fetchPriority: "high", imageSrcSet: srcSet, imageSizes: srcSet && sizes });
  return (
    <div className={cx(frame, className)} style={{ aspectRatio: `${width} / ${height}` }}>
      {/* biome-ignore lint/performance/noImgElement: the image CDN optimises; see the comment above */}
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet && sizes}
        alt={image.alt ?? ""}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cover}
      />
    </div>
  );
}
