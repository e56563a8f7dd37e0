// Image assets: uploads are stored once per content hash (sha1, as the hosted lake dedupes them) and
// served under the CDN's path with the parameters of Sanity's image URL API (image-plan.ts).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { LakeDocument } from "./documents.ts";
import { planImage } from "./image-plan.ts";

const MIME: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

export function assetsDir(dataDir: string): string {
  const dir = join(dataDir, "assets");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The file name the CDN serves an asset under: `<sha1>-<w>x<h>.<ext>`. */
export function assetFileName(assetId: string): string | null {
  const match = /^image-([a-f0-9]+)-(\d+x\d+)-([a-z]+)$/.exec(assetId);
  return match ? `${match[1]}-${match[2]}.${match[3]}` : null;
}

/** The asset document id a served file name belongs to: `image-<sha1>-<w>x<h>-<ext>`. */
export function assetIdOfFile(fileName: string): string | null {
  const match = /^([a-f0-9]+)-(\d+x\d+)\.([a-z]+)$/.exec(fileName);
  return match ? `image-${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * Removes the files of assets the lake no longer knows: no document and no kept transaction names
 * them. A deleted asset record stays restorable from History until retention drops its deletion.
 */
export function collectAssetFiles(dataDir: string, known: (assetId: string) => boolean): string[] {
  const dir = assetsDir(dataDir);
  const removed: string[] = [];
  for (const file of readdirSync(dir)) {
    const assetId = assetIdOfFile(file);
    if (!assetId || known(assetId)) continue;
    rmSync(join(dir, file), { force: true });
    removed.push(file);
  }
  return removed;
}

export function storeAssetFile(dataDir: string, assetId: string, contents: Buffer | string): void {
  const name = assetFileName(assetId);
  if (!name) throw new Error(`Not an image asset id: ${assetId}`);
  const file = join(assetsDir(dataDir), name);
  if (!existsSync(file)) writeFileSync(file, contents);
}

export interface UploadedImage {
  document: LakeDocument;
  contents: Buffer;
}

export async function describeUpload(
  contents: Buffer,
  options: { filename?: string; baseUrl: string; projectId: string; dataset: string },
): Promise<UploadedImage> {
  const meta = await sharp(contents).metadata();
  const extension = meta.format === "jpeg" ? "jpg" : meta.format;
  if (!extension || !MIME[extension] || !meta.width || !meta.height) {
    throw new Error("The file is not an image the lake can store (PNG, JPEG, WebP, GIF, AVIF or SVG)");
  }
  const sha1 = createHash("sha1").update(contents).digest("hex");
  const { width, height } = meta;
  const name = `${sha1}-${width}x${height}.${extension}`;
  const path = `images/${options.projectId}/${options.dataset}/${name}`;
  return {
    contents,
    document: {
      _id: `image-${sha1}-${width}x${height}-${extension}`,
      _type: "sanity.imageAsset",
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType: MIME[extension] as string,
      originalFilename: options.filename ?? name,
      path,
      url: `${options.baseUrl}/${path}`,
      size: contents.length,
      uploadId: sha1.slice(0, 32),
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
        hasAlpha: Boolean(meta.hasAlpha),
        isOpaque: !meta.hasAlpha,
      },
    },
  };
}

const FORMATS = new Set(["jpg", "png", "webp", "avif"]);
/** The parameters that change the pixels; without any, the original file is served as it is. */
const PIXEL_PARAMETERS = ["rect", "w", "h", "fit", "dpr", "crop", "q", "bg"];

/**
 * An asset file as the query string asks, the way Sanity's CDN answers it: `rect`, `w`, `h`, `fit`,
 * `crop` (with `fp-x`/`fp-y`), `dpr`, `bg`, `q`, and the format from `fm` or `auto=format` (WebP for a
 * browser that takes it). Vector and animated files are served as they are.
 */
export async function renderImage(
  dataDir: string,
  fileName: string,
  query: URLSearchParams,
  accept: string,
): Promise<{ body: Buffer; type: string } | null> {
  if (!/^[a-f0-9]+-\d+x\d+\.[a-z]+$/.test(fileName)) return null;
  const file = join(assetsDir(dataDir), fileName);
  if (!existsSync(file)) return null;
  const extension = fileName.split(".").pop() ?? "";
  const original = readFileSync(file);
  if (extension === "svg" || extension === "gif") return { body: original, type: MIME[extension] as string };
  let format = query.get("fm") === "pjpg" ? "jpg" : (query.get("fm") ?? "");
  if (!format && query.get("auto") === "format") format = accept.includes("image/webp") ? "webp" : "";
  if (!PIXEL_PARAMETERS.some((name) => query.has(name)) && !FORMATS.has(format)) {
    return { body: original, type: MIME[extension] as string };
  }
  const meta = await sharp(original).metadata();
  const plan = planImage(meta.width ?? 1, meta.height ?? 1, query);
  let image = sharp(original)
    .extract(plan.extract)
    .resize({ width: plan.width, height: plan.height, fit: "fill" });
  if (plan.canvas) {
    const x = Math.floor((plan.canvas.width - plan.width) / 2);
    const y = Math.floor((plan.canvas.height - plan.height) / 2);
    image = sharp(await image.toBuffer()).extend({
      left: x,
      top: y,
      right: plan.canvas.width - plan.width - x,
      bottom: plan.canvas.height - plan.height - y,
      background: plan.canvas.background,
    });
  }
  const target = FORMATS.has(format) ? format : extension === "jpeg" ? "jpg" : extension;
  const quality = Math.min(Math.max(Math.round(Number(query.get("q")) || 75), 1), 100);
  if (target === "webp") image = image.webp({ quality });
  else if (target === "avif") image = image.avif({ quality });
  else if (target === "png") image = image.png();
  else image = image.jpeg({ quality });
  return { body: await image.toBuffer(), type: MIME[target] as string };
}
