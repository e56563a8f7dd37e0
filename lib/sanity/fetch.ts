import { unstable_cache } from "next/cache";
import { draftMode } from "next/headers";
import type { ClientReturn, QueryParams } from "next-sanity";
import { defineLive } from "next-sanity/live";
import { sanityClient } from "./client.ts";
import { type ContentSource, currentContentEnv, draftReadToken, resolveContentSource } from "./env.ts";
import { fetchLocal } from "./local-source.ts";
import { fetchResolved, type QueryRunner } from "./resolve.ts";
import { ALL_CONTENT_TAG, cacheTagOf, type SyncTag } from "./sync-tags.ts";

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

let live: ({ key: string } & ReturnType<typeof defineLive>) | undefined;

/**
 * next-sanity's `defineLive` over the hosted project or the local Content Lake. The viewer token goes to
 * the browser only in draft mode, where `<SanityLive>` follows the drafts (as Sanity's Next.js template
 * does); a visitor's page never carries it.
 */
export function liveContent(current: ContentSource) {
  const key = `${current.projectId}/${current.dataset}`;
  if (live?.key !== key) {
    const token = draftReadToken(current) ?? false;
    live = { key, ...defineLive({ client: sanityClient(current), serverToken: token, browserToken: token }) };
  }
  return live;
}

interface FetchOptions<Q extends string> {
  query: Q;
  params?: QueryParams;
  /** Extra cache tags; the sync tags of the answer (what it read) are always added. */
  tags?: string[];
}

async function fetchRaw<T>(
  current: ContentSource,
  { query, params = {}, tags = [] }: FetchOptions<string>,
): Promise<T> {
  if (current.mode === "local-seed") {
    // Tagged as the Content Lake tags the same answer, so a server that starts on the local Content
    // Lake refreshes exactly the pages built from the seed that a change touches (with-lake.ts).
    const { syncTags } = await fetchLocal<T>(query, params);
    return unstable_cache(
      async () => (await fetchLocal<T>(query, params)).result,
      [query, JSON.stringify(params)],
      { tags: [ALL_CONTENT_TAG, ...tags, ...syncTags.map((tag: SyncTag) => cacheTagOf(tag))] },
    )();
  }
  const draft = await isDraftMode(current);
  // Published answers stay cached until a change to what they read expires one of their sync tags.
  const { data } = await liveContent(current).sanityFetch({
    query,
    params,
    // In draft mode the perspective the Presentation tool chose (its cookie: drafts, or a release).
    perspective: draft ? undefined : "published",
    stega: draft,
    tags: [ALL_CONTENT_TAG, ...tags],
  });
  return data as T;
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
  if (current.mode === "local-seed")
    return (await fetchLocal<ClientReturn<Q, unknown>>(query, params)).result;
  return sanityClient(current).fetch(query, params, {
    perspective: "published",
    stega: false,
    cache: "no-store",
  });
}
