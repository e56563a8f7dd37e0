// Where Next's incremental cache (pages, their Content-Security-Policy, data fetches, revalidation tags)
// lives. One instance: Next's own file-system cache, the default. Several instances behind a load balancer
// (REDIS_URL set): Redis, shared by all of them, through @fortedigital/nextjs-cache-handler's
// redis-strings handler, so a publish revalidated by one instance is what every instance serves next.
// lib/cache-csp/csp-cache-handler.mjs builds on whichever class this module gives; the policy stays inside the
// page's own cache entry either way, so HTML and hashes can never disagree between instances.
//
// With Redis nothing is read from the build's prerendered files: a page not in Redis yet is rendered on
// its first request and stored, as after a publish. Seeding Redis from the build at start could bring
// back a page a publish had revalidated while no instance was up to render it again.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

/** @type {typeof import("next/dist/server/lib/incremental-cache/file-system-cache.js").default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** @type {ReturnType<typeof createClient> | undefined} */
let client;

/**
 * The connected Redis client of this process (REDIS_URL), made on first use; undefined without REDIS_URL.
 * A lost connection is retried by the client; until it is back, cache reads miss and pages render.
 */
export async function sharedCacheClient() {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  if (!client) {
    client = createClient({
      url,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
    });
    client.on("error", (error) => console.error("[cache] Redis:", error.message));
    await client.connect();
  }
  return client;
}

if (process.env.REDIS_URL) {
  CacheHandler.onCreation(async ({ buildId }) => ({
    // One namespace per build: a new deployment never serves HTML that names another build's chunks.
    handlers: [
      createRedisHandler({ client: await sharedCacheClient(), keyPrefix: `next:${buildId ?? "dev"}:` }),
    ],
  }));
}

/** The class lib/cache-csp/csp-cache-handler.mjs extends: Redis-backed with REDIS_URL, else Next's file cache. */
export const BaseCacheHandler = process.env.REDIS_URL ? CacheHandler : FileSystemCache;

/** Which cache this process uses, for /api/ready. */
export const sharedCacheKind = () => (process.env.REDIS_URL ? "redis" : "file");
