import { type ExprNode, evaluate, parse } from "groq-js";
import type { LocalDataset } from "./seed-dataset.ts";
import { queryWithSyncTags, type SyncTag } from "./sync-tags.ts";

const parsed = new Map<string, ExprNode>();

/** Evaluates a GROQ query against an in-memory dataset, resolving references through an id index. */
export async function runLocalQuery<T>(
  dataset: LocalDataset,
  query: string,
  params: Record<string, unknown> = {},
): Promise<T> {
  // groq-js resolves parameters while parsing, so the values are part of the key.
  const cacheKey = `${query}\u0000${JSON.stringify(params)}`;
  let tree = parsed.get(cacheKey);
  if (!tree) {
    tree = parse(query, { params });
    parsed.set(cacheKey, tree);
  }
  const result = await evaluate(tree, {
    dataset: dataset.documents,
    params,
    dereference: ({ _ref }) => dataset.byId.get(_ref) ?? null,
  });
  return (await result.get()) as T;
}

/**
 * The same, with the sync tags of what the query read (for the site's cache tags). Watching the reads
 * costs time, so the tests and the Studio's validation of the seed use `runLocalQuery`.
 */
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
