// What a redirect may say and how a request finds its redirect. Pure: the Studio's validation and
// proxy.ts both use it, so what an editor can publish is exactly what the proxy can apply.
import { type PublishedSlugs, pathOwner, reportIgnoredOnce, servedPage } from "../route-rules/rules.ts";

export interface Redirect {
  from: string;
  to: string;
  permanent: boolean;
  /** The address the editor confirmed this redirect replaces (a page the site serves), if any. */
  replaces?: string | null;
  _id?: string;
}

export interface RedirectTarget {
  /** A path on this site (with its query) or an absolute http(s) URL elsewhere. */
  location: string;
  /** 308 (permanent) or 307 (temporary): both keep the method, unlike 301/302. */
  status: 307 | 308;
}

const PROBE_ORIGIN = "https://this-site.invalid";
const MAX_LENGTH = 2048;

/** Hops one request may be sent through: a longer chain (or a loop) is not applied at all. */
export const MAX_REDIRECT_HOPS = 3;

/** `/a/b/` and `/a/b` are one address; the home page stays `/`. */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed || "/";
}

/**
 * The path an editor typed, as a browser would resolve it on this site, or null when it is not a plain
 * path here: other hosts (`//host`, `\\host`, `https://…`), script URLs, queries and fragments, control
 * characters and anything the URL parser would rewrite (`/./`, `%2F` tricks) are refused, so what is
 * stored is what is matched.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\s?#]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname !== value) return null;
  return normalizePath(url.pathname);
}

/** Why a redirect's "from" cannot be used, or null when it can. */
export function sourceProblem(value: unknown): string | null {
  const path = sitePath(value);
  if (!path) return "A path on this site, starting with / (e.g. /old-offer), without ? or #.";
  if (path === "/") return "The home page cannot be redirected.";
  if (pathOwner(path)?.kind === "application") {
    return `${path} belongs to the application (the Studio, sign-in, the dashboard, the APIs, the 404 and the like) and cannot be redirected.`;
  }
  return null;
}

/** An absolute URL elsewhere: http or https only, with a host, no credentials. */
function externalUrl(value: string): URL | null {
  // The parser drops or rewrites these (tabs, newlines, backslashes): only a URL read as it is stored is used.
  if (/[\s\\]/.test(value) || !/^https?:\/\/[^/]/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!url.hostname || url.username || url.password) return null;
  return url;
}

/** Why a redirect's "to" cannot be used, or null when it can. */
export function targetProblem(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0) return "Where the address should lead.";
  if (value.length > MAX_LENGTH) return `At most ${MAX_LENGTH} characters.`;
  if (value.startsWith("/")) {
    return targetPath(value) ? null : "A path on this site starts with a single / (e.g. /services).";
  }
  return externalUrl(value)
    ? null
    : "A path on this site (starting with /) or a full address starting with https:// or http://.";
}

/** The host names (lower case, e.g. `www.example.com`) an editor listed; anything else is no host. */
export function redirectHosts(listed: readonly unknown[] | null | undefined): string[] {
  return (listed ?? []).flatMap((host) =>
    typeof host === "string" && hostProblem(host) === null ? [host.trim().toLowerCase()] : [],
  );
}

/** Why an entry of "Allowed redirect hosts" is no host name, or null. */
export function hostProblem(value: unknown): string | null {
  const host = typeof value === "string" ? value.trim().toLowerCase() : "";
  return /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(
    host,
  )
    ? null
    : "A host name only, e.g. www.example.com (no https://, no path).";
}

/**
 * Why an external target's host cannot be used: another site only when its host is listed in the site
 * settings' "Allowed redirect hosts" (empty: none). Null for a path on this site or a listed host.
 */
export function targetHostProblem(value: unknown, allowedHosts: readonly string[]): string | null {
  if (typeof value !== "string" || value.startsWith("/")) return null;
  const url = externalUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (allowedHosts.includes(host)) return null;
  return `${host} is not one of the allowed redirect hosts (Site settings → Redirects${
    allowedHosts.length ? `: ${allowedHosts.join(", ")}` : ", empty now"
  }).`;
}

/** A same-site target: its path (normalised) and its query, as a browser would resolve them here. */
function targetPath(value: string): { path: string; search: string } | null {
  if (value.startsWith("//") || /[\\\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return { path: normalizePath(url.pathname), search: url.search };
}

/** The same-site path a target leads to (for chains and loops); null for another site. */
function targetSitePath(to: string): string | null {
  return to.startsWith("/") ? (targetPath(to)?.path ?? null) : null;
}

/**
 * Why `candidate` cannot join `others` (the other redirects, published or draft), or null: two
 * redirects from one address, a redirect to itself, or one that leads to another redirect (a chain,
 * loops included) or is led to by one. Visitors would wait through every hop, and search engines stop
 * following after a few.
 */
export function conflictProblem(candidate: Pick<Redirect, "from" | "to">, others: Redirect[]): string | null {
  const from = sitePath(candidate.from);
  if (!from) return null;
  const to = targetSitePath(candidate.to);
  if (to === from) return "This redirect leads to itself.";
  const same = others.find((other) => sitePath(other.from) === from);
  if (same) return `Another redirect already starts at ${from} (to ${same.to}).`;
  const next = to ? others.find((other) => sitePath(other.from) === to) : undefined;
  if (next) {
    return next.to === candidate.from || targetSitePath(next.to) === from
      ? `This makes a loop: ${to} already redirects back to ${from}.`
      : `This makes a chain: ${to} already redirects to ${next.to}. Lead straight to ${next.to}.`;
  }
  const before = others.find((other) => targetSitePath(other.to) === from);
  if (before) {
    return `This makes a chain: ${before.from} already redirects here. Change that redirect to lead to ${candidate.to} instead.`;
  }
  return null;
}

/** Why a redirect from a page the site serves needs confirming, or null when it is confirmed or none. */
export function replacesProblem(
  redirect: Pick<Redirect, "from" | "replaces">,
  published: PublishedSlugs,
): string | null {
  const from = sitePath(redirect.from);
  const served = from ? servedPage(from, published) : null;
  if (!from || !served) return null;
  return sitePath(redirect.replaces) === from
    ? null
    : `${from} is ${served}: a redirect would replace it for every visitor. Confirm it in "Replaces a live page" to redirect it anyway.`;
}

/** What the site knows when it reads the published redirects: the hosts allowed and the pages served. */
export interface RedirectContext {
  allowedHosts: readonly string[];
  published: PublishedSlugs;
}

/**
 * Redirects by their normalised "from". Any the Studio would refuse (an address of the application, a
 * host not listed, a live page not confirmed, a second redirect from one address) is left out and named
 * in the log once, so content written past the Studio never takes a route the application owns.
 */
export function redirectTable(
  redirects: readonly Redirect[],
  context: RedirectContext,
): Map<string, Redirect> {
  const table = new Map<string, Redirect>();
  for (const redirect of redirects) {
    const problem =
      sourceProblem(redirect.from) ??
      targetProblem(redirect.to) ??
      targetHostProblem(redirect.to, context.allowedHosts) ??
      replacesProblem(redirect, context.published);
    const from = sitePath(redirect.from);
    if (problem || !from) {
      reportIgnoredOnce(
        `redirect ${redirect._id ?? redirect.from}: ${problem}`,
        `redirect ${redirect._id ?? ""} ${String(redirect.from)} → ${String(redirect.to)}: ${problem}`,
      );
      continue;
    }
    if (!table.has(from)) table.set(from, redirect);
  }
  return table;
}

/**
 * Where a request for `pathname` (with `search`, e.g. "?utm=x") is sent, or null. A same-site target
 * keeps the request's query unless it names its own; the Location is relative, never built from a
 * request header. A chain (written past the Studio, or by two publishes racing) is followed here, so the
 * visitor gets the last address in one answer; a loop or a chain longer than MAX_REDIRECT_HOPS is not
 * applied at all (the address answers as if it had no redirect) and is logged once.
 */
export function resolveRedirect(
  table: ReadonlyMap<string, Redirect>,
  pathname: string,
  search = "",
): RedirectTarget | null {
  const start = normalizePath(pathname);
  let redirect: Redirect | undefined = table.get(start);
  if (!redirect) return null;
  const status = redirect.permanent ? 308 : 307;
  const seen = [start];
  let query = search;
  for (;;) {
    const local: { path: string; search: string } | null = redirect.to.startsWith("/")
      ? targetPath(redirect.to)
      : null;
    if (!local) return { location: redirect.to, status };
    query = local.search || query;
    // A redirect to its own path with a query of its own ends there (that request keeps its query).
    const next: Redirect | undefined = local.path === seen.at(-1) ? undefined : table.get(local.path);
    if (!next) {
      if (local.path === start && query === search) return null;
      return { location: `${local.path}${query}`, status };
    }
    if (seen.includes(local.path) || seen.length >= MAX_REDIRECT_HOPS) {
      const kind = seen.includes(local.path) ? "a loop" : `a chain of more than ${MAX_REDIRECT_HOPS}`;
      reportIgnoredOnce(
        `redirect chain ${start}`,
        `redirect from ${start}: ${kind} (${[...seen, local.path].join(" → ")})`,
      );
      return null;
    }
    seen.push(local.path);
    redirect = next;
  }
}
