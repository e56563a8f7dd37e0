/**
 * Cache tags of a query: every document type it filters on. The revalidate webhook invalidates the
 * tag of the published document's type, so exactly the pages that read that type are rebuilt.
 */
export function tagsForQuery(query: string): string[] {
  const types = new Set<string>();
  for (const match of query.matchAll(/_type\s*==\s*"([A-Za-z0-9_.-]+)"/g)) {
    if (match[1]) types.add(match[1]);
  }
  return [...types].sort();
}
