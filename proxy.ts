import { type NextRequest, NextResponse } from "next/server";
import { areaOfTabLink } from "./components/admin/areas.ts";
import { hasRoute, isDraftModeCookie, isPrerenderedPage } from "./lib/cache-csp/prerendered-pages.mjs";
import {
  contentSecurityPolicy,
  createNonce,
  NONCE_HEADER,
  nonceScripts,
} from "./lib/cache-csp/security-headers.mjs";
import { homePath, type Locale, localeOfPath, SPANISH_NOT_FOUND, spanishPaths } from "./lib/i18n/locales.ts";
import { isPortalPath, PORTAL_WELCOME_PATH } from "./lib/portal/paths.ts";
import { notFoundPage, type PublishedRoute, publishedRoute } from "./lib/redirects/proxy.ts";
import { supabaseEnv } from "./lib/runtime/env.ts";
import { NOT_FOUND_CACHE_CONTROL, notFoundRoute } from "./lib/runtime/routes.ts";
import { SIGN_IN_PATH, safeNextPath, signInPath } from "./lib/runtime/safe-redirect.ts";
import { refuseMalformedAction } from "./lib/runtime/server-action-guard.ts";
import { studioContentSource } from "./lib/sanity/env.ts";
import { updateSession, withSessionCookies } from "./lib/supabase/proxy.ts";
import { isAdmin } from "./lib/supabase/roles.ts";

// Answered here rather than rendered, so nothing of the dashboard can reach a signed-in non-admin.
const FORBIDDEN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Staff only | Cardinal Consulting</title>
<style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:#f6f7f9;color:#0d0f16;
font:16px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;padding:16px}
main{max-width:28rem;background:#fff;border:1px solid #d5d9e2;border-radius:1rem;padding:40px 32px;text-align:center}
p.code{margin:0;font-size:12px;font-weight:600;letter-spacing:.14em;color:#a3162f}
h1{margin:8px 0 12px;font-size:28px;letter-spacing:-.02em}
p{color:#515b76;margin:0 0 24px}
a{display:inline-block;background:#c41e3a;color:#fff;text-decoration:none;font-weight:600;padding:10px 20px;border-radius:.625rem}
a:focus-visible{outline:3px solid #ef9aab;outline-offset:2px}
</style></head>
<body><main><p class="code">403</p><h1>Staff only</h1>
<p>Your account does not have access to the admin dashboard. If you work at Cardinal, ask an administrator to grant you the admin role.</p>
<a href="/">Back to the site</a></main></body></html>`;

/** Where the browser reaches content (a Sanity project or the local Content Lake), for the policy. */
const content = studioContentSource();

const dev = process.env.NODE_ENV !== "production";

/**
 * The cookie Next's draft mode sets: with this build's id in it, every page renders per request (Sanity's
 * live preview). With any other value Next serves the cached page, which carries its own policy.
 */
const DRAFT_MODE_COOKIE = "__prerender_bypass";

/** Pages rendered for one request (draft mode, /admin, /studio) are never kept by a shared cache. */
const PER_REQUEST_CACHE_CONTROL = "private, no-store";

/**
 * Runs before every page: answers malformed server action calls with a 4xx (Next would fail on them with
 * a 500), refreshes the Supabase session cookies, sends a visitor with a session on from /auth, and keeps
 * /portal to signed-in accounts (the portal's layout tells a member from an account without a client link),
 * /admin to admins (no session: to /auth; a session without the admin role: 403), sending an admin's old
 * `/admin?tab=` link on to the area's own route. The admin page checks
 * again itself. A page rendered per request gets a Content-Security-Policy with a fresh nonce here (Next
 * reads it from the request and puts it on its scripts); a prerendered page's policy lists its scripts'
 * hashes and comes with its cache entry (lib/cache-csp/csp-cache-handler.mjs), so none is added here: a second
 * policy would refuse what the first allows.
 */
export async function proxy(request: NextRequest) {
  // The redirects and landing pages editors publish in the Studio (lib/redirects).
  const published = await publishedRoute(request);
  if (published && "redirect" in published) return published.redirect;
  // `next dev` routes without a manifest on disk: there, only the published content says what is unknown.
  const unknown =
    published && "notFound" in published ? true : !dev && !published && !hasRoute(request.nextUrl.pathname);
  if (unknown) console.warn(`[not-found] ${request.nextUrl.pathname}`);
  // A Spanish address no route has is answered with the Spanish 404, as an unpublished one is.
  const spanishUnknown = unknown && !published && localeOfPath(request.nextUrl.pathname) === "es";
  const route = spanishUnknown ? notFoundPage(request) : published;
  const policy = rendersPerRequest(request, route) ? nonceDocumentPolicy() : undefined;
  if (policy) request.headers.set("content-security-policy", policy.value);
  if (policy) request.headers.set(NONCE_HEADER, policy.nonce);
  const gated = (await refuseMalformedAction(request)) ?? (await sessionAndAdminGate(request));
  // A landing page's path is served by its route; a refusal or redirect of the gate stays as it is.
  const response =
    route && "rewrite" in route && route.rewrite && gated.headers.has("x-middleware-next")
      ? withSessionCookies(gated, NextResponse.rewrite(route.rewrite, { request }))
      : gated;
  if (policy) {
    response.headers.set("content-security-policy", policy.value);
    response.headers.set("cache-control", PER_REQUEST_CACHE_CONTROL);
  }
  // The 404 is one prerendered page, which Next would send as cacheable for a year: a shared cache
  // would then keep answering 404 for a slug an editor publishes a minute later. The page's own path is
  // the second hop of a rewrite Next proxies to itself (lib/redirects/proxy.ts), whose answer it passes on.
  if (
    unknown ||
    request.nextUrl.pathname === notFoundRoute ||
    request.nextUrl.pathname === SPANISH_NOT_FOUND
  ) {
    response.headers.set("cache-control", NOT_FOUND_CACHE_CONTROL);
  }
  return response;
}

/** A browser navigation (it accepts HTML), not one of the router's own fetches of a page. */
function asksForDocument(request: NextRequest): boolean {
  return request.headers.get("rsc") !== "1" && (request.headers.get("accept") ?? "").includes("text/html");
}

function rendersPerRequest(request: NextRequest, route: PublishedRoute): boolean {
  // `next dev` renders every page per request, and so does draft mode.
  if (dev || isDraftModeCookie(request.cookies.get(DRAFT_MODE_COOKIE)?.value)) return true;
  // A form posted by the browser itself (no JavaScript) to a server action is answered with the page
  // rendered again for this request, the action's answer in it: it is not the prerendered page.
  if (isFormPost(request)) return true;
  if (route && "cached" in route) return !route.cached;
  // A path no route has is answered with the prerendered 404 (app/global-not-found.tsx).
  const { pathname } = request.nextUrl;
  return hasRoute(pathname) && !isPrerenderedPage(pathname);
}

/** A form the browser posted itself: a POST without the header the island's own calls carry. */
function isFormPost(request: NextRequest): boolean {
  return request.method === "POST" && !request.headers.has("next-action");
}

function nonceDocumentPolicy() {
  const nonce = createNonce();
  const value = contentSecurityPolicy({
    scripts: nonceScripts(nonce),
    supabaseUrl: supabaseEnv().url,
    content,
    dev,
  });
  return { nonce, value };
}

/** The sign-in page in each language. */
const SIGN_IN_PAGES = new Map<string, Locale>([
  [SIGN_IN_PATH, "en"],
  [spanishPaths["/auth"], "es"],
]);

async function sessionAndAdminGate(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  // The Studio signs in with Sanity, not Supabase: nothing to refresh there.
  if (pathname === "/studio" || pathname.startsWith("/studio/")) return NextResponse.next({ request });
  const { response, supabase, claims } = await updateSession(request);
  const signInLocale = SIGN_IN_PAGES.get(pathname);
  if (signInLocale && claims?.sub && asksForDocument(request)) {
    // Someone with a session has nothing to do on the sign-in page, which is the same prerendered page
    // for everyone: they go where its `next` parameter says, on this site only, or to its language's home.
    // Documents only: the router's own fetch of /auth (a prefetch of the Sign In link made before signing
    // in) would follow the redirect to a URL Next answers with a 404; only a signed-out visitor has a link
    // to /auth.
    const next = safeNextPath(request.nextUrl.searchParams.get("next"), homePath(signInLocale));
    const onward = new URL(next, request.nextUrl.origin);
    return withSessionCookies(response, NextResponse.redirect(onward));
  }
  if (isPortalPath(pathname)) {
    response.headers.set("cache-control", "private, no-store");
    if (claims?.sub || pathname === PORTAL_WELCOME_PATH) return response;
    const signIn = new URL(signInPath(`${pathname}${request.nextUrl.search}`), request.nextUrl.origin);
    return withSessionCookies(response, NextResponse.redirect(signIn));
  }
  if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return response;

  if (!claims?.sub || !supabase) {
    // With the way back: after signing in the visitor returns to the page they asked for.
    // Next wants an absolute URL here and sends it on relative to the request's own origin, never one
    // named by X-Forwarded-Host (tests/security/redirects.spec.ts).
    const signIn = new URL(signInPath(`${pathname}${request.nextUrl.search}`), request.nextUrl.origin);
    return withSessionCookies(response, NextResponse.redirect(signIn));
  }
  if (!(await isAdmin(supabase, claims.sub))) {
    return withSessionCookies(
      response,
      new NextResponse(FORBIDDEN_PAGE, {
        status: 403,
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" },
      }),
    );
  }
  // The dashboard was one page with `?tab=`; each area is a route now, and old links go on to it.
  const area = areaOfTabLink(request.nextUrl);
  if (area) return withSessionCookies(response, NextResponse.redirect(area, 308));
  response.headers.set("cache-control", "private, no-store");
  return response;
}

export const config = {
  matcher: [
    // Documents only (the Studio's too): not static files, images or API routes.
    "/((?!_next/static|_next/image|api/|favicon.ico|icon.svg|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|xml|woff2?)$).*)",
  ],
};
