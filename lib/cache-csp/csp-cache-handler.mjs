// Next's incremental cache (its file-system one, or Redis shared by every instance: lib/cache-csp/shared-cache.mjs)
// with two additions: every prerendered page
// loads its start-up chunks after its first paint (lib/cache-csp/start-up-scripts.ts), and carries a
// Content-Security-Policy that lists the hashes of its own inline scripts. Next serves the headers
// stored with a page's cache entry together with its HTML, so the policy always matches the HTML it is
// sent with: at build, after a Sanity publish regenerates the page, and on the first render of a page
// the cache did not hold yet.
import { createHash } from "node:crypto";
import { SPANISH_NOT_FOUND } from "../i18n/locales.ts";
import { NOT_FOUND_CACHE_CONTROL } from "../runtime/routes.ts";
import { studioContentSource } from "../sanity/env.ts";
import { contentSecurityPolicy } from "./security-headers.mjs";
import { BaseCacheHandler, sharedCacheKind } from "./shared-cache.mjs";
import { deferStartUpScripts } from "./start-up-scripts.ts";

/** @type {typeof import("next/dist/server/lib/incremental-cache/file-system-cache.js").default} */
const FileSystemCache = /** @type {any} */ (BaseCacheHandler);

const CSP_HEADER = "content-security-policy";

// Every <script> element with its attributes and its text, as the browser reads it (raw text, no entities).
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const SRC_ATTRIBUTE = /\bsrc\s*=/i;
// The types a browser runs; any other (JSON-LD, Next's JSON data) is data and needs no hash.
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/**
 * `'sha256-…'` of every inline script in the HTML the browser would run, in order, each once.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy of a prerendered page: its inline scripts by hash, the site's own files ('self') for the
 * chunks, and the same sources as every other page for the rest.
 * @param {string} html
 * @param {{ dev?: boolean }} [options]
 * @returns {string}
 */
export function prerenderedPagePolicy(html, { dev = false } = {}) {
  return contentSecurityPolicy({
    scripts: inlineScriptHashes(html),
    // The project the bundles talk to, from the server's environment as at build.
    supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
    content: studioContentSource(),
    dev,
  });
}

/**
 * Whether a cache value is an App Router page with its HTML; route handlers and fetches are not.
 * @param {any} value
 */
const isServedPage = (value) => value?.kind === "APP_PAGE" && typeof value.html === "string" && !!value.html;

/**
 * Adds the page's policy to a cached App Router page, in place: the same object is what Next stores and,
 * on a cache miss, what it answers the request with. Other kinds (route handlers, fetches) are left alone.
 * @param {any} value an incremental cache value
 * @param {{ dev?: boolean }} [options]
 */
export function withScriptHashPolicy(value, options) {
  if (!isServedPage(value)) return value;
  value.headers = { ...value.headers, [CSP_HEADER]: prerenderedPagePolicy(value.html, options) };
  return value;
}

/**
 * Rewrites a cached App Router page, in place, to load its start-up chunks after its first paint. Other
 * kinds are left alone.
 * @param {any} value an incremental cache value
 */
export function withStartUpScriptsDeferred(value) {
  if (!isServedPage(value)) return value;
  value.html = deferStartUpScripts(value.html);
  return value;
}

/**
 * Makes a cached 404 of an App Router page uncacheable outside the server, in place. A case study,
 * service or landing page that is deleted or unpublished regenerates as its route's 404, which Next
 * would send as cacheable for a year (the page's own revalidation period); proxy.ts learns of the
 * deletion only at its next read of the published slugs. Next sends the headers stored with an entry
 * before its own Cache-Control, which it then leaves as it is. Other values are left alone.
 * @param {any} value an incremental cache value
 */
export function withUncachedNotFound(value) {
  if (value?.kind !== "APP_PAGE" || value.status !== 404) return value;
  value.headers = { ...value.headers, "cache-control": NOT_FOUND_CACHE_CONTROL };
  return value;
}

/** Prerendered pages that are a 404 page: proxy.ts rewrites the addresses no page has to them. */
const NOT_FOUND_PAGES = new Set([SPANISH_NOT_FOUND]);

/**
 * Gives the Spanish 404 page (app/(site-es)/es/no-encontrada) the status 404, in place: Next sends a
 * cached page with the status stored in its entry, and a rewrite in proxy.ts cannot set one. (The English
 * 404 is Next's own /_not-found, stored with its status already.) Other values are left alone.
 * @param {any} value an incremental cache value
 * @param {unknown} key its cache key (the page's path)
 */
export function withNotFoundStatus(value, key) {
  if (value?.kind === "APP_PAGE" && NOT_FOUND_PAGES.has(pathOfKey(key))) value.status = 404;
  return value;
}

/**
 * The page path of a cache key: the key itself, or what follows `/$` in the keys Next 16 asks the handler
 * for (`/route-cache/APP_PAGE/<hash>/$/es/no-encontrada`).
 * @param {unknown} key
 */
function pathOfKey(key) {
  if (typeof key !== "string") return "";
  const at = key.indexOf("/$/");
  return at < 0 ? key : key.slice(at + 2);
}

/**
 * The misses of each key still waiting for their entry, oldest first, in ms. Next renders the page (or
 * sends the fetch) it missed, then stores the result with set(). A publish whose revalidation lands between
 * the two would otherwise be outlived by a result read before it: both caches judge an entry by when it
 * was stored, so that render would count as newer than the publish and serve the old content until the
 * next one. An entry is dated from a miss no later than its own, before anything it holds was read.
 * Shared by every handler (Next makes one per request).
 */
const misses = new Map();
/** A miss older than this never produced an entry (the render failed, or the key was only asked about). */
const MISS_TTL_MS = 60_000;

/**
 * The time the entry `key` was read from. Of two renders of one key in flight, either may store first:
 * each entry takes the oldest miss, and one miss, the newest, is used up.
 * @param {unknown} key
 */
function readSince(key) {
  const now = Date.now();
  const pending = (misses.get(key) ?? []).filter((at) => now - at < MISS_TTL_MS);
  const since = pending[0] ?? now;
  pending.pop();
  if (pending.length > 0) misses.set(key, pending);
  else misses.delete(key);
  return since;
}

/** @param {unknown} key */
function noteMiss(key) {
  const now = Date.now();
  misses.set(key, [...(misses.get(key) ?? []).filter((at) => now - at < MISS_TTL_MS), now]);
  // Keys whose misses never produced an entry are dropped once stale: the map keeps renders in flight.
  if (misses.size > 10_000)
    for (const [stale, times] of misses)
      if (times.every((at) => now - at >= MISS_TTL_MS)) misses.delete(stale);
}

/**
 * Values that already carry their policy. Next makes a handler per request, but the memory cache they
 * share hands out the same object each time, so each entry is hashed once.
 */
const withPolicy = new WeakSet();

export default class ScriptHashCacheHandler extends FileSystemCache {
  /** @param {any} options */
  constructor(options) {
    // Read when the server starts, not when it was built: the standalone server keeps the build's config,
    // and servers of one build that do not share one dataset turn the writes back off (NEXT_ISR_FLUSH_TO_DISK=0).
    super({ ...options, flushToDisk: options?.flushToDisk && process.env.NEXT_ISR_FLUSH_TO_DISK !== "0" });
    this.dev = Boolean(options?.dev);
  }

  // Pages written by `next build` come from disk as Next rendered them (the build writes its pages itself,
  // not through this handler), and a stored policy may name another deployment's Supabase: each entry is
  // rewritten and its policy made again from the HTML on its first read.
  /** @param {Parameters<InstanceType<typeof FileSystemCache>["get"]>} args */
  async get(...args) {
    const entry = await super.get(...args);
    if (!entry) noteMiss(args[0]);
    else if (entry.value && !withPolicy.has(entry.value)) this.#prepare(entry.value, args[0]);
    return entry;
  }

  /** @param {Parameters<InstanceType<typeof FileSystemCache>["set"]>} args */
  async set(...args) {
    const [key, value, context] = args;
    if (value) this.#prepare(value, key);
    const since = readSince(key);
    // The Redis handler dates an entry from `internal_lastModified` when given one.
    if (sharedCacheKind() === "redis")
      return super.set(key, value, /** @type {any} */ ({ ...context, internal_lastModified: since }));
    // Next's file cache puts the entry in its memory cache before its first await, dated now: dated again
    // here before anything can read it. (An entry evicted from memory is read back from disk, dated by its file.)
    const stored = super.set(...args);
    const entry = /** @type {any} */ (FileSystemCache).memoryCache?.get(key);
    if (entry?.value === value && entry.lastModified > since) entry.lastModified = since;
    return stored;
  }

  /**
   * @param {any} value
   * @param {unknown} key
   */
  #prepare(value, key) {
    withNotFoundStatus(value, key);
    withStartUpScriptsDeferred(value);
    withScriptHashPolicy(value, { dev: this.dev });
    withUncachedNotFound(value);
    withPolicy.add(value);
  }
}
