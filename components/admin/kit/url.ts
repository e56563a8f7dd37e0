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

/**
 * The URL the router is on its way to, if it is: `asked` holds the URL where a run of quick changes
 * started, then each URL asked for, oldest first. While the URL shown is one of them but the last,
 * the last is on its way and the next change builds on it (From, then To); when the URL shown is the
 * last, or none of them (Back, another area, a detail opened), nothing is.
 */
export function urlOnItsWay(asked: readonly string[], shown: string): string | null {
  const at = asked.indexOf(shown);
  return at >= 0 && at < asked.length - 1 ? (asked.at(-1) ?? null) : null;
}
