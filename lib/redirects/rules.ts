// What a redirect may say and how a request finds its redirect. Pure: the Studio's validation and
// proxy.ts both use it, so what an editor can publish is exactly what the proxy can apply.

export interface Redirect {
  from: string;
  to: string;
  permanent: boolean;
}

export interface RedirectTarget {
  /** A path on this site (with its query) or an absolute http(s) URL elsewhere. */
  location: string;
  /** 308 (permanent) or 307 (temporary): both keep the method, unlike 301/302. */
  status: 307 | 308;
}

const PROBE_ORIGIN = "https://this-site.invalid";
const MAX_LENGTH = 2048;

/** Where a redirect may never start: the Studio, the dashboard, sign-in, APIs and Next's own files. */
const RESERVED_PREFIXES = ["/studio", "/admin", "/auth", "/api", "/_next", "/og", "/seed-images"];

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
  const reserved = RESERVED_PREFIXES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (reserved) return `Addresses under ${reserved} belong to the application and cannot be redirected.`;
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

/** Redirects by their normalised "from"; invalid ones are left out, so the proxy never applies them. */
export function redirectTable(redirects: readonly Redirect[]): Map<string, Redirect> {
  const table = new Map<string, Redirect>();
  for (const redirect of redirects) {
    if (sourceProblem(redirect.from) || targetProblem(redirect.to)) continue;
    const from = sitePath(redirect.from);
    if (from && !table.has(from)) table.set(from, redirect);
  }
  return table;
}

/**
 * Where a request for `pathname` (with `search`, e.g. "?utm=x") is sent, or null. A same-site target
 * keeps the request's query unless it names its own; the Location is relative, never built from a
 * request header.
 */
export function resolveRedirect(
  table: ReadonlyMap<string, Redirect>,
  pathname: string,
  search = "",
): RedirectTarget | null {
  const redirect = table.get(normalizePath(pathname));
  if (!redirect) return null;
  const status = redirect.permanent ? 308 : 307;
  const local = redirect.to.startsWith("/") ? targetPath(redirect.to) : null;
  if (local) {
    const query = local.search || search;
    if (local.path === normalizePath(pathname) && query === search) return null;
    return { location: `${local.path}${query}`, status };
  }
  return { location: redirect.to, status };
}
