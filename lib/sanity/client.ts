import { createClient, type SanityClient } from "next-sanity";
import { type ContentSource, SANITY_API_VERSION } from "./env.ts";

export const STUDIO_URL = "/studio";

const clients = new Map<string, SanityClient>();

/** Published content through the CDN; editors' drafts (with a token) through the live API. */
export function sanityClient(source: ContentSource): SanityClient {
  if (source.mode === "local-seed" || !source.projectId || !source.dataset) {
    throw new Error(`Sanity is not configured: ${source.reason}`);
  }
  const key = `${source.projectId}/${source.dataset}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      projectId: source.projectId,
      dataset: source.dataset,
      apiVersion: SANITY_API_VERSION,
      useCdn: !source.lake,
      perspective: "published",
      // The local Content Lake answers on its own address, without a project subdomain.
      ...(source.lake && { apiHost: source.lake.url, useProjectHostname: false }),
      stega: { studioUrl: STUDIO_URL },
    });
    clients.set(key, client);
  }
  return client;
}
