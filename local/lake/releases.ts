// Content Releases in the local lake, as the hosted Content Lake keeps them: a release is the document
// `_.releases.<releaseId>` (type `system.release`), its changes are document versions
// `versions.<releaseId>.<id>`, and the release actions become plain mutations of one transaction. A
// scheduled release is published at its `publishAt` by the scheduler below, which reads the schedule
// from the dataset, so a restart keeps it.
import { isVersionId, type LakeDocument, publishedId } from "./documents.ts";
import { LakeError, type RawMutation } from "./store.ts";

export const RELEASE_PREFIX = "_.releases.";
export const RELEASE_TYPE = "system.release";

export function releaseDocumentId(releaseId: string): string {
  return `${RELEASE_PREFIX}${releaseId}`;
}

/** `versions.<releaseId>.<id>` → `<releaseId>`. */
export function releaseOfVersion(id: string): string | null {
  return isVersionId(id) ? (id.split(".")[1] ?? null) : null;
}

type Action = { actionType: string } & Record<string, unknown>;
type Lookup = (id: string) => LakeDocument | null;

function text(action: Action, key: string): string {
  const value = action[key];
  if (typeof value !== "string" || value === "") {
    throw new LakeError(400, "validationError", `${action.actionType}: "${key}" is required`);
  }
  return value;
}

function release(get: Lookup, releaseId: string): LakeDocument {
  const doc = get(releaseDocumentId(releaseId));
  if (!doc) throw new LakeError(404, "releaseNotFoundError", `Release "${releaseId}" not found`);
  return doc;
}

function expectState(doc: LakeDocument, states: string[], verb: string): void {
  if (!states.includes(String(doc.state))) {
    throw new LakeError(
      409,
      "releaseStateError",
      `Release "${String(doc.name)}" is ${String(doc.state)} and cannot be ${verb}`,
    );
  }
}

/** The versions of a release, as they are now. */
export function versionsOf(releaseId: string, all: Iterable<LakeDocument>): LakeDocument[] {
  return [...all].filter((doc) => releaseOfVersion(doc._id) === releaseId);
}

/** Where an archived release keeps its versions until it is unarchived (or deleted with it). */
const ARCHIVED_VERSIONS = "_archivedVersions";

function stripRevision(doc: LakeDocument): LakeDocument {
  const { _rev: _ignored, ...rest } = doc;
  return rest as LakeDocument;
}

function stripVersion(doc: LakeDocument): LakeDocument {
  const { _rev: _ignored, _system: _alsoIgnored, ...rest } = doc;
  return { ...rest, _id: publishedId(doc._id) };
}

/** Publishing a release: every version replaces (or, marked for unpublish, removes) its published document. */
export function publishRelease(releaseId: string, get: Lookup, all: Iterable<LakeDocument>, now: string) {
  const doc = release(get, releaseId);
  expectState(doc, ["active", "scheduled"], "published");
  const versions = versionsOf(releaseId, all);
  const mutations: RawMutation[] = [];
  for (const version of versions) {
    const target = publishedId(version._id);
    const unpublish = (version._system as { delete?: boolean } | undefined)?.delete === true;
    if (unpublish) {
      if (get(target)) mutations.push({ delete: { id: target } });
    } else {
      mutations.push({ createOrReplace: stripVersion(version) });
    }
    mutations.push({ delete: { id: version._id } });
  }
  mutations.push({
    patch: {
      id: doc._id,
      set: {
        state: "published",
        publishedAt: now,
        finalDocumentStates: versions.map((version) => ({ id: publishedId(version._id) })),
      },
      unset: ["publishAt"],
    },
  });
  return mutations;
}

export const RELEASE_ACTIONS = new Set([
  "sanity.action.release.create",
  "sanity.action.release.edit",
  "sanity.action.release.schedule",
  "sanity.action.release.unschedule",
  "sanity.action.release.publish",
  "sanity.action.release.archive",
  "sanity.action.release.unarchive",
  "sanity.action.release.delete",
  "sanity.action.document.version.create",
  "sanity.action.document.version.replace",
  "sanity.action.document.version.unpublish",
]);

/** Mutations for a release or document-version action. */
export function releaseActionToMutations(
  action: Action,
  get: Lookup,
  all: () => Iterable<LakeDocument>,
  now: string,
): RawMutation[] {
  switch (action.actionType) {
    case "sanity.action.release.create": {
      const releaseId = text(action, "releaseId");
      if (get(releaseDocumentId(releaseId))) {
        throw new LakeError(409, "documentAlreadyExistsError", `Release "${releaseId}" already exists`);
      }
      const metadata = { releaseType: "undecided", ...(action.metadata as object | undefined) };
      return [
        {
          create: {
            _id: releaseDocumentId(releaseId),
            _type: RELEASE_TYPE,
            name: releaseId,
            state: "active",
            metadata,
          },
        },
      ];
    }
    case "sanity.action.release.edit": {
      const doc = release(get, text(action, "releaseId"));
      return [{ patch: { ...(action.patch as object), id: doc._id } }];
    }
    case "sanity.action.release.schedule": {
      const doc = release(get, text(action, "releaseId"));
      expectState(doc, ["active"], "scheduled");
      const publishAt = text(action, "publishAt");
      if (Number.isNaN(Date.parse(publishAt))) {
        throw new LakeError(400, "validationError", `"${publishAt}" is not a date and time`);
      }
      return [{ patch: { id: doc._id, set: { state: "scheduled", publishAt } } }];
    }
    case "sanity.action.release.unschedule": {
      const doc = release(get, text(action, "releaseId"));
      expectState(doc, ["scheduled"], "unscheduled");
      return [{ patch: { id: doc._id, set: { state: "active" }, unset: ["publishAt"] } }];
    }
    case "sanity.action.release.publish":
      return publishRelease(text(action, "releaseId"), get, all(), now);
    case "sanity.action.release.archive": {
      const releaseId = text(action, "releaseId");
      const doc = release(get, releaseId);
      expectState(doc, ["active"], "archived");
      const versions = versionsOf(releaseId, all());
      // The versions leave the dataset and are kept with the release, which unarchiving brings back.
      return [
        ...versions.map((version) => ({ delete: { id: version._id } })),
        {
          patch: {
            id: doc._id,
            set: {
              state: "archived",
              [ARCHIVED_VERSIONS]: versions.map((version) => stripRevision(version)),
            },
          },
        },
      ];
    }
    case "sanity.action.release.unarchive": {
      const doc = release(get, text(action, "releaseId"));
      expectState(doc, ["archived"], "unarchived");
      const kept = Array.isArray(doc[ARCHIVED_VERSIONS]) ? (doc[ARCHIVED_VERSIONS] as LakeDocument[]) : [];
      return [
        ...kept.map((version) => ({ createOrReplace: version })),
        { patch: { id: doc._id, set: { state: "active" }, unset: [ARCHIVED_VERSIONS] } },
      ];
    }
    case "sanity.action.release.delete": {
      const doc = release(get, text(action, "releaseId"));
      expectState(doc, ["archived", "published"], "deleted");
      return [{ delete: { id: doc._id } }];
    }
    case "sanity.action.document.version.create": {
      const document = action.document as LakeDocument | undefined;
      const versionId = document?._id ?? text(action, "versionId");
      const releaseId = releaseOfVersion(versionId);
      if (releaseId) expectState(release(get, releaseId), ["active"], "changed");
      if (get(versionId)) {
        throw new LakeError(409, "documentAlreadyExistsError", `Document "${versionId}" already exists`);
      }
      if (document) return [{ create: { ...document, _id: versionId } }];
      const base = get(text(action, "baseId"));
      if (!base) throw new LakeError(409, "documentNotFoundError", `Document "${action.baseId}" not found`);
      const { _rev: _ignored, ...copy } = base;
      return [{ create: { ...copy, _id: versionId } }];
    }
    case "sanity.action.document.version.replace": {
      const document = action.document as LakeDocument | undefined;
      if (!document?._id)
        throw new LakeError(400, "validationError", "version.replace: document is required");
      return [{ createOrReplace: document }];
    }
    case "sanity.action.document.version.unpublish": {
      const versionId = text(action, "versionId");
      const published = get(text(action, "publishedId"));
      if (!published)
        throw new LakeError(409, "documentNotFoundError", `"${action.publishedId}" is not published`);
      if (get(versionId)) return [{ patch: { id: versionId, set: { "_system.delete": true } } }];
      const { _rev: _ignored, ...copy } = published;
      return [{ create: { ...copy, _id: versionId, _system: { delete: true } } }];
    }
    default:
      throw new LakeError(
        400,
        "validationError",
        `The local Content Lake does not support "${action.actionType}"`,
      );
  }
}

/** The longest a timer can wait in Node (about 24.8 days); a later release is looked at again then. */
const MAX_DELAY = 2 ** 31 - 1;

export interface ReleaseScheduler {
  /** Looks at the schedule again (after every transaction). */
  reschedule(): void;
  stop(): void;
}

/**
 * Publishes every scheduled release whose time has come, then waits for the next one. The schedule is
 * the release documents themselves, so a lake that was stopped at the time publishes at its next start.
 */
export function startReleaseScheduler(options: {
  all: () => Iterable<LakeDocument>;
  publish: (releaseId: string) => void;
  log: (line: string) => void;
  now?: () => number;
}): ReleaseScheduler {
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  // A release that failed to publish waits for the next change rather than being retried at once.
  const failed = new Set<string>();
  const scheduled = () =>
    [...options.all()]
      .filter(
        (doc) => doc._type === RELEASE_TYPE && doc.state === "scheduled" && !failed.has(String(doc.name)),
      )
      .map((doc) => ({ releaseId: String(doc.name), at: Date.parse(String(doc.publishAt)) }))
      .sort((a, b) => a.at - b.at);
  const run = () => {
    timer = undefined;
    for (const due of scheduled().filter((entry) => entry.at <= now())) {
      try {
        options.publish(due.releaseId);
        options.log(`[lake] published the scheduled release "${due.releaseId}"`);
      } catch (error) {
        failed.add(due.releaseId);
        options.log(
          `[lake] ERROR: the scheduled release "${due.releaseId}" was not published: ${String(error)}`,
        );
      }
    }
    arm();
  };
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const next = scheduled()[0];
    if (!next) return;
    timer = setTimeout(run, Math.min(Math.max(0, next.at - now()), MAX_DELAY));
    timer.unref();
  };
  arm();
  return {
    reschedule: () => {
      failed.clear();
      arm();
    },
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

const NAMED_PERSPECTIVES = new Set(["raw", "published", "drafts", "previewDrafts"]);

/** The release ids of a perspective stack such as `["rSummer", "drafts"]`, highest priority first. */
export function releaseStack(value: unknown): string[] {
  const values = Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",") : [];
  return values.map((entry) => entry.trim()).filter((entry) => entry && !NAMED_PERSPECTIVES.has(entry));
}

/**
 * The documents a release perspective sees: each release's versions over the documents below it
 * (`base`: published, or drafts over published), the first release of the stack on top; a version
 * marked for unpublishing hides its document.
 */
export function overlayReleases(
  stack: string[],
  base: LakeDocument[],
  all: Iterable<LakeDocument>,
): LakeDocument[] {
  const merged = new Map(base.map((doc) => [doc._id, doc]));
  const versions = [...all].filter((doc) => isVersionId(doc._id));
  for (const releaseId of [...stack].reverse()) {
    for (const version of versions) {
      if (releaseOfVersion(version._id) !== releaseId) continue;
      const id = publishedId(version._id);
      if ((version._system as { delete?: boolean } | undefined)?.delete === true) merged.delete(id);
      else merged.set(id, { ...version, _id: id, _originalId: version._id });
    }
  }
  return [...merged.values()];
}
