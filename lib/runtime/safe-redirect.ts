// Where a visitor may be sent after signing in or confirming an e-mail: only a path on this site.

const PROBE_ORIGIN = "https://this-site.invalid";

/**
 * The same-origin path (with its query and fragment) named by an untrusted `next` value, or "/". The value
 * is parsed as a URL the way a browser would resolve it against this site, so tricks the URL parser
 * normalises away (tabs and newlines, backslashes, "/./" segments, protocol-relative "//host") cannot
 * name another host. The result never starts with "//", so it stays a path wherever it is used.
 */
export function safeNextPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2048) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `/${url.pathname.replace(/^\/+/, "")}${url.search}${url.hash}`;
}

/** The sign-in page. */
export const SIGN_IN_PATH = "/auth";

/** `/auth` with the way back, for a page that needs a signed-in visitor. */
export function signInPath(next: string): string {
  const back = safeNextPath(next);
  return back === "/" ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(back)}`;
}
