// The lake's dataset: documents in memory, written to the data folder after every transaction, and
// the transaction log the listener and the history API serve. Mutations are applied with Sanity's
// own mutator, so patches behave exactly as they do in the Studio's optimistic copy.
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Mutation } from "@sanity/mutator";
import type { LakeDocument } from "./documents.ts";
import { baselineTransaction, documentsAt, type HistoryPoint, historyDays, retained } from "./history.ts";

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

function newTransactionId(): string {
  return randomUUID().replaceAll("-", "").slice(0, 22);
}

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

  constructor(dataDir: string, seed: () => LakeDocument[], options: { historyDays?: number } = {}) {
    super();
    this.setMaxListeners(MAX_LISTEN_STREAMS);
    this.dataDir = dataDir;
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, DOCUMENTS_FILE);
    const log = join(dataDir, TRANSACTIONS_FILE);
    if (existsSync(file)) {
      for (const doc of readNdjson(readFileSync(file, "utf8"))) this.documents.set(doc._id, doc);
      if (existsSync(log)) {
        for (const line of readFileSync(log, "utf8").split("\n")) {
          if (line.trim()) this.log.push(JSON.parse(line) as Transaction);
        }
      }
    } else {
      // The seed is the first transaction, so its revisions can be opened and restored.
      const now = new Date().toISOString();
      const documents = seed().map((doc) => ({ _createdAt: now, _updatedAt: now, ...doc }));
      const tx = baselineTransaction(newTransactionId(), now, documents);
      for (const effect of tx.effects) if (effect.after) this.documents.set(effect.id, effect.after);
      this.log.push(tx);
    }
    const before = this.log.length;
    this.log.unshift(...this.unloggedRevisions());
    const kept = retained(
      this.log,
      this.documents.values(),
      new Date(),
      options.historyDays ?? historyDays(),
    );
    const rewrite = !existsSync(file) || kept.length !== this.log.length || this.log.length !== before;
    this.log.splice(0, this.log.length, ...kept);
    if (rewrite) this.persist(undefined, true);
  }

  /** Revisions of documents that no logged transaction produced, as baseline transactions. */
  private unloggedRevisions(): Transaction[] {
    const logged = new Set(this.log.map((tx) => tx.id));
    const byRevision = new Map<string, LakeDocument[]>();
    for (const doc of this.documents.values()) {
      const rev = doc._rev ?? "";
      if (logged.has(rev)) continue;
      byRevision.set(rev, [...(byRevision.get(rev) ?? []), doc]);
    }
    return [...byRevision].map(([rev, docs]) => {
      const timestamp = String(docs[0]?._updatedAt ?? docs[0]?._createdAt ?? new Date().toISOString());
      const tx = baselineTransaction(rev || newTransactionId(), timestamp, docs);
      for (const effect of tx.effects) if (effect.after) this.documents.set(effect.id, effect.after);
      return tx;
    });
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
    const id = options.transactionId || newTransactionId();
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

  private persist(transaction?: Transaction, wholeLog = false): void {
    const file = join(this.dataDir, DOCUMENTS_FILE);
    const lines = [...this.documents.values()].map((doc) => JSON.stringify(doc)).join("\n");
    writeFileSync(`${file}.tmp`, `${lines}\n`);
    renameSync(`${file}.tmp`, file);
    const log = join(this.dataDir, TRANSACTIONS_FILE);
    if (wholeLog) {
      writeFileSync(`${log}.tmp`, this.log.map((tx) => `${JSON.stringify(tx)}\n`).join(""));
      renameSync(`${log}.tmp`, log);
    } else if (transaction) appendFileSync(log, `${JSON.stringify(transaction)}\n`);
  }

  /** Documents as they were at a revision, at a time, or last before deletion (the History API). */
  documentsAt(ids: string[], at: HistoryPoint): LakeDocument[] {
    return documentsAt(this.log, ids, at, (id) => this.get(id));
  }
}
