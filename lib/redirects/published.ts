import { fetchPublishedNow } from "../sanity/fetch.ts";
import { redirectsQuery } from "../sanity/queries.ts";
import { type Redirect, redirectTable } from "./rules.ts";

/**
 * How old the proxy's copy of the published redirects may be before a request refreshes it: a publish
 * applies within this (plus one request) without a rebuild, and a busy site asks the content API at
 * most once per interval per server process.
 */
export const REDIRECTS_TTL_MS = 2_000;

type Table = Map<string, Redirect>;

let current: { table: Table; at: number } | undefined;
let refreshing: Promise<Table> | undefined;

async function load(): Promise<Table> {
  try {
    const redirects = await fetchPublishedNow(redirectsQuery);
    const table = redirectTable(redirects);
    current = { table, at: Date.now() };
    return table;
  } catch (error) {
    // Keep applying what was read last; try again after the interval.
    console.error("[redirects] the published redirects could not be read", error);
    current = { table: current?.table ?? new Map(), at: Date.now() };
    return current.table;
  }
}

/**
 * The published redirects by their "from" path. The first request waits for them; after that a request
 * never waits: one past the interval starts a refresh and is answered from the copy it replaces.
 */
export function publishedRedirects(now = Date.now()): Promise<Table> {
  if (current && now - current.at < REDIRECTS_TTL_MS) return Promise.resolve(current.table);
  refreshing ??= load().finally(() => {
    refreshing = undefined;
  });
  return current ? Promise.resolve(current.table) : refreshing;
}
