/**
 * `search` with `changes` applied: a value sets the parameter, "" or null removes it. Returns "?…"
 * or "" so it can follow a pathname.
 */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
