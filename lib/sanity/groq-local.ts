import type { LocalDataset } from "./seed-dataset.ts";
import { queryWithSyncTags, type SyncTag } from "./sync-tags.ts";

/** Evaluates a GROQ query against an in-memory dataset, with the sync tags of what it read. */
export function runLocalQueryWithTags<T>(
  dataset: LocalDataset,
  query: string,
  params: Record<string, unknown> = {},
): Promise<{ result: T; syncTags: SyncTag[] }> {
  return queryWithSyncTags(dataset.documents, query, params, dataset.byId) as Promise<{
    result: T;
    syncTags: SyncTag[];
  }>;
}

/** Evaluates a GROQ query against an in-memory dataset, resolving references through an id index. */
export async function runLocalQuery<T>(
  dataset: LocalDataset,
  query: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  return (await runLocalQueryWithTags<T>(dataset, query, params)).result;
}
