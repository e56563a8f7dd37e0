/** Where the server process (lib/runtime/request-context.ts) puts `endRequestBody` for code bundled apart from it. */
export const END_REQUEST_BODY = Symbol.for("cardinal.endRequestBody");

/**
 * Ends the body of the request being handled where it has been read; what the connection still brings
 * is dropped. Next sends the proxy's answer only once the body has ended (it keeps a copy for the page),
 * so a refusal for size would otherwise wait for as long as the client goes on sending. Outside the
 * server process (tests, other runtimes) there is no such request and nothing happens.
 */
export function endRequestBody(): void {
  (globalThis as { [END_REQUEST_BODY]?: () => void })[END_REQUEST_BODY]?.();
}

/**
 * A request body as text, read no further than `limitBytes`: a declared Content-Length over the limit is
 * refused before anything is read, and a body without one (chunked) is cut off as soon as it passes the
 * limit. Null when the body is too large. Every handler that reads a body reads it through this.
 */
export async function readBoundedText(request: Request, limitBytes: number): Promise<string | null> {
  const bytes = await readBoundedBytes(request, limitBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/** The same, as bytes: for bodies that are not text (form data with files). */
export async function readBoundedBytes(
  request: Request,
  limitBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limitBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      // Not awaited: a cloned body's cancel settles only once the original is cancelled too.
      reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
