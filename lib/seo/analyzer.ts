import { type AuditOptions, auditUrl } from "./audit.ts";
import { limits, loopbackAllowedByEnv } from "./config.ts";
import { SeoError } from "./errors.ts";
import { createRateLimiter, createSemaphore, createTtlCache } from "./limits.ts";
import type { SeoAnalysis } from "./types.ts";
import { normalizeTarget } from "./url.ts";

export interface AnalyzerOptions extends AuditOptions {
  rateLimit?: { limit: number; windowMs: number };
  maxConcurrent?: number;
  maxQueued?: number;
  cacheTtlMs?: number;
  now?: () => number;
}

export interface Analyzer {
  /** Audits `input` for the client identified by `clientKey` (its IP address). */
  analyze: (input: string, clientKey: string) => Promise<SeoAnalysis>;
}

/**
 * The audit as the public sees it: rate limited per client, capped in concurrency, with recent results
 * cached per URL and identical requests in flight shared.
 */
export function createAnalyzer(options: AnalyzerOptions = {}): Analyzer {
  const now = options.now ?? Date.now;
  const rate = options.rateLimit ?? { limit: limits.rateLimitPerWindow, windowMs: limits.rateLimitWindowMs };
  const limiter = createRateLimiter(rate.limit, rate.windowMs, now);
  const semaphore = createSemaphore(
    options.maxConcurrent ?? limits.maxConcurrentAudits,
    options.maxQueued ?? limits.maxQueuedAudits,
  );
  const cache = createTtlCache<SeoAnalysis>(
    options.cacheTtlMs ?? limits.cacheTtlMs,
    limits.cacheEntries,
    now,
  );
  const inFlight = new Map<string, Promise<SeoAnalysis>>();

  return {
    async analyze(input, clientKey) {
      if (!limiter.take(clientKey)) {
        const seconds = Math.ceil(limiter.retryAfter(clientKey) / 1000);
        throw new SeoError("rate_limited", "You have run many analyses in a short time.", {
          advice: `Please wait ${seconds} seconds and try again.`,
        });
      }
      const key = normalizeTarget(input, options.allowLoopback ?? loopbackAllowedByEnv()).href;
      const cached = cache.get(key);
      if (cached) return cached;
      const running = inFlight.get(key);
      if (running) return running;

      const queued = semaphore.run(() => auditUrl(input, options));
      if (!queued) {
        throw new SeoError("busy", "The analyzer is busy right now.");
      }
      inFlight.set(key, queued);
      try {
        const result = await queued;
        cache.set(key, result);
        return result;
      } finally {
        inFlight.delete(key);
      }
    },
  };
}

let shared: Analyzer | undefined;

/** The process-wide analyzer used by the API route. */
export function sharedAnalyzer(): Analyzer {
  shared ??= createAnalyzer();
  return shared;
}
