import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { runLocalQueryWithTags } from "./groq-local.ts";
import { buildLocalDataset, type LocalDataset, parseNdjson, referencedImages } from "./seed-dataset.ts";

export const SEED_DIR = join(process.cwd(), "studio", "seed");
export const SEED_IMAGES_DIR = join(SEED_DIR, "images");

let loading: Promise<LocalDataset> | undefined;

async function load(): Promise<LocalDataset> {
  const documents = parseNdjson(await readFile(join(SEED_DIR, "production.ndjson"), "utf8"));
  const files = new Set(referencedImages(documents));
  const images = await Promise.all(
    (await readdir(SEED_IMAGES_DIR))
      .filter((file) => files.has(file))
      .map(async (file) => ({ file, contents: await readFile(join(SEED_IMAGES_DIR, file), "utf8") })),
  );
  return buildLocalDataset(documents, images);
}

/** The seed dataset, read once per server process. */
export function localDataset(): Promise<LocalDataset> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A query's answer from the seed, with the sync tags the Content Lake would give it. */
export async function fetchLocal<T>(query: string, params: Record<string, unknown> = {}) {
  return runLocalQueryWithTags<T>(await localDataset(), query, params);
}
