import Image from "next/image";
import { type ContentImage, imageUrl, isLocalLakeImage, isSvg } from "@/lib/sanity/image";
import { css, cx } from "@/styled-system/css";

interface SanityImageProps {
  image: ContentImage | null;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** Widest rendering in CSS pixels times device density; the source is requested at this width. */
  maxWidth?: number;
  priority?: boolean;
  /** Styles of the frame (a Panda class): radius, shadow, display. */
  className?: string;
}

const frame = css({ position: "relative", overflow: "hidden" });

/**
 * Renders a content image in either mode: Sanity CDN images (configured mode) with the editor's crop
 * and hotspot, optimised by next/image; seed images (local mode, served from /seed-images) and SVGs
 * as they are, since vector art needs no resizing.
 */
export function SanityImage({ image, sizes, maxWidth = 1600, priority, className }: SanityImageProps) {
  if (!image?.asset) return null;
  const src = imageUrl(image, { width: maxWidth });
  const width = image.asset.width ?? 1200;
  const height = image.asset.height ?? 800;
  if (!src) return null;
  return (
    <div className={cx(frame, className)} style={{ aspectRatio: `${width} / ${height}` }}>
      <Image
        src={src}
        alt={image.alt ?? ""}
        fill
        sizes={sizes}
        priority={priority}
        unoptimized={isSvg(image) || isLocalLakeImage(src)}
        style={{ objectFit: "cover" }}
      />
    </div>
  );
}
