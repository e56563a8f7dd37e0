import type { RedisClientType } from "@redis/client";
export function sharedCacheClient(): Promise<RedisClientType | undefined>;
export const BaseCacheHandler: typeof import("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
export function sharedCacheKind(): "redis" | "file";
