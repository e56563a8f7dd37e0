import { perspectiveCookieName } from "@sanity/preview-url-secret/constants";
import { cookies, draftMode } from "next/headers";
import { safeNextPath } from "@/lib/safe-redirect";

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

/** Ends draft mode (the preview bar's Exit) and returns to the page, now as visitors see it. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  (await cookies()).delete(perspectiveCookieName);
  // A relative Location: never built from a Host the request names.
  return new Response(null, {
    status: 303,
    headers: { location: previewedPath(request), "cache-control": "private, no-store" },
  });
}
