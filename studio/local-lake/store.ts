// The lake's dataset: documents in memory, written to the data folder after every transaction, and
// the transaction log the listener and the history API serve. Mutations are applied with Sanity's
// own mutator, so patches behave exactly as they do in the Studio's optimistic copy.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Mutation } from "@sanity/mutator";
import type { LakeDocument } from "./documents.ts";

export type RawMutation = Record<string, Record<string, unknown>>;

export interface DocumentEffect {
  id: string;
  before: LakeDocument | null;
  after: LakeDocument | null;
  mutations: RawMutation[];
}

export interface Transaction {
  id: string;
  timestamp: string;
  author: string;
  effects: DocumentEffect[];
}

/** A mutation the lake refuses, with the status and body the hosted API answers with. */
export class LakeError extends Error {
  readonly status: number;
  readonly type: string;
  constructor(status: number, type: string, description: string) {
    super(description);
    this.status = status;
    this.type = type;
  }
}

export const DOCUMENTS_FILE = "documents.ndjson";
const TRANSACTIONS_FILE = "transactions.ndjson";

function targetId(mutation: RawMutation): string {
  const [kind, body] = Object.entries(mutation)[0] ?? [];
  if (!kind || !body) throw new LakeError(400, "mutationError", "Empty mutation");
  const id = kind === "patch" || kind === "delete" ? body.id : body._id;
  if (typeof id !== "string" || id === "") {
    throw new LakeError(400, "mutationError", `The ${kind} mutation has no document id`);
  }
  return id;
}

function checkRevision(mutation: RawMutation, current: LakeDocument | null, id: string): void {
  const [kind, body] = Object.entries(mutation)[0] ?? [];
  if (kind === "create" && current) {
    throw new LakeError(409, "documentAlreadyExistsError", `Document by ID "${id}" already exists`);
  }
  if (kind === "patch" && !current) {
    throw new LakeError(409, "documentNotFoundError", `Document "${id}" not found`);
  }
  const expected = body?.ifRevisionID;
  if (typeof expected === "string" && current?._rev !== expected) {
    throw new LakeError(
      409,
      "conflictError",
      `Document "${id}" has unexpected revision ID ("${current?._rev ?? ""}"), expected "${expected}"`,
    );
  }
}

export function readNdjson(text: string): LakeDocument[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LakeDocument);
}

/**
 * Every open listen stream holds one transaction listener until its client leaves: one per open document
 * and list of each Studio tab, and the site's own. Node warns of a leak past 10; past this many it
 * would be one.
 */
const MAX_LISTEN_STREAMS = 256;

export class LakeStore extends EventEmitter<{ transaction: [Transaction] }> {
  readonly dataDir: string;
  private readonly documents = new Map<string, LakeDocument>();
  private readonly log: Transaction[] = [];

  constructor(dataDir: string, seed: () => LakeDocument[]) {
    super();
    this.setMaxListeners(MAX_LISTEN_STREAMS);
    this.dataDir = dataDir;
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, DOCUMENTS_FILE);
    const documents = existsSync(file) ? readNdjson(readFileSync(file, "utf8")) : this.seeded(seed());
    for (const doc of documents) this.documents.set(doc._id, doc);
    const log = join(dataDir, TRANSACTIONS_FILE);
    if (existsSync(log)) {
      for (const line of readFileSync(log, "utf8").split("\n")) {
        if (line.trim()) this.log.push(JSON.parse(line) as Transaction);
      }
    }
    if (!existsSync(file)) this.persist();
  }

  private seeded(documents: LakeDocument[]): LakeDocument[] {
    const now = new Date().toISOString();
    const rev = "seed";
    return documents.map((doc) => ({ _createdAt: now, _updatedAt: now, ...doc, _rev: doc._rev ?? rev }));
  }

  get(id: string): LakeDocument | null {
    return this.documents.get(id) ?? null;
  }

  all(): IterableIterator<LakeDocument> {
    return this.documents.values();
  }

  transactions(): readonly Transaction[] {
    return this.log;
  }

  /**
   * Applies mutations as one transaction: all of them or none. The transaction id becomes the
   * `_rev` of every document it touches.
   */
  commit(mutations: RawMutation[], options: { transactionId?: string; author: string }): Transaction {
    if (mutations.length === 0) throw new LakeError(400, "mutationError", "No mutations given");
    const id = options.transactionId || randomUUID().replaceAll("-", "").slice(0, 22);
    if (this.log.some((tx) => tx.id === id)) {
      throw new LakeError(409, "conflictError", `Transaction "${id}" has already been applied`);
    }
    const timestamp = new Date().toISOString();
    const working = new Map<string, DocumentEffect>();
    for (const raw of mutations) {
      const docId = targetId(raw);
      let effect = working.get(docId);
      if (!effect) {
        const before = this.get(docId);
        effect = { id: docId, before, after: before, mutations: [] };
        working.set(docId, effect);
      }
      checkRevision(raw, effect.after, docId);
      // The mutator writes into the objects it is given; the caller's copy stays untouched.
      const copy = structuredClone(raw);
      const next = new Mutation({ mutations: [copy], transactionId: id, resultRev: id, timestamp }).apply(
        effect.after ? structuredClone(effect.after) : null,
      ) as LakeDocument | null;
      effect.after = next;
      effect.mutations.push(raw);
    }
    const effects = [...working.values()].filter((effect) => effect.before !== null || effect.after !== null);
    for (const effect of effects) {
      if (effect.after && effect.before === null) effect.after._createdAt = timestamp;
      if (effect.after && !effect.after._type) {
        throw new LakeError(400, "mutationError", `Document "${effect.id}" has no _type`);
      }
    }
    for (const effect of effects) {
      if (effect.after) this.documents.set(effect.id, effect.after);
      else this.documents.delete(effect.id);
    }
    const transaction: Transaction = { id, timestamp, author: options.author, effects };
    this.log.push(transaction);
    this.persist(transaction);
    this.emit("transaction", transaction);
    return transaction;
  }

  private persist(transaction?: Transaction): void {
    const file = join(this.dataDir, DOCUMENTS_FILE);
    const lines = [...this.documents.values()].map((doc) => JSON.stringify(doc)).join("\n");
    writeFileSync(`${file}.tmp`, `${lines}\n`);
    renameSync(`${file}.tmp`, file);
    if (transaction)
      appendFileSync(join(this.dataDir, TRANSACTIONS_FILE), `${JSON.stringify(transaction)}\n`);
  }

  /** The document as it was right after a transaction (or at a time), rebuilt from the log. */
  documentAt(id: string, at: { revision?: string; time?: string }): LakeDocument | null {
    const touching = this.log.filter((tx) => tx.effects.some((effect) => effect.id === id));
    const effectOf = (tx: Transaction) => tx.effects.find((effect) => effect.id === id);
    // Before its first transaction the document was as seeded (the `before` of that transaction).
    const first = touching[0];
    let state: LakeDocument | null = first ? (effectOf(first)?.before ?? null) : this.get(id);
    if (at.revision && state?._rev === at.revision) return state;
    for (const tx of touching) {
      if (at.time && tx.timestamp > at.time) return state;
      state = effectOf(tx)?.after ?? null;
      if (at.revision && tx.id === at.revision) return state;
    }
    return at.revision ? null : state;
  }
}
