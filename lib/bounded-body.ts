/**
 * A request body as text, read no further than `limitBytes`: a declared Content-Length over the limit is
 * refused before anything is read, and a body without one (chunked) is cut off as soon as it passes the
 * limit. Null when the body is too large. Every handler that reads a body reads it through this.
 */
export async function readBoundedText(request: Request, limitBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limitBytes) return null;
  if (!request.body) return "";
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
  return new TextDecoder().decode(bytes);
}
