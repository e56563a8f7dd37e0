import { ALL_CONTENT_TAG, cacheTagOf } from "../../../lib/sanity/sync-tags.ts";

const SYNC_TAG = /^s1:[A-Za-z0-9_.:-]{1,200}$/;

/**
 * The cache tags a notice expires. The local Content Lake sends the sync tags of a transaction
 * (`{tags}`, as its `/data/live/events` announces them); Sanity's GROQ webhook (`{_type, _id}`) cannot
 * name the hosted project's opaque sync tags, so it expires every content fetch.
 */
export function tagsForWebhook(body: unknown): string[] {
  if (!body || typeof body !== "object") return [];
  const { tags, _type } = body as { tags?: unknown; _type?: unknown };
  if (Array.isArray(tags)) {
    return tags.every((tag) => typeof tag === "string" && SYNC_TAG.test(tag))
      ? tags.map((tag: string) => cacheTagOf(tag))
      : [];
  }
  if (typeof _type !== "string" || !/^[A-Za-z0-9_.-]+$/.test(_type)) return [];
  return [ALL_CONTENT_TAG];
}
