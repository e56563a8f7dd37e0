import { NextResponse } from "next/server";
import { endRequestBody, readBoundedBytes } from "./bounded-body.ts";

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
 * React's reply format gives strings that start with "$" a meaning. A plain value (what this site's
 * forms send) uses only these: an escaped "$", the non-JSON numbers, undefined, a BigInt, a Date, and a
 * temporary reference. Anything else refers to another part of the body (a Map, a Set, a promise, a
 * server reference such as `$F0`), which a JSON body has none of, and Next fails on it with a 500.
 */
const PLAIN_REFERENCE =
  /^\$(?:\$[\s\S]*|undefined|NaN|Infinity|-Infinity|-0|n-?\d{1,4096}|D[\s\S]*|T[\s\S]*)$/;

/** A reference to a part of a multipart body: outlined value, FormData, Map, Set or Blob, by hex id. */
const PART_REFERENCE = /^\$([KQWB]?)([0-9a-f]{1,8})$/;

type PartLookup = (id: number) => FormDataEntryValue | null | undefined;

/** Whether a part holds what React builds a Map (a list of pairs) or a Set (a list) from. */
function collectionPart(text: string, kind: "Q" | "W"): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return (
      Array.isArray(value) &&
      (kind === "W" || value.every((entry) => Array.isArray(entry) && entry.length === 2))
    );
  } catch {
    return false;
  }
}

/**
 * The first "$" string in a decoded reply that React would resolve to something the body does not hold,
 * or undefined when there is none. Without `part`, the body is one JSON text (no parts to refer to).
 */
export function unresolvableReference(value: unknown, part?: PartLookup): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (!next.startsWith("$") || PLAIN_REFERENCE.test(next)) continue;
      const match = part && PART_REFERENCE.exec(next);
      if (!match) return next;
      const [, kind, hex] = match;
      const id = Number.parseInt(hex ?? "", 16);
      // Part 0 is the root itself. A FormData's entries are fields named `<id>_…`, any number of them;
      // the rest name one part: a Blob a file, a Map a list of pairs, a Set a list.
      if (id === 0) return next;
      if (kind === "K") continue;
      const target = part(id);
      if (kind === "B" ? !(target instanceof Blob) : typeof target !== "string") return next;
      if ((kind === "Q" || kind === "W") && !collectionPart(target as string, kind)) return next;
    } else if (Array.isArray(next)) pending.push(...next);
    else if (next && typeof next === "object") pending.push(...Object.values(next));
  }
  return undefined;
}

/** A JSON text as React's reply decoder reads it, or the reason it would fail on it. */
function replyProblem(
  text: string,
  part?: PartLookup,
  root = true,
): { status: number; message: string } | undefined {
  if (jsonNesting(text) > ACTION_MAX_NESTING)
    return { status: 400, message: "The request body is nested too deeply." };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { status: 400, message: "The request body is not valid JSON." };
  }
  // The root is the list of the action's arguments, which Next spreads into the call.
  if (root && !Array.isArray(parsed))
    return { status: 400, message: "The request body is not a list of arguments." };
  if (unresolvableReference(parsed, part) !== undefined) {
    return { status: 400, message: "The request body refers to a value it does not contain." };
  }
  return undefined;
}

/** The body as form data, parsed as Next would parse it; null when it is not well-formed multipart. */
async function multipartFields(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<FormData | null> {
  try {
    return await new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: bytes,
    }).formData();
  } catch {
    return null;
  }
}

/** Problems React's decoders would throw on in a multipart action body. */
function multipartProblem(
  fields: FormData,
  fetchAction: boolean,
): { status: number; message: string } | undefined {
  const part: PartLookup = (id) => fields.get(String(id));
  if (fetchAction) {
    // A call from the page's script: part 0 is the arguments, and every part named by a number is JSON.
    if (typeof fields.get("0") !== "string")
      return { status: 400, message: "The request body has no arguments." };
    for (const [name, value] of fields) {
      if (!/^\d+$/.test(name) || typeof value !== "string") continue;
      const problem = replyProblem(value, part, name === "0");
      if (problem) return problem;
    }
    return undefined;
  }
  // A form posted without script: a bound action names itself in `$ACTION_<n>:0` ({id, bound}), and its
  // bound arguments, when it has any, are the part `bound` refers to (`$@<hex>` → `$ACTION_<n>:<hex>`).
  for (const [name, value] of fields) {
    const ref = /^\$ACTION_REF_(.*)$/.exec(name);
    if (!ref) continue;
    if (typeof value !== "string")
      return { status: 400, message: "The form's action reference is not text." };
    const unsent = { status: 400, message: "The form names an action it does not send." };
    const metadata = parsedObject(fields.get(`$ACTION_${ref[1]}:0`));
    if (!metadata || typeof metadata.id !== "string") return unsent;
    if (metadata.bound === null || metadata.bound === undefined) continue;
    const promise = typeof metadata.bound === "string" ? /^\$@([0-9a-f]{1,8})$/.exec(metadata.bound) : null;
    const args = promise && fields.get(`$ACTION_${ref[1]}:${Number.parseInt(promise[1] ?? "", 16)}`);
    if (typeof args !== "string" || replyProblem(args, undefined, true)) return unsent;
  }
  return undefined;
}

/** A form field's JSON object, or null when it is none. */
function parsedObject(value: FormDataEntryValue | null): Record<string, unknown> | null {
  if (typeof value !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A 4xx answer for a server action call Next would otherwise fail on with a 500: from another site
 * (Origin), over the body limit, a body that is not what Next's decoder expects for its Content-Type
 * (JSON for a call from script, multipart form data for a form post or a call with files), JSON nested
 * deep enough to exhaust the decoder, or references (`$F0`, `$Q1`, …) to parts the body does not hold.
 * Content-Types are compared as Next compares them (exactly, case included). The body is read no
 * further than the limit. Null when the request may go on.
 */
export async function refuseMalformedAction(request: Request): Promise<NextResponse | null> {
  if (request.method !== "POST") return null;
  const contentType = request.headers.get("content-type");
  const fetchAction = request.headers.has("next-action");
  const multipart = contentType?.startsWith("multipart/form-data") ?? false;
  // Next treats a POST as an action call when it names one, or when it is multipart (a form posted
  // without script); a form-encoded body it never decodes.
  if (!fetchAction && !multipart) return null;

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
  if (fetchAction && contentType === "application/x-www-form-urlencoded") return null;

  const bytes = await readBoundedBytes(request.clone(), ACTION_BODY_LIMIT_BYTES);
  if (bytes === null) {
    // Answered now, whether the client has stopped sending or not (a body without end, or a slow one).
    endRequestBody();
    return refuse(413, "The request body is larger than 1 MB.");
  }
  const problem = multipart
    ? await multipartFields(request, bytes).then((fields) =>
        fields === null
          ? { status: 400, message: "The request body is not well-formed form data." }
          : multipartProblem(fields, fetchAction),
      )
    : // As Next reads it: a byte order mark stays, and is no JSON.
      replyProblem(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes));
  return problem ? refuse(problem.status, problem.message) : null;
}
