import { unstable_cache } from "next/cache";
import { draftMode } from "next/headers";
import type { ClientReturn, QueryParams } from "next-sanity";
import { sanityClient } from "./client.ts";
import { type ContentSource, currentContentEnv, resolveContentSource } from "./env.ts";
import { fetchLocal } from "./local-source.ts";
import { fetchResolved, type QueryRunner } from "./resolve.ts";
import { tagsForQuery } from "./tags.ts";

let source: ContentSource | undefined;

/** The content source of this process; logged once, the first time content is read. */
export function contentSource(): ContentSource {
  if (!source) {
    source = resolveContentSource(currentContentEnv());
    console.info(`[content] source: ${source.mode} (${source.reason})`);
  }
  return source;
}

async function isDraftMode(current: ContentSource): Promise<boolean> {
  if (!current.previewEnabled) return false;
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Outside a request (e.g. generateStaticParams) there is no draft mode.
    return false;
  }
}

interface FetchOptions<Q extends string> {
  query: Q;
  params?: QueryParams;
  /** Extra cache tags; the document types the query filters on are always added. */
  tags?: string[];
}

async function fetchRaw<T>(
  current: ContentSource,
  { query, params = {}, tags = [] }: FetchOptions<string>,
): Promise<T> {
  if (current.mode === "local-seed") {
    // Tagged like the fetches below, so a server that starts on the local Content Lake can refresh
    // pages built from the seed (see studio/local-lake/with-lake.ts).
    const cacheTags = ["sanity", ...new Set([...tagsForQuery(query), ...tags])];
    return unstable_cache(() => fetchLocal<T>(query, params), [query, JSON.stringify(params)], {
      tags: cacheTags,
    })();
  }
  const client = sanityClient(current);
  if (await isDraftMode(current)) {
    return client.fetch<T>(query, params, {
      perspective: "drafts",
      useCdn: false,
      stega: true,
      token: current.lake?.token ?? process.env.SANITY_API_READ_TOKEN,
      next: { revalidate: 0 },
    });
  }
  return client.fetch<T>(query, params, {
    perspective: "published",
    useCdn: true,
    stega: false,
    // Published content stays cached until the webhook revalidates one of its types.
    next: { revalidate: false, tags: ["sanity", ...new Set([...tagsForQuery(query), ...tags])] },
  });
}

/**
 * The one way pages read content, in either mode. Tokens in the result are replaced by the live step
 * counts and company facts, so copy never disagrees with the wizard, the process or the facts.
 */
export async function sanityFetch<const Q extends string>(
  options: FetchOptions<Q>,
): Promise<ClientReturn<Q, unknown>> {
  const current = contentSource();
  const run: QueryRunner = (query, params) => fetchRaw(current, { query, params, tags: options.tags });
  return fetchResolved(run, options.query, options.params);
}

/**
 * Published content as it is now, outside Next's caches and without token filling: for readers that run
 * before any page (proxy.ts), which keep their own short-lived copy.
 */
export async function fetchPublishedNow<const Q extends string>(
  query: Q,
  params: QueryParams = {},
): Promise<ClientReturn<Q, unknown>> {
  const current = contentSource();
  if (current.mode === "local-seed") return fetchLocal(query, params);
  return sanityClient(current).fetch(query, params, {
    perspective: "published",
    stega: false,
    cache: "no-store",
  });
}
