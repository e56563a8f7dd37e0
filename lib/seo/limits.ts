/**
 * In-process guards for the analyzer: a per-client rate limit, a concurrency cap with a short queue, and
 * a small cache of recent results. One server process is what this protects; several replicas would
 * each keep their own counts.
 */

export interface RateLimiter {
  /** Counts one request; false when the client has used up its window. */
  take: (key: string) => boolean;
  /** Milliseconds until the client may try again (0 when it may now). */
  retryAfter: (key: string) => number;
  /** How many clients are being tracked. */
  size: () => number;
}

const MAX_TRACKED_CLIENTS = 10_000;

export function createRateLimiter(
  limit: number,
  windowMs: number,
  now: () => number = Date.now,
): RateLimiter {
  const hits = new Map<string, number[]>();
  const sweep = () => {
    const cutoff = now() - windowMs;
    for (const [key, list] of hits) if (list.every((t) => t <= cutoff)) hits.delete(key);
  };
  const recent = (key: string) => {
    const cutoff = now() - windowMs;
    const list = (hits.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  };
  return {
    take(key) {
      const list = recent(key);
      if (list.length >= limit) return false;
      // Forged forwarded addresses must not grow the table without bound.
      if (hits.size >= MAX_TRACKED_CLIENTS) sweep();
      hits.set(key, [...list, now()]);
      return true;
    },
    retryAfter(key) {
      const list = recent(key);
      if (list.length < limit) return 0;
      return Math.max(0, (list[0] as number) + windowMs - now());
    },
    size: () => hits.size,
  };
}

export interface Semaphore {
  /** Runs `task` when a slot is free; null when the queue is already full. */
  run: <T>(task: () => Promise<T>) => Promise<T> | null;
  active: () => number;
}

export function createSemaphore(maxActive: number, maxQueued: number): Semaphore {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    active--;
    queue.shift()?.();
  };
  return {
    run<T>(task: () => Promise<T>) {
      if (active >= maxActive && queue.length >= maxQueued) return null;
      const start = async (): Promise<T> => {
        active++;
        try {
          return await task();
        } finally {
          release();
        }
      };
      if (active < maxActive) return start();
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          start().then(resolve, reject);
        });
      });
    },
    active: () => active,
  };
}

export interface TtlCache<T> {
  get: (key: string) => T | undefined;
  set: (key: string, value: T) => void;
}

export function createTtlCache<T>(
  ttlMs: number,
  maxEntries: number,
  now: () => number = Date.now,
): TtlCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      // Maps keep insertion order, so the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
