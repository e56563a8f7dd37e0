// The Actions API (`/data/actions/{dataset}`): each action the Studio sends becomes plain mutations
// of one transaction, with the preconditions the hosted API checks.
import { Mutation } from "@sanity/mutator";
import { type LakeDocument, publishedId as toPublishedId } from "./documents.ts";
import { RELEASE_ACTIONS, releaseActionToMutations } from "./releases.ts";
import { LakeError, type RawMutation } from "./store.ts";

export type LakeAction = { actionType: string } & Record<string, unknown>;

type Lookup = (id: string) => LakeDocument | null;

function str(action: LakeAction, key: string): string {
  const value = action[key];
  if (typeof value !== "string" || value === "") {
    throw new LakeError(400, "validationError", `${action.actionType}: "${key}" is required`);
  }
  return value;
}

function strip(doc: LakeDocument, id: string): LakeDocument {
  const { _rev: _ignored, _originalId: _alsoIgnored, ...rest } = doc;
  return { ...rest, _id: id };
}

function expectRevision(doc: LakeDocument | null, expected: unknown, label: string): void {
  if (typeof expected !== "string") return;
  if (doc?._rev !== expected) {
    throw new LakeError(
      409,
      "conflictError",
      `The ${label} document has revision "${doc?._rev ?? "none"}", expected "${expected}"`,
    );
  }
}

export const SUPPORTED_ACTIONS = [
  "sanity.action.document.create",
  "sanity.action.document.edit",
  "sanity.action.document.publish",
  "sanity.action.document.unpublish",
  "sanity.action.document.delete",
  "sanity.action.document.discard",
  "sanity.action.document.version.discard",
  "sanity.action.document.replaceDraft",
] as const;

/** Mutations for one action; `get` sees the effects of the earlier actions of the same request. */
export function actionToMutations(
  action: LakeAction,
  get: Lookup,
  all: () => Iterable<LakeDocument> = () => [],
): RawMutation[] {
  if (RELEASE_ACTIONS.has(action.actionType)) {
    return releaseActionToMutations(action, get, all, new Date().toISOString());
  }
  switch (action.actionType) {
    case "sanity.action.document.create": {
      const attributes = action.attributes as LakeDocument | undefined;
      if (!attributes?._id) throw new LakeError(400, "validationError", "create: attributes._id is required");
      if (get(attributes._id)) {
        if (action.ifExists === "ignore") return [];
        throw new LakeError(409, "documentAlreadyExistsError", `Document "${attributes._id}" already exists`);
      }
      return [{ create: attributes }];
    }
    case "sanity.action.document.edit": {
      const draft = str(action, "draftId");
      const published = get(str(action, "publishedId"));
      const ensure: RawMutation[] = get(draft)
        ? []
        : published
          ? [{ create: strip(published, draft) }]
          : (() => {
              throw new LakeError(409, "documentNotFoundError", `Document "${draft}" not found`);
            })();
      return [...ensure, { patch: { ...(action.patch as object), id: draft } }];
    }
    case "sanity.action.document.publish": {
      const draftId = str(action, "draftId");
      const publishedId = str(action, "publishedId");
      const draft = get(draftId);
      if (!draft) throw new LakeError(409, "documentNotFoundError", `Draft "${draftId}" not found`);
      expectRevision(draft, action.ifDraftRevisionId, "draft");
      expectRevision(get(publishedId), action.ifPublishedRevisionId, "published");
      return [{ createOrReplace: strip(draft, publishedId) }, { delete: { id: draftId } }];
    }
    case "sanity.action.document.unpublish": {
      const draftId = str(action, "draftId");
      const publishedId = str(action, "publishedId");
      const published = get(publishedId);
      if (!published)
        throw new LakeError(409, "documentNotFoundError", `Document "${publishedId}" is not published`);
      const keepDraft: RawMutation[] = get(draftId) ? [] : [{ create: strip(published, draftId) }];
      return [...keepDraft, { delete: { id: publishedId } }];
    }
    case "sanity.action.document.delete": {
      const publishedId = str(action, "publishedId");
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.map(String) : [];
      return [publishedId, ...drafts].filter((id) => get(id) !== null).map((id) => ({ delete: { id } }));
    }
    case "sanity.action.document.discard":
    case "sanity.action.document.version.discard": {
      const id = typeof action.draftId === "string" ? action.draftId : str(action, "versionId");
      if (!get(id)) throw new LakeError(409, "documentNotFoundError", `Document "${id}" not found`);
      return [{ delete: { id } }];
    }
    case "sanity.action.document.replaceDraft": {
      const attributes = action.attributes as LakeDocument | undefined;
      const publishedId = str(action, "publishedId");
      if (!attributes) throw new LakeError(400, "validationError", "replaceDraft: attributes are required");
      return [{ createOrReplace: { ...attributes, _id: `drafts.${toPublishedId(publishedId)}` } }];
    }
    default:
      throw new LakeError(
        400,
        "validationError",
        `The local Content Lake does not support "${action.actionType}"`,
      );
  }
}

/**
 * Every action of a request, in order, as one list of mutations. Each action sees the documents as the
 * actions before it left them, patches applied: an edit followed by a publish in one request publishes
 * the edited draft, as on the hosted API (never the draft as it was before the request).
 */
export function actionsToMutations(
  actions: LakeAction[],
  get: Lookup,
  everyDocument: () => Iterable<LakeDocument> = () => [],
): RawMutation[] {
  const overlay = new Map<string, LakeDocument | null>();
  const lookup: Lookup = (id) => (overlay.has(id) ? (overlay.get(id) ?? null) : get(id));
  const all: RawMutation[] = [];
  for (const action of actions) {
    const mutations = actionToMutations(action, lookup, everyDocument);
    for (const mutation of mutations) {
      const [kind, body] = Object.entries(mutation)[0] ?? [];
      const id = String(kind === "patch" || kind === "delete" ? body?.id : body?._id);
      const current = lookup(id);
      // The mutator writes into what it is given: it works on copies.
      const next = new Mutation({ mutations: [structuredClone(mutation)] }).apply(
        current ? structuredClone(current) : null,
      ) as LakeDocument | null;
      overlay.set(id, next);
    }
    all.push(...mutations);
  }
  return all;
}
