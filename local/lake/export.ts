// `npm run content:export`: the lake's dataset as NDJSON that `sanity dataset import` accepts, in
// the same form as the committed seed: images as `_sanityAsset` file pointers next to the file.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LakeDocument } from "./documents.ts";
import { assetFileName, assetsDir } from "./images.ts";
import { DOCUMENTS_FILE, readNdjson } from "./store.ts";

/** Lake-only fields that hosted Sanity sets itself on import. */
const SYSTEM_FIELDS = new Set(["_rev", "_createdAt", "_updatedAt"]);

function toPointers(value: unknown, used: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => toPointers(item, used));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const ref = (item as { _ref?: unknown } | null)?._ref;
    const file = key === "asset" && typeof ref === "string" ? assetFileName(ref) : null;
    if (file) {
      used.add(file);
      out._sanityAsset = `image@file://./images/${file}`;
    } else {
      out[key] = toPointers(item, used);
    }
  }
  return out;
}

export interface ExportResult {
  file: string;
  documents: number;
  images: number;
}

/** Writes `<outDir>/production.ndjson` and `<outDir>/images/`; the lake's own files are only read. */
export function exportDataset(dataDir: string, outDir: string): ExportResult {
  const source = join(dataDir, DOCUMENTS_FILE);
  if (!existsSync(source)) {
    throw new Error(`No local content in ${dataDir}: start the site once (npm run dev) to create it`);
  }
  const used = new Set<string>();
  const documents = readNdjson(readFileSync(source, "utf8"))
    .filter((doc) => !doc._type.startsWith("sanity."))
    .sort((a, b) => a._id.localeCompare(b._id))
    .map((doc) => {
      const kept = Object.fromEntries(Object.entries(doc).filter(([key]) => !SYSTEM_FIELDS.has(key)));
      return toPointers(kept, used) as LakeDocument;
    });
  mkdirSync(join(outDir, "images"), { recursive: true });
  for (const file of used) copyFileSync(join(assetsDir(dataDir), file), join(outDir, "images", file));
  const file = join(outDir, "production.ndjson");
  writeFileSync(file, `${documents.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  return { file, documents: documents.length, images: used.size };
}
