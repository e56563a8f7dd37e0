import { NextResponse } from "next/server";
import { readBoundedText } from "./bounded-body";

/** Next's own limit for a server action's body (serverActions.bodySizeLimit, left at its default). */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
/** Far deeper than any form's payload; deeper bodies only serve to exhaust the decoder's stack. */
export const ACTION_MAX_NESTING = 64;

function refuse(status: number, message: string): NextResponse {
  return NextResponse.json({ message }, { status, headers: { "cache-control": "no-store" } });
}

/** How deep arrays and objects nest in a JSON text, counted without parsing it (strings skipped). */
export function jsonNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") deepest = Math.max(deepest, ++depth);
    else if (char === "]" || char === "}") depth--;
  }
  return deepest;
}

/** The host the browser addressed, the way Next compares it with Origin for server actions. */
function addressedHost(headers: Headers): string | null {
  return headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
}

/**
 * A 4xx answer for a server action call Next would otherwise fail on with a 500: from another site
 * (Origin), over the body limit, or, whatever its Content-Type says (Next decodes every body but a
 * multipart or form-encoded one as the action's JSON reply), not JSON or nested deep enough to exhaust
 * the decoder. The body is read no further than the limit. Null when the request may go on. Form posts
 * (multipart) are left to Next, which bounds and answers them itself.
 */
export async function refuseMalformedAction(request: Request): Promise<NextResponse | null> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;

  const origin = request.headers.get("origin");
  if (origin !== null) {
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {}
    if (originHost === null || originHost !== addressedHost(request.headers)) {
      return refuse(403, "Server actions only answer this site's own pages.");
    }
  }

  const contentType = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (contentType.startsWith("multipart/form-data")) return null;
  const body = await readBoundedText(request.clone(), ACTION_BODY_LIMIT_BYTES);
  if (body === null) return refuse(413, "The request body is larger than 1 MB.");
  if (contentType.startsWith("application/x-www-form-urlencoded")) return null;
  if (jsonNesting(body) > ACTION_MAX_NESTING) return refuse(400, "The request body is nested too deeply.");
  try {
    JSON.parse(body);
  } catch {
    return refuse(400, "The request body is not valid JSON.");
  }
  return null;
}
