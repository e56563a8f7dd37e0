import { perspectiveCookieName } from "@sanity/preview-url-secret/constants";
import { cookies, draftMode } from "next/headers";
import { safeNextPath } from "../../../../../lib/runtime/safe-redirect.ts";

/**
 * Where Exit came from: the page the editor was previewing, else the home page. Only the Referer's path
 * is kept, so the answer is a page of this site whatever host the Referer names.
 */
function previewedPath(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    return safeNextPath(`${from.pathname}${from.search}`);
  } catch {
    return "/";
  }
}

async function endDraftMode() {
  (await draftMode()).disable();
  (await cookies()).delete(perspectiveCookieName);
}

/** Ends draft mode (the preview bar's Exit) and returns to the page, now as visitors see it. */
export async function GET(request: Request) {
  await endDraftMode();
  // A relative Location: never built from a Host the request names.
  return new Response(null, {
    status: 303,
    headers: { location: previewedPath(request), "cache-control": "private, no-store" },
  });
}

/**
 * Ends draft mode without a page: the Studio calls it when the editor leaves the Presentation tool
 * (studio/presentation/draft-mode.tsx). Only from the site's own pages: another site may not end it.
 */
export async function POST(request: Request) {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") {
    return new Response(null, { status: 403, headers: { "cache-control": "private, no-store" } });
  }
  await endDraftMode();
  return new Response(null, { status: 204, headers: { "cache-control": "private, no-store" } });
}
