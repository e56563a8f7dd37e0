import { createHash } from "node:crypto";

/**
 * Turns the seed export (NDJSON with `_sanityAsset` image pointers) into the documents Sanity would
 * hold after `sanity dataset import`: each image becomes a `sanity.imageAsset` document whose id
 * encodes its content hash and pixel size, and fields point to it with a reference.
 */
export type SeedDocument = { _id: string; _type: string } & Record<string, unknown>;

export interface LocalImageFile {
  file: string;
  contents: string;
}

export interface LocalDataset {
  documents: SeedDocument[];
  byId: Map<string, SeedDocument>;
}

/** Where the app serves seed images in local mode. */
export const LOCAL_IMAGE_BASE = "/seed-images";

const ASSET_POINTER = /^image@file:\/\/\.\/images\/(.+)$/;

export function parseNdjson(text: string): SeedDocument[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const doc = JSON.parse(line) as SeedDocument;
      if (typeof doc._id !== "string" || typeof doc._type !== "string") {
        throw new Error(`Seed line ${index + 1} has no _id or _type`);
      }
      return doc;
    });
}

export function svgDimensions(svg: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\bwidth="([\d.]+)"/.exec(tag)?.[1]);
  const height = Number(/\bheight="([\d.]+)"/.exec(tag)?.[1]);
  if (width > 0 && height > 0) return { width, height };
  const viewBox = /\bviewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(tag);
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  throw new Error("SVG without width/height or viewBox");
}

function imageAsset(image: LocalImageFile): SeedDocument {
  if (!image.file.endsWith(".svg")) throw new Error(`Only SVG seed images are supported: ${image.file}`);
  const { width, height } = svgDimensions(image.contents);
  const hash = createHash("sha1").update(image.contents).digest("hex");
  return {
    _id: `image-${hash}-${width}x${height}-svg`,
    _type: "sanity.imageAsset",
    assetId: hash,
    extension: "svg",
    mimeType: "image/svg+xml",
    originalFilename: image.file,
    path: `images/seed/${hash}-${width}x${height}.svg`,
    url: `${LOCAL_IMAGE_BASE}/${image.file}`,
    size: Buffer.byteLength(image.contents),
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
    },
  };
}

function replacePointers(value: unknown, assetIdFor: (file: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => replacePointers(item, assetIdFor));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "_sanityAsset" && typeof item === "string") {
      const file = ASSET_POINTER.exec(item)?.[1];
      if (!file) throw new Error(`Unsupported asset pointer ${item}`);
      out.asset = { _type: "reference", _ref: assetIdFor(file) };
    } else {
      out[key] = replacePointers(item, assetIdFor);
    }
  }
  return out;
}

/** Every image file a seed references, by file name. */
export function referencedImages(documents: SeedDocument[]): string[] {
  const files = new Set<string>();
  for (const match of JSON.stringify(documents).matchAll(/image@file:\/\/\.\/images\/([^"]+)/g)) {
    if (match[1]) files.add(match[1]);
  }
  return [...files];
}

export function buildLocalDataset(documents: SeedDocument[], images: LocalImageFile[]): LocalDataset {
  const assets = new Map(images.map((image) => [image.file, imageAsset(image)]));
  const assetIdFor = (file: string) => {
    const asset = assets.get(file);
    if (!asset) throw new Error(`Seed references a missing image: ${file}`);
    return asset._id;
  };
  const all = [
    ...documents.map((doc) => replacePointers(doc, assetIdFor) as SeedDocument),
    ...assets.values(),
  ];
  return { documents: all, byId: new Map(all.map((doc) => [doc._id, doc])) };
}
