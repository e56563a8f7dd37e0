/** The cache tags a published (or deleted) document invalidates: its type, which fetches are tagged with. */
export function tagsForWebhook(body: unknown): string[] {
  if (!body || typeof body !== "object") return [];
  const type = (body as { _type?: unknown })._type;
  if (typeof type !== "string" || !/^[A-Za-z0-9_.-]+$/.test(type)) return [];
  return [type];
}
