// The site's public origin, for canonical URLs, og tags, the sitemap and robots.txt. Plain JavaScript so
// that next.config.mjs (which warns at build time) and the app read one rule.

export const SITE_URL_FALLBACK = "http://localhost:3000";

/** Production-URL variables that common hosts set, in the order they are tried after SITE_URL. */
export const HOST_URL_VARIABLES = [
  // Vercel: the project's production domain, without a scheme.
  { name: "VERCEL_PROJECT_PRODUCTION_URL", toUrl: (value) => `https://${value}` },
  // Netlify: the site's main URL; `URL` alone is too common a name to trust elsewhere.
  { name: "URL", when: (env) => env.NETLIFY === "true", toUrl: (value) => value },
  // Render: the service's public URL.
  { name: "RENDER_EXTERNAL_URL", toUrl: (value) => value },
  // Railway: the service's public domain, without a scheme.
  { name: "RAILWAY_PUBLIC_DOMAIN", toUrl: (value) => `https://${value}` },
];

function origin(value) {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * SITE_URL when set (it must be an http(s) URL); otherwise a host's production URL; otherwise the local
 * development address, with `from: null` so that a production build can say so.
 */
export function resolveSiteUrl(env) {
  if (env.SITE_URL) {
    const url = origin(env.SITE_URL);
    if (!url)
      throw new Error(
        `SITE_URL must be an http(s) URL such as https://www.example.com (got "${env.SITE_URL}").`,
      );
    return { url, from: "SITE_URL" };
  }
  for (const variable of HOST_URL_VARIABLES) {
    const value = env[variable.name];
    if (!value || (variable.when && !variable.when(env))) continue;
    const url = origin(variable.toUrl(value));
    if (url) return { url, from: variable.name };
  }
  return { url: SITE_URL_FALLBACK, from: null };
}

/** What a production build prints when no variable names the site's origin. */
export function missingSiteUrlWarning() {
  return `SITE_URL is not set: canonical URLs, og tags, sitemap.xml and robots.txt will point to ${SITE_URL_FALLBACK}. Set SITE_URL to the site's public origin (for example https://www.cardinalconsulting.com).`;
}
