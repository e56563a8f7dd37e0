import { type ExprNode, evaluate, parse } from "groq-js";

/**
 * Sync tags, as the Content Lake's Live Content API hands them out: a query's answer names what it read
 * (`syncTags` beside `result`), and every change to the dataset is announced with the tags it touches
 * (`/data/live/events`). A cached fetch tagged with its answer's sync tags is expired by exactly the
 * changes that can alter that answer. Hosted Sanity's tags are opaque; these say what they stand for:
 *
 * - `s1:d:<id>`: a field of this document was read (any field but `_id` and `_type`, which the
 *   filters of almost every query compare on every document);
 * - `s1:t:<type>`: a document of this type was read, or a filter compared `_type` with it: a new or
 *   removed document of the type can change the answer;
 * - `s1:e:<type>`: the answer read so many documents of the type that it names the type instead of
 *   each one: any change to a document of the type.
 *
 * A change to document `X` of type `T` is announced as `s1:d:X` and `s1:e:T`, plus `s1:t:T` when the
 * document appears or disappears.
 */
export type SyncTag = `s1:${string}`;

/** The cache tag every content fetch carries: expiring it rebuilds every page from content. */
export const ALL_CONTENT_TAG = "sanity";

/** The cache tag of a sync tag, named as next-sanity's `defineLive` names it. */
export const cacheTagOf = (syncTag: string) => `sanity:${syncTag}`;

export type TrackedDocument = { _id: string; _type: string } & Record<string, unknown>;

/** Above this many documents an answer names their types instead (Next keeps up to 128 tags a fetch). */
export const MAX_DOCUMENT_TAGS = 64;

const UNTRACKED_KEYS = new Set<PropertyKey>(["_id", "_type", "_originalId"]);

export const documentTag = (id: string): SyncTag => `s1:d:${id}`;
export const typeTag = (type: string): SyncTag => `s1:t:${type}`;
export const everyEditTag = (type: string): SyncTag => `s1:e:${type}`;

interface Compared {
  types: Set<string>;
  ids: Set<string>;
}

/**
 * What a parsed query compares `_type` and `_id` with (`_type == "x"`, `_id in ["x", "y"]`): an answer
 * that found no such document yet still depends on one appearing.
 */
function compared(node: unknown, found: Compared): void {
  if (!node || typeof node !== "object") return;
  const expr = node as { type?: string; op?: string; left?: unknown; right?: unknown };
  const attributeName = (side: unknown) => {
    const access = side as { type?: string; name?: string; base?: { type?: string } };
    return access?.type === "AccessAttribute" && access.base?.type !== "Deref" ? access.name : undefined;
  };
  if (expr.type === "OpCall" && (expr.op === "==" || expr.op === "in")) {
    const leftName = attributeName(expr.left);
    const name = leftName ?? attributeName(expr.right);
    const other = leftName ? expr.right : expr.left;
    const into = name === "_type" ? found.types : name === "_id" ? found.ids : undefined;
    if (into) {
      const value = other as { type?: string; value?: unknown; elements?: { value?: { value?: unknown } }[] };
      if (value?.type === "Value" && typeof value.value === "string") into.add(value.value);
      if (value?.type === "Value" && Array.isArray(value.value))
        for (const item of value.value) if (typeof item === "string") into.add(item);
      if (value?.type === "Array")
        for (const element of value.elements ?? [])
          if (typeof element.value?.value === "string") into.add(element.value.value);
    }
  }
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) for (const item of child) compared(item, found);
    else if (child && typeof child === "object") compared(child, found);
  }
}

/** The sync tags of an answer that read these documents and compared `_type`/`_id` with these values. */
export function tagsForReads(read: Iterable<TrackedDocument>, { types, ids }: Compared): SyncTag[] {
  const documents = new Map<string, string>();
  for (const doc of read) documents.set(doc._id, doc._type);
  const tags = new Set<SyncTag>();
  for (const type of types) tags.add(typeTag(type));
  for (const id of ids) tags.add(documentTag(id));
  for (const type of documents.values()) tags.add(typeTag(type));
  if (documents.size > MAX_DOCUMENT_TAGS) {
    for (const type of new Set(documents.values())) tags.add(everyEditTag(type));
  } else {
    for (const id of documents.keys()) tags.add(documentTag(id));
  }
  return [...tags].sort();
}

/** The tags a change to one document announces. `before`/`after` are null when it did not/does not exist. */
export function tagsForChange(
  id: string,
  before: TrackedDocument | null,
  after: TrackedDocument | null,
): SyncTag[] {
  const type = after?._type ?? before?._type;
  if (!type) return [];
  const tags: SyncTag[] = [documentTag(id), everyEditTag(type)];
  if (!before || !after) tags.push(typeTag(type));
  if (before && after && before._type !== after._type) tags.push(typeTag(before._type), typeTag(after._type));
  return tags;
}

const parsed = new Map<string, ExprNode>();

/**
 * groq-js evaluates both sides of `&&`, so `*[_type == "caseStudy" && slug == $slug]` would read the
 * slug of every document. In a filter only `true` keeps a document, and there `a && b` and
 * `select(a => b, false)` keep the same ones; the second reads `b` only where `a` holds.
 */
function shortCircuitFilters(node: unknown, inFilter = false): unknown {
  if (Array.isArray(node)) return node.map((item) => shortCircuitFilters(item, false));
  if (!node || typeof node !== "object") return node;
  const expr = node as { type?: string; left?: unknown; right?: unknown; expr?: unknown };
  if (inFilter && expr.type === "And") {
    return {
      type: "Select",
      alternatives: [
        {
          type: "SelectAlternative",
          condition: shortCircuitFilters(expr.left, true),
          value: shortCircuitFilters(expr.right, true),
        },
      ],
      fallback: { type: "Value", value: false },
    };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = shortCircuitFilters(value, expr.type === "Filter" && key === "expr");
  }
  return out;
}

function parseCached(query: string, params: Record<string, unknown>): ExprNode {
  // groq-js resolves parameters while parsing, so the values are part of the key.
  const key = `${query}\u0000${JSON.stringify(params)}`;
  let tree = parsed.get(key);
  if (!tree) {
    tree = shortCircuitFilters(parse(query, { params })) as ExprNode;
    if (parsed.size > 500) parsed.clear();
    parsed.set(key, tree);
  }
  return tree;
}

/**
 * Evaluates a GROQ query over documents (groq-js) and returns its answer with its sync tags: each
 * document is seen by the evaluator through a proxy that records the fields read.
 */
export async function queryWithSyncTags<D extends TrackedDocument>(
  documents: readonly D[],
  query: string,
  params: Record<string, unknown> = {},
  byId: ReadonlyMap<string, D> = new Map(documents.map((doc) => [doc._id, doc])),
): Promise<{ result: unknown; syncTags: SyncTag[]; read: ReadonlySet<TrackedDocument> }> {
  const tree = parseCached(query, params);
  const read = new Set<TrackedDocument>();
  const proxies = new Map<D, D>();
  const watched = (doc: D): D => {
    let proxy = proxies.get(doc);
    if (!proxy) {
      // groq-js asks `hasOwnProperty` (answered by getOwnPropertyDescriptor) before it reads a field, and
      // probes every value for `next` and `then`; only the document's own fields count as read.
      const field = (key: PropertyKey) => typeof key === "string" && !UNTRACKED_KEYS.has(key);
      proxy = new Proxy(doc, {
        get(target, key, receiver) {
          if (field(key) && Object.hasOwn(target, key)) read.add(target);
          return Reflect.get(target, key, receiver);
        },
        getOwnPropertyDescriptor(target, key) {
          if (field(key)) read.add(target);
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
        has(target, key) {
          if (field(key)) read.add(target);
          return Reflect.has(target, key);
        },
        ownKeys(target) {
          read.add(target);
          return Reflect.ownKeys(target);
        },
      });
      proxies.set(doc, proxy);
    }
    return proxy;
  };
  const value = await evaluate(tree, {
    dataset: documents.map(watched),
    params,
    dereference: ({ _ref }) => {
      const doc = byId.get(_ref);
      return doc ? watched(doc) : null;
    },
  });
  // The answer as plain data: reading it marks what it returns as read, which it was.
  const result = JSON.parse(JSON.stringify((await value.get()) ?? null)) as unknown;
  const found: Compared = { types: new Set(), ids: new Set() };
  compared(tree, found);
  return { result, syncTags: tagsForReads(read, found), read };
}
