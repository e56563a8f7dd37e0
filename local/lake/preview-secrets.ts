// The Presentation tool stores each preview URL secret as a hidden draft (`drafts.<uuid>`, type
// `sanity.previewUrlSecret`) that is valid for SECRET_TTL seconds after its last update. It deletes the
// expired ones only when it creates the next secret, so a Studio that is not opened again would leave them
// for good, as hidden drafts no editor can see or remove. The lake collects them itself once they expire.
import { SECRET_TTL, schemaType } from "@sanity/preview-url-secret/constants";
import type { LakeDocument } from "./documents.ts";

/** The longest a timer can wait in Node (about 24.8 days). */
const MAX_DELAY = 2 ** 31 - 1;

/** When a preview secret stops being accepted (ms since the epoch); undefined for any other document. */
export function previewSecretExpiry(doc: LakeDocument): number | undefined {
  if (doc._type !== schemaType) return undefined;
  const updated = Date.parse(String(doc._updatedAt ?? doc._createdAt ?? ""));
  // A secret without a readable time was never valid: collected at once.
  return Number.isNaN(updated) ? 0 : updated + SECRET_TTL * 1000;
}

/** The ids of the preview secrets that have expired at `now`. */
export function expiredPreviewSecrets(all: Iterable<LakeDocument>, now: number): string[] {
  const ids: string[] = [];
  for (const doc of all) {
    const expiry = previewSecretExpiry(doc);
    if (expiry !== undefined && expiry <= now) ids.push(doc._id);
  }
  return ids;
}

export interface PreviewSecretCollector {
  /** Looks at the secrets again (after every transaction). */
  reschedule(): void;
  stop(): void;
}

/** Deletes expired preview secrets now (a lake stopped past their expiry) and each one when it expires. */
export function startPreviewSecretCollector(options: {
  all: () => Iterable<LakeDocument>;
  remove: (ids: string[]) => void;
  log: (line: string) => void;
  now?: () => number;
}): PreviewSecretCollector {
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    timer = undefined;
    const ids = expiredPreviewSecrets(options.all(), now());
    if (ids.length > 0) {
      try {
        options.remove(ids);
        options.log(`[lake] removed ${ids.length} expired preview secret(s)`);
      } catch (error) {
        options.log(`[lake] ERROR: expired preview secrets were not removed: ${String(error)}`);
        return;
      }
    }
    arm();
  };
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    let next = Number.POSITIVE_INFINITY;
    for (const doc of options.all()) next = Math.min(next, previewSecretExpiry(doc) ?? next);
    if (!Number.isFinite(next)) return;
    timer = setTimeout(run, Math.min(Math.max(0, next - now()), MAX_DELAY));
    timer.unref();
  };
  run();
  return {
    reschedule: arm,
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
