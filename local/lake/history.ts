// Document history from the lake's transaction log, as the History API serves it: a document at a
// revision, at a time or at its last revision; the transactions of documents; the document events
// the Studio's History panel lists (Events API); and the retention that bounds the log.
import type { LakeDocument } from "./documents.ts";
import { isDraftId, isVersionId, publishedId } from "./documents.ts";
import type { Transaction } from "./store.ts";

/** The editor every local change is attributed to (`/users/me`). */
export const LOCAL_EDITOR_ID = "local-editor";

/** Days a transaction is kept (Sanity's Growth plan keeps 90); `SANITY_LOCAL_HISTORY_DAYS` overrides it. */
export const DEFAULT_HISTORY_DAYS = 90;

export function historyDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.SANITY_LOCAL_HISTORY_DAYS);
  return Number.isFinite(days) && days > 0 ? days : DEFAULT_HISTORY_DAYS;
}

/**
 * One transaction that creates documents as they are: the first revision of the seed, and of
 * documents whose revision the log does not hold (a data folder from before the log kept them).
 */
export function baselineTransaction(id: string, timestamp: string, documents: LakeDocument[]): Transaction {
  return {
    id,
    timestamp,
    author: LOCAL_EDITOR_ID,
    effects: documents.map((doc) => {
      const after = { ...doc, _rev: id };
      return { id: doc._id, before: null, after, mutations: [{ create: after }] };
    }),
  };
}

/** Transactions that produced no document's current revision and are older than the retention. */
export function retained(
  log: readonly Transaction[],
  current: Iterable<LakeDocument>,
  now: Date,
  days: number,
) {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const currentRevisions = new Set([...current].map((doc) => doc._rev));
  return log.filter((tx) => tx.timestamp >= cutoff || currentRevisions.has(tx.id));
}

type Lookup = (id: string) => LakeDocument | null;

/** Every document's state before the first transaction of the log touching it. */
function initialState(log: readonly Transaction[], id: string, current: Lookup): LakeDocument | null {
  for (const tx of log) {
    const effect = tx.effects.find((candidate) => candidate.id === id);
    if (effect) return effect.before;
  }
  return current(id);
}

/** The state of `id` right after the transaction at `index` of the log. */
function stateAfter(log: readonly Transaction[], id: string, index: number, current: Lookup) {
  let state = initialState(log, id, current);
  for (let i = 0; i <= index && i < log.length; i += 1) {
    const effect = log[i]?.effects.find((candidate) => candidate.id === id);
    if (effect) state = effect.after;
  }
  return state;
}

export interface HistoryPoint {
  revision?: string;
  time?: string;
  lastRevision?: boolean;
}

/**
 * `GET /data/history/{dataset}/documents/{ids}`: each document as it was right after the
 * transaction `revision` (the one it touched carries that `_rev`), at `time`, or, with
 * `lastRevision`, as it is now or was last before it was deleted. A revision no longer in the log
 * (retention) answers no documents.
 */
export function documentsAt(
  log: readonly Transaction[],
  ids: string[],
  at: HistoryPoint,
  current: Lookup,
): LakeDocument[] {
  if (at.lastRevision) return lastRevisions(log, ids, current);
  let index: number;
  if (at.revision) {
    index = log.findIndex((tx) => tx.id === at.revision);
    if (index < 0) return [];
  } else {
    const time = at.time ?? new Date().toISOString();
    index = -1;
    for (const [i, tx] of log.entries()) if (tx.timestamp <= time) index = i;
  }
  return ids.map((id) => stateAfter(log, id, index, current)).filter((doc) => doc !== null);
}

/**
 * Existing documents as they are; when none of them exists any more, the one deleted last as it was
 * before (a draft removed by an earlier publish is not what a restore should bring back).
 */
function lastRevisions(log: readonly Transaction[], ids: string[], current: Lookup): LakeDocument[] {
  const existing = ids.map(current).filter((doc) => doc !== null);
  if (existing.length > 0) return existing;
  let last: { at: number; doc: LakeDocument } | null = null;
  for (const [index, tx] of log.entries()) {
    for (const effect of tx.effects) {
      if (ids.includes(effect.id) && effect.before && !effect.after) last = { at: index, doc: effect.before };
    }
  }
  return last ? [last.doc] : [];
}

export interface TransactionsQuery {
  fromTransaction?: string | null;
  toTransaction?: string | null;
  fromTime?: string | null;
  toTime?: string | null;
  reverse?: boolean;
  limit?: number;
  authors?: string[];
}

/**
 * `GET /data/history/{dataset}/transactions/{ids}`: the transactions touching `ids`, oldest first,
 * between `fromTransaction` and `toTransaction` (both included, as on the hosted API).
 */
export function transactionsOf(
  log: readonly Transaction[],
  ids: Set<string>,
  query: TransactionsQuery,
): Transaction[] {
  let list = log.filter((tx) => tx.effects.some((effect) => ids.has(effect.id)));
  if (query.fromTransaction) {
    const from = list.findIndex((tx) => tx.id === query.fromTransaction);
    if (from > 0) list = list.slice(from);
  }
  if (query.toTransaction) {
    const to = list.findIndex((tx) => tx.id === query.toTransaction);
    if (to >= 0) list = list.slice(0, to + 1);
  }
  if (query.fromTime) list = list.filter((tx) => tx.timestamp >= (query.fromTime as string));
  if (query.toTime) list = list.filter((tx) => tx.timestamp <= (query.toTime as string));
  if (query.authors?.length) list = list.filter((tx) => query.authors?.includes(tx.author));
  if (query.reverse) list = [...list].reverse();
  return list.slice(0, query.limit ?? Number.POSITIVE_INFINITY);
}

/** The release a version id belongs to: `versions.<release>.<id>`; "" for drafts. */
export function releaseOf(id: string): string {
  return isVersionId(id) ? (id.split(".")[1] ?? "") : "";
}

export type DocumentEvent = {
  type:
    | "createDocumentVersion"
    | "deleteDocumentVersion"
    | "publishDocumentVersion"
    | "unpublishDocument"
    | "deleteDocumentGroup"
    | "createLiveDocument"
    | "updateLiveDocument";
  documentId: string;
  timestamp: string;
  author: string;
} & Record<string, unknown>;

/** The lifecycle events one transaction caused in the document group of `group` (a published id). */
function eventsOf(tx: Transaction, group: string, states: Map<string, LakeDocument | null>): DocumentEvent[] {
  const effects = tx.effects.filter((effect) => publishedId(effect.id) === group);
  if (effects.length === 0) return [];
  const base = { documentId: group, timestamp: tx.timestamp, author: tx.author };
  const existedBefore = [...states.values()].some(Boolean);
  for (const effect of effects) states.set(effect.id, effect.after);
  const existsAfter = [...states.values()].some(Boolean);
  const published = effects.find((effect) => effect.id === group);
  const variants = effects.filter((effect) => effect.id !== group);
  const removed = variants.filter((effect) => effect.before && !effect.after);
  const events: DocumentEvent[] = [];
  if (existedBefore && !existsAfter) return [{ type: "deleteDocumentGroup", ...base }];
  const source = published?.after ? removed[0] : undefined;
  if (published?.after && source) {
    events.push({
      type: "publishDocumentVersion",
      ...base,
      revisionId: tx.id,
      versionId: source.id,
      releaseId: releaseOf(source.id),
      versionRevisionId: source.before?._rev,
      publishCause: isDraftId(source.id) ? "document.publish" : "release.publish",
    });
  } else if (published?.after) {
    events.push({
      type: published.before ? "updateLiveDocument" : "createLiveDocument",
      ...base,
      revisionId: tx.id,
    });
  } else if (published?.before) {
    const draft = [...states.entries()].find(([id, doc]) => doc && isDraftId(id));
    events.push({
      type: "unpublishDocument",
      ...base,
      versionId: draft?.[0],
      versionRevisionId: draft?.[1]?._rev,
      releaseId: "",
    });
  }
  for (const effect of variants) {
    if (effect === source) continue;
    const version = { versionId: effect.id, releaseId: releaseOf(effect.id) };
    if (!effect.before && effect.after) {
      events.push({ type: "createDocumentVersion", ...base, ...version, versionRevisionId: tx.id });
    } else if (effect.before && !effect.after) {
      events.push({
        type: "deleteDocumentVersion",
        ...base,
        ...version,
        versionRevisionId: effect.before._rev,
      });
    }
  }
  return events;
}

const PUBLISHED_EVENTS = new Set([
  "publishDocumentVersion",
  "unpublishDocument",
  "createLiveDocument",
  "updateLiveDocument",
  "deleteDocumentGroup",
]);

/**
 * `GET /data/history/{dataset}/events/documents/{id}`: the lifecycle events of one document
 * variant, newest first. The published document lists publishes, live edits, unpublishes and
 * deletion; a draft or release version lists its creation, publish, discard and the group's
 * deletion. Edits are not events: the Studio lists them from the transactions.
 */
export function documentEvents(
  log: readonly Transaction[],
  id: string,
  current: Iterable<LakeDocument>,
  page: { limit?: number; cursor?: string } = {},
): { events: DocumentEvent[]; nextCursor: string } {
  const group = publishedId(id);
  const lookup = new Map<string, LakeDocument>();
  for (const doc of current) if (publishedId(doc._id) === group) lookup.set(doc._id, doc);
  const states = new Map<string, LakeDocument | null>();
  const ids = new Set(lookup.keys());
  for (const tx of log)
    for (const effect of tx.effects) if (publishedId(effect.id) === group) ids.add(effect.id);
  for (const member of ids)
    states.set(
      member,
      initialState(log, member, (key) => lookup.get(key) ?? null),
    );
  const all: DocumentEvent[] = [];
  for (const tx of log) all.push(...eventsOf(tx, group, states));
  const mine = all.filter((event) =>
    id === group
      ? PUBLISHED_EVENTS.has(event.type)
      : event.type === "deleteDocumentGroup" || event.versionId === id,
  );
  mine.reverse();
  const offset = Number(page.cursor) || 0;
  const limit = page.limit && page.limit > 0 ? page.limit : 100;
  const slice = mine.slice(offset, offset + limit);
  return { events: slice, nextCursor: offset + limit < mine.length ? String(offset + limit) : "" };
}
