// Every security header the site sends, in one place: next.config.mjs adds the fixed ones to every
// response; the Content-Security-Policy comes with each prerendered page's cache entry (hashes of its
// inline scripts, lib/cache-csp/csp-cache-handler.mjs) or, for pages rendered per request, from proxy.ts (a nonce).

/** Two years: long enough for the HSTS preload list, and far above the six months graders ask for. */
const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Powerful features nothing on the site uses: no page (nor anything injected into one) may ask for them. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * The headers that are the same for every response. HSTS only in production: `next dev` serves plain
 * http on localhost, and a browser remembers HSTS for the whole host.
 * @param {{ production: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function fixedSecurityHeaders({ production }) {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    // For browsers without CSP frame-ancestors; the Studio's Presentation tool frames the site itself.
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  ];
  if (production) {
    headers.push({ key: "Strict-Transport-Security", value: `max-age=${HSTS_MAX_AGE_SECONDS}` });
  }
  return headers;
}

/**
 * The Content-Security-Policy of an HTML document. `scripts` names the scripts that may run besides the
 * site's own files: a prerendered page lists the hashes of its inline scripts (`'sha256-…'`, an injected
 * inline script or event handler never matches one); a page rendered per request gives its nonce and
 * `'strict-dynamic'`, so the chunks its scripts load run too. Styles may be inline: Chakra (emotion) and
 * the Studio (styled-components) write `<style>` tags and `style` attributes at run time. `next dev`
 * evaluates modules with eval for its debugging aids, so only there 'unsafe-eval'.
 * `content` is where content comes from (lib/sanity/env.ts): a Sanity project is reached on `*.sanity.io`;
 * the local Content Lake on its loopback address (http and ws), where the site's images live too, and on
 * `listener-N.localhost` at its port (the local Studio's listeners, studio/local-network-guard.ts).
 * @param {{ scripts: string[], supabaseUrl: string | undefined, content: { mode: string, lake?: { url: string } }, dev: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ scripts, supabaseUrl, content, dev }) {
  const hosted = content.mode === "sanity";
  const sanity = hosted ? ["https://*.sanity.io", "wss://*.sanity.io"] : [];
  const lake = content.lake ? new URL(content.lake.url) : undefined;
  // The lake's socket is plain ws on loopback: the Studio tries it (the lake answers no socket) and
  // goes on without; refused by the policy instead, every try would be a violation report.
  const lakeSources = lake
    ? [schemeFollowingPage(lake), `ws://${lake.host}`, `*.localhost:${lake.port}`]
    : [];
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts, ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      "https://cdn.sanity.io",
      ...(lake ? [schemeFollowingPage(lake)] : []),
    ],
    // The Studio's typeface comes from Sanity's design-system host (the local Studio has a bundled copy
    // but still asks for it first, and the machine's lack of network answers).
    "font-src": ["'self'", "data:", ...(hosted || lake ? [SANITY_FONTS] : [])],
    "connect-src": [
      "'self'",
      ...(supabaseUrl ? [schemeFollowingPage(new URL(supabaseUrl))] : []),
      ...sanity,
      ...lakeSources,
    ],
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'self'"],
    "frame-ancestors": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Where the Studio's typeface comes from. */
const SANITY_FONTS = "https://design-system-static.sanity.io";

/**
 * A local service speaks plain http: named without a scheme, it follows the page's (http on localhost,
 * only https under an https page, where plain http would be mixed content anyway).
 * @param {URL} url
 */
function schemeFollowingPage(url) {
  return url.protocol === "http:" ? url.host : url.origin;
}

/**
 * The script sources of a page rendered per request: its nonce, and what scripts carrying it load.
 * @param {string} nonce
 * @returns {string[]}
 */
export function nonceScripts(nonce) {
  return [`'nonce-${nonce}'`, "'strict-dynamic'"];
}

/** A fresh, unguessable nonce (128 bits, base64) for one response. */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The request header that carries the nonce from proxy.ts to the Studio page (for Sanity's bridge script). */
export const NONCE_HEADER = "x-nonce";
