/**
 * Limits of the analyzer, and the only place that reads its environment.
 */
export const limits = {
  /** Whole audit, from the first DNS lookup to the last byte. */
  totalTimeoutMs: 10_000,
  maxBodyBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  /** robots.txt and sitemap: only the start is read. */
  auxBodyBytes: 256 * 1024,
  /** Images sized with a HEAD request when the page does not declare their size. */
  maxImageHeadRequests: 8,
  /**
   * Load time: the files a page needs to render (stylesheets, scripts, the first images that are not
   * lazy-loaded) are downloaded, at most this many, each up to maxResourceBytes, a few at a time like a
   * browser, all within renderTimeoutMs.
   */
  maxRenderResources: 20,
  aboveFoldImages: 3,
  maxResourceBytes: 2 * 1024 * 1024,
  resourceConcurrency: 6,
  renderTimeoutMs: 5_000,
  oversizedImageBytes: 200 * 1024,
  oversizedImagePixels: 2500,
  maxConcurrentAudits: 4,
  maxQueuedAudits: 16,
  rateLimitPerWindow: 10,
  rateLimitWindowMs: 60_000,
  cacheTtlMs: 60_000,
  cacheEntries: 200,
} as const;

/**
 * Loopback addresses and non-standard ports are refused unless the test setting
 * SEO_ANALYZER_ALLOW_LOOPBACK=1 is present (used by the e2e server that analyzes local fixture sites).
 */
export function loopbackAllowedByEnv(): boolean {
  return process.env.SEO_ANALYZER_ALLOW_LOOPBACK === "1";
}
