// Document ids and perspectives as the Content Lake defines them: `drafts.<id>` is the draft of
// `<id>`, `versions.<release>.<id>` a release version; the `drafts` perspective overlays drafts.

export type LakeDocument = { _id: string; _type: string; _rev?: string } & Record<string, unknown>;

export const DRAFTS_PREFIX = "drafts.";
const VERSIONS_PREFIX = "versions.";

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX);
}

export function isVersionId(id: string): boolean {
  return id.startsWith(VERSIONS_PREFIX);
}

/**
 * A document whose id has a dot (drafts, versions, releases, the preview URL secrets, `sanity.*` system
 * documents) is private on the hosted Content Lake: only a request with a token reads it.
 */
export function isPrivateId(id: string): boolean {
  return id.includes(".");
}

export function publishedId(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length);
  if (isVersionId(id)) return id.split(".").slice(2).join(".");
  return id;
}

export function draftId(id: string): string {
  return `${DRAFTS_PREFIX}${publishedId(id)}`;
}

export type Perspective = "raw" | "published" | "drafts";

/** `previewDrafts` is the old name of `drafts`; a stack such as `["drafts"]` or `[releaseId, "drafts"]` reads as drafts. */
export function parsePerspective(value: unknown): Perspective {
  const values = Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",") : [];
  if (values.length === 0) return "raw";
  if (values.includes("drafts") || values.includes("previewDrafts")) return "drafts";
  if (values.length === 1 && values[0] === "published") return "published";
  return "raw";
}

/** The documents a query sees under a perspective. */
export function documentsIn(perspective: Perspective, documents: Iterable<LakeDocument>): LakeDocument[] {
  const all = [...documents];
  if (perspective === "raw") return all;
  const published = all.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id));
  if (perspective === "published") return published;
  const merged = new Map<string, LakeDocument>();
  for (const doc of published) merged.set(doc._id, { ...doc, _originalId: doc._id });
  for (const doc of all) {
    if (!isDraftId(doc._id)) continue;
    const id = publishedId(doc._id);
    merged.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...merged.values()];
}
