// The HTTP API of the local Content Lake: the subset of api.sanity.io the Studio and @sanity/client
// call, for one project and dataset. Anything else is answered 404 and logged as an error, so a Studio
// upgrade that needs a new endpoint shows up in the tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { hostnameOf, isLocalHostname, type LocalSiteEnv } from "../../lib/runtime/local-site.ts";
import { LOCAL_LAKE_DATASET, LOCAL_LAKE_PROJECT_ID } from "../../lib/sanity/env.ts";
import { contentSourceMap } from "../../lib/sanity/source-map.ts";
import { queryWithSyncTags, type SyncTag, tagsForChange } from "../../lib/sanity/sync-tags.ts";
import { actionsToMutations, type LakeAction } from "./actions.ts";
import {
  documentsIn,
  isDraftId,
  isPrivateId,
  isVersionId,
  type LakeDocument,
  type Perspective,
  parsePerspective,
  publishedId,
} from "./documents.ts";
import { documentEvents, historyDays, LOCAL_EDITOR_ID, transactionsOf } from "./history.ts";
import { assetIdOfFile, describeUpload, renderImage, storeAssetFile } from "./images.ts";
import { acceptPresenceSocket } from "./presence-socket.ts";
import { overlayReleases, releaseStack } from "./releases.ts";
import { LakeError, type LakeStore, type RawMutation, type Transaction } from "./store.ts";

export const LOCAL_EDITOR = {
  id: LOCAL_EDITOR_ID,
  name: "Local editor",
  email: "editor@localhost",
  profileImage: null,
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator", description: "Full rights on this machine" }],
  provider: "local",
};

const FULL_RIGHTS = ["create", "read", "update", "history", "editHistory", "manage"];
const MAX_BODY = 50 * 1024 * 1024;

export interface LakeServerOptions {
  store: LakeStore;
  /** Bearer token of the local editor: reads everything and writes. */
  token: string;
  /**
   * Bearer token of a viewer (the site's draft mode, as a hosted viewer token): reads drafts, versions
   * and every private document, writes nothing. Requests with neither token read published documents
   * whose id has no dot.
   */
  viewerToken?: string;
  /** The origins whose pages may call the lake from a browser (CORS); no other origin is answered. */
  allowedOrigins?: readonly string[];
  /** LOCAL_SITE_HOSTS and the like: which host names, besides loopback ones, address this lake. */
  env?: LocalSiteEnv;
  /** Called after every committed transaction (the site revalidates its pages). */
  onTransaction?: (transaction: Transaction) => void;
  log?: (line: string) => void;
}

type Handler = (ctx: RequestContext) => Promise<void> | void;

interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Path without `/v<version>` and `/projects/<id>` prefixes of the project hostname form. */
  path: string;
  /** The editor's token: may write. */
  editor: boolean;
  /** The editor's or the viewer's token: may read drafts and private documents. */
  reader: boolean;
  baseUrl: string;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, error: unknown): void {
  if (error instanceof LakeError) {
    send(res, error.status, {
      error: { description: error.message, type: error.type },
      message: error.message,
      statusCode: error.status,
    });
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  send(res, 400, { error: { description: message, type: "validationError" }, message, statusCode: 400 });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new LakeError(413, "validationError", "Request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readJson<T>(req: IncomingMessage): Promise<T> {
  const text = (await readBody(req)).toString("utf8");
  try {
    return (text ? JSON.parse(text) : {}) as T;
  } catch {
    throw new LakeError(400, "validationError", "The request body is not valid JSON");
  }
}

function queryParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (!key.startsWith("$")) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw new LakeError(400, "queryParseError", `Parameter ${key} is not valid JSON`);
    }
  }
  return params;
}

/** A GROQ query's answer over these documents, with the sync tags of what it read. */
export async function runQueryWithTags(
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
): Promise<Awaited<ReturnType<typeof queryWithSyncTags>>> {
  try {
    return await queryWithSyncTags(documents, query, params);
  } catch (error) {
    if (error instanceof Error && error.name === "GroqSyntaxError")
      throw new LakeError(400, "queryParseError", error.message);
    throw error;
  }
}

export async function runQuery(
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  return (await runQueryWithTags(documents, query, params)).result;
}

/**
 * The sync tags a transaction announces on `/data/live/events`: changes to published documents for
 * everyone, changes to drafts only to listeners that include drafts (tagged by the published id, as
 * the drafts perspective shows a draft under it).
 */
export function liveTagsOf(tx: Transaction, includeDrafts: boolean): SyncTag[] {
  const tags = new Set<SyncTag>();
  for (const effect of tx.effects) {
    const draft = isDraftId(effect.id) || isVersionId(effect.id);
    if (draft && !includeDrafts) continue;
    for (const tag of tagsForChange(publishedId(effect.id), effect.before, effect.after)) tags.add(tag);
  }
  return [...tags].sort();
}

/** The documents a request reads: as on the hosted API, without a token only public published ones. */
function visibleTo(
  reader: boolean,
  perspective: Perspective,
  documents: Iterable<LakeDocument>,
): LakeDocument[] {
  if (reader) return documentsIn(perspective, documents);
  return [...documents].filter((doc) => !isPrivateId(doc._id));
}

function filterOf(query: string): string {
  return query.trim() === "*" ? "*" : query;
}

export function createLakeServer(options: LakeServerOptions): Server {
  const { store, token } = options;
  const log = options.log ?? ((line: string) => console.info(line));

  const view = (perspective: Perspective) => documentsIn(perspective, store.all());

  const query: Handler = async ({ req, res, url, reader }) => {
    let text = url.searchParams.get("query") ?? "";
    let params = queryParams(url);
    let perspective = url.searchParams.get("perspective") ?? undefined;
    if (req.method === "POST") {
      const body = await readJson<{
        query?: string;
        params?: Record<string, unknown>;
        perspective?: unknown;
      }>(req);
      text = body.query ?? text;
      params = { ...params, ...body.params };
      if (body.perspective) perspective = String(body.perspective);
    }
    if (!text) throw new LakeError(400, "queryParseError", "The query is empty");
    const started = performance.now();
    const releases = reader ? releaseStack(perspective) : [];
    const answer = await runQueryWithTags(
      releases.length > 0
        ? overlayReleases(
            releases,
            view(parsePerspective(perspective) === "drafts" ? "drafts" : "published"),
            store.all(),
          )
        : visibleTo(reader, parsePerspective(perspective), store.all()),
      text,
      params,
    );
    send(res, 200, {
      ...(url.searchParams.get("returnQuery") === "false" ? {} : { query: text }),
      result: answer.result,
      syncTags: answer.syncTags,
      // Asked for by @sanity/client when it encodes the answer for the Presentation tool's overlays.
      ...(url.searchParams.has("resultSourceMap") && {
        resultSourceMap: contentSourceMap(answer.result, answer.read),
      }),
      ms: Math.round(performance.now() - started),
    });
  };

  const getDocuments: Handler = ({ res, path, reader }) => {
    const ids = decodeURIComponent(path.split("/")[4] ?? "")
      .split(",")
      .filter(Boolean);
    const documents: LakeDocument[] = [];
    const omitted: { id: string; reason: string }[] = [];
    for (const id of ids) {
      const doc = store.get(id);
      if (doc && (reader || !isPrivateId(id))) documents.push(doc);
      else omitted.push({ id, reason: doc ? "permission" : "existence" });
    }
    send(res, 200, { documents, omitted });
  };

  const commitAndAnswer = (
    res: ServerResponse,
    mutations: RawMutation[],
    transactionId: string | undefined,
    url: URL,
    resultShape: "mutate" | "actions",
  ) => {
    if (url.searchParams.get("dryRun") === "true") {
      send(res, 200, { transactionId: transactionId ?? "dry-run", results: [] });
      return;
    }
    const tx = store.commit(mutations, { transactionId, author: LOCAL_EDITOR.id });
    options.onTransaction?.(tx);
    if (resultShape === "actions") {
      send(res, 200, { transactionId: tx.id });
      return;
    }
    const results = tx.effects.map((effect) => ({
      id: effect.id,
      operation: effect.before === null ? "create" : effect.after === null ? "delete" : "update",
      ...(url.searchParams.get("returnDocuments") === "true" ? { document: effect.after } : {}),
    }));
    send(res, 200, { transactionId: tx.id, results });
  };

  /**
   * `{delete: {query, params}}` deletes every document the query returns (drafts included), as the
   * hosted API does; the Presentation tool clears its expired preview secrets this way.
   */
  const deletesByQuery = async (mutations: RawMutation[]): Promise<RawMutation[]> => {
    const out: RawMutation[] = [];
    for (const mutation of mutations) {
      const target = mutation.delete;
      if (!target || typeof target.query !== "string" || "id" in target) {
        out.push(mutation);
        continue;
      }
      const params = (target.params ?? {}) as Record<string, unknown>;
      const found = await runQuery(view("raw"), target.query, params);
      for (const doc of Array.isArray(found) ? found : found ? [found] : []) {
        const id = (doc as { _id?: unknown })._id;
        if (typeof id === "string") out.push({ delete: { id } });
      }
    }
    return out;
  };

  const mutate: Handler = async ({ req, res, url, editor }) => {
    if (!editor) throw new LakeError(401, "unauthorized", "Sign in to change content");
    const body = await readJson<{ mutations?: RawMutation[]; transactionId?: string }>(req);
    const mutations = await deletesByQuery(body.mutations ?? []);
    if (mutations.length === 0 && (body.mutations ?? []).length > 0) {
      // A delete by query that matched nothing: nothing to commit, as on the hosted API.
      send(res, 200, { transactionId: body.transactionId ?? "noop", results: [] });
      return;
    }
    commitAndAnswer(res, mutations, body.transactionId, url, "mutate");
  };

  const actions: Handler = async ({ req, res, url, editor }) => {
    if (!editor) throw new LakeError(401, "unauthorized", "Sign in to change content");
    const body = await readJson<{
      actions?: LakeAction | LakeAction[];
      transactionId?: string;
      dryRun?: boolean;
    }>(req);
    const list = Array.isArray(body.actions) ? body.actions : body.actions ? [body.actions] : [];
    const mutations = actionsToMutations(
      list,
      (id) => store.get(id),
      () => store.all(),
    );
    if (body.dryRun) url.searchParams.set("dryRun", "true");
    if (mutations.length === 0) {
      send(res, 200, { transactionId: body.transactionId ?? "noop" });
      return;
    }
    commitAndAnswer(res, mutations, body.transactionId, url, "actions");
  };

  const listen: Handler = async ({ req, res, url, reader }) => {
    const text = url.searchParams.get("query") ?? "*";
    const params = queryParams(url);
    const includeResult = url.searchParams.get("includeResult") !== "false";
    const includeMutations = url.searchParams.get("includeMutations") !== "false";
    const includePrevious = url.searchParams.get("includePreviousRevision") === "true";
    const includeAllVersions = url.searchParams.get("includeAllVersions") === "true";
    const wanted = new Set((url.searchParams.get("events") ?? "welcome,mutation,reconnect").split(","));
    const visibility = url.searchParams.get("visibility") === "transaction" ? "transaction" : "query";
    const listenerName = `local-${Math.random().toString(36).slice(2, 10)}`;
    res.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    const write = (event: string, data: unknown, id?: string) => {
      res.write(`${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    if (wanted.has("welcome")) write("welcome", { listenerName });

    const matches = async (doc: LakeDocument | null) => {
      if (!doc) return false;
      if (!reader && isPrivateId(doc._id)) return false;
      if (!includeAllVersions && isVersionId(doc._id)) return false;
      const result = await runQuery([doc], filterOf(text), params);
      return Array.isArray(result) ? result.length > 0 : Boolean(result);
    };
    const onTransaction = async (tx: Transaction) => {
      const relevant: { effect: Transaction["effects"][number]; before: boolean; after: boolean }[] = [];
      for (const effect of tx.effects) {
        const before = await matches(effect.before);
        const after = await matches(effect.after);
        if (before || after) relevant.push({ effect, before, after });
      }
      relevant.forEach(({ effect, before, after }, index) => {
        if (!wanted.has("mutation")) return;
        const { _rev: _previous, ...previous } = effect.before ?? ({} as LakeDocument);
        const { _rev: _next, ...next } = effect.after ?? ({} as LakeDocument);
        write(
          "mutation",
          {
            eventId: `${tx.id}#${effect.id}`,
            documentId: effect.id,
            transactionId: tx.id,
            transition: !before ? "appear" : !after ? "disappear" : "update",
            identity: tx.author,
            ...(includeMutations ? { mutations: effect.mutations } : {}),
            ...(includeResult && effect.after ? { result: effect.after } : {}),
            ...(includePrevious && effect.before ? { previous: effect.before } : {}),
            previousRev: effect.before?._rev,
            resultRev: tx.id,
            timestamp: tx.timestamp,
            visibility,
            effects: {
              apply: [0, effect.after ? next : null],
              revert: [0, effect.before ? previous : null],
            },
            transactionTotalEvents: relevant.length,
            transactionCurrentEvent: index + 1,
          },
          `${tx.id}#${effect.id}`,
        );
      });
    };
    let chain = Promise.resolve();
    const listener = (tx: Transaction) => {
      chain = chain
        .then(() => onTransaction(tx))
        .catch((error: unknown) => log(`[lake] listener: ${String(error)}`));
    };
    store.on("transaction", listener);
    const keepAlive = setInterval(() => res.write(":\n\n"), 15_000);
    req.on("close", () => {
      clearInterval(keepAlive);
      store.off("transaction", listener);
    });
  };

  /**
   * The Live Content API: `welcome` once connected, then a `message` per transaction with the sync tags
   * it touches (`id` is the transaction, which the client sends back as `lastLiveEventId`).
   * `includeDrafts=true` needs the editor's token and adds draft changes.
   */
  const liveEvents: Handler = ({ req, res, url, reader }) => {
    const includeDrafts = url.searchParams.get("includeDrafts") === "true";
    if (includeDrafts && !reader)
      throw new LakeError(401, "unauthorized", "Sign in to receive draft changes");
    res.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.write("event: welcome\ndata: {}\n\n");
    const listener = (tx: Transaction) => {
      const tags = liveTagsOf(tx, includeDrafts);
      if (tags.length > 0) res.write(`id: ${tx.id}\nevent: message\ndata: ${JSON.stringify({ tags })}\n\n`);
    };
    store.on("transaction", listener);
    const keepAlive = setInterval(() => res.write(":\n\n"), 15_000);
    req.on("close", () => {
      clearInterval(keepAlive);
      store.off("transaction", listener);
    });
  };

  const uploadImage: Handler = async ({ req, res, url, editor, baseUrl }) => {
    if (!editor) throw new LakeError(401, "unauthorized", "Sign in to upload images");
    const contents = await readBody(req);
    const upload = await describeUpload(contents, {
      filename: url.searchParams.get("filename") ?? undefined,
      baseUrl,
      projectId: LOCAL_LAKE_PROJECT_ID,
      dataset: LOCAL_LAKE_DATASET,
    });
    const existing = store.get(upload.document._id);
    if (existing) {
      send(res, 200, { document: existing });
      return;
    }
    storeAssetFile(store.dataDir, upload.document._id, upload.contents);
    const tx = store.commit([{ create: upload.document }], { author: LOCAL_EDITOR.id });
    options.onTransaction?.(tx);
    send(res, 200, { document: store.get(upload.document._id) });
  };

  const serveImage: Handler = async ({ req, res, path, url }) => {
    const file = path.split("/")[4] ?? "";
    // As on Sanity's CDN, an image is served only while its asset document exists.
    const assetId = assetIdOfFile(file);
    const image =
      assetId && store.get(assetId)
        ? await renderImage(store.dataDir, file, url.searchParams, req.headers.accept ?? "")
        : null;
    if (!image) {
      send(res, 404, { error: "Image not found" });
      return;
    }
    res.writeHead(200, {
      "Content-Type": image.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      ...(image.type === "image/svg+xml"
        ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
        : {}),
    });
    res.end(image.body);
  };

  const referencesTo: Handler = ({ res, path, url, editor }) => {
    const [, , , dataset = "", , id = ""] = path.split("/");
    if (url.searchParams.get("excludeInternalReferences") === "true") {
      send(res, 200, { totalCount: 0, references: [] });
      return;
    }
    const target = decodeURIComponent(id).replace(/^drafts\./, "");
    const referring = documentsIn(editor ? "drafts" : "published", store.all()).filter(
      (doc) => doc._id !== target && JSON.stringify(doc).includes(`"_ref":${JSON.stringify(target)}`),
    );
    send(res, 200, {
      totalCount: referring.length,
      references: referring.map((doc) => ({
        documentId: doc._id,
        projectId: LOCAL_LAKE_PROJECT_ID,
        datasetName: decodeURIComponent(dataset),
      })),
    });
  };

  const historyDocument: Handler = ({ res, path, url, editor }) => {
    if (!editor) throw new LakeError(401, "unauthorized", "Sign in to read history");
    const ids = decodeURIComponent(path.split("/")[5] ?? "")
      .split(",")
      .filter(Boolean);
    const documents = store.documentsAt(ids, {
      revision: url.searchParams.get("revision") ?? undefined,
      time: url.searchParams.get("time") ?? undefined,
      lastRevision: url.searchParams.get("lastRevision") === "true",
    });
    send(res, 200, { documents });
  };

  const historyTransactions: Handler = ({ res, path, url, editor }) => {
    if (!editor) throw new LakeError(401, "unauthorized", "Sign in to read history");
    const ids = new Set(decodeURIComponent(path.split("/")[5] ?? "").split(","));
    const excludeContent = url.searchParams.get("excludeContent") === "true";
    const list = transactionsOf(store.transactions(), ids, {
      fromTransaction: url.searchParams.get("fromTransaction"),
      toTransaction: url.searchParams.get("toTransaction"),
      fromTime: url.searchParams.get("fromTime"),
      toTime: url.searchParams.get("toTime"),
      reverse: url.searchParams.get("reverse") === "true",
      limit: Number(url.searchParams.get("limit")) || undefined,
      authors: url.searchParams.get("authors")?.split(",").filter(Boolean),
    });
    const strip = (doc: LakeDocument | null) => {
      if (!doc) return null;
      const { _rev: _unused, ...rest } = doc;
      return rest;
    };
    const lines = list.map((tx) => {
      const touched = tx.effects.filter((e) => ids.has(e.id));
      return JSON.stringify({
        id: tx.id,
        timestamp: tx.timestamp,
        author: tx.author,
        documentIDs: touched.map((e) => e.id),
        ...(excludeContent ? {} : { mutations: touched.flatMap((e) => e.mutations) }),
        effects: Object.fromEntries(
          touched.map((e) => [e.id, { apply: [0, strip(e.after)], revert: [0, strip(e.before)] }]),
        ),
      });
    });
    res.writeHead(200, { "Content-Type": "application/x-ndjson" });
    res.end(lines.length ? `${lines.join("\n")}\n` : "");
  };

  const historyEvents: Handler = ({ res, path, url, editor }) => {
    if (!editor) throw new LakeError(401, "unauthorized", "Sign in to read history");
    const id = decodeURIComponent(path.split("/")[6] ?? "");
    const { events, nextCursor } = documentEvents(store.transactions(), id, store.all(), {
      limit: Number(url.searchParams.get("limit")) || undefined,
      cursor: url.searchParams.get("nextCursor") ?? undefined,
    });
    send(res, 200, { events: { [id]: events }, nextCursor });
  };

  const project = {
    id: LOCAL_LAKE_PROJECT_ID,
    displayName: "Cardinal Consulting (this computer)",
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: { externalStudioHost: null },
    organizationId: null,
    organization: null,
    members: [
      {
        id: LOCAL_EDITOR.id,
        role: "administrator",
        roles: LOCAL_EDITOR.roles,
        isCurrentUser: true,
        isRobot: false,
      },
    ],
    features: [],
    pendingInvites: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
  };

  // Exact paths (after the version prefix) first, then patterns; each entry names what it answers.
  const routes: [method: string, pattern: RegExp, handler: Handler][] = [
    ["GET", /^\/users\/me$/, ({ res, editor }) => send(res, 200, editor ? LOCAL_EDITOR : {})],
    ["GET", /^\/users\/[^/]+$/, ({ res }) => send(res, 200, [LOCAL_EDITOR])],
    [
      "GET",
      /^\/users\/me\/keyvalue\/[^/]+$/,
      ({ res, path }) =>
        send(
          res,
          200,
          (path.split("/")[4] ?? "").split(",").map((key) => ({ key: decodeURIComponent(key), value: null })),
        ),
    ],
    ["PUT", /^\/users\/me\/keyvalue$/, async ({ req, res }) => send(res, 200, await readJson(req))],
    [
      "GET",
      /^\/auth\/providers$/,
      ({ res }) => send(res, 200, { thirdPartyLogin: false, sso: {}, providers: [] }),
    ],
    ["GET", /^\/projects\/[^/]+$/, ({ res }) => send(res, 200, project)],
    [
      "GET",
      /^\/projects\/[^/]+\/datasets$/,
      ({ res }) =>
        send(res, 200, [
          { name: LOCAL_LAKE_DATASET, aclMode: "public", createdAt: project.createdAt, tags: [] },
        ]),
    ],
    [
      "GET",
      /^\/projects\/[^/]+\/datasets\/[^/]+\/acl$/,
      ({ res }) => send(res, 200, [{ filter: "_id in path('**')", permissions: FULL_RIGHTS }]),
    ],
    [
      "GET",
      /^\/projects\/[^/]+\/grants$/,
      ({ res }) =>
        send(res, 200, {
          "sanity.project": [
            { grants: [{ name: "read" }, { name: "update" }, { name: "deployStudio" }], config: {} },
          ],
          "sanity.document.filter.mode": [
            { grants: FULL_RIGHTS.map((name) => ({ name })), config: { filter: "_id in path('**')" } },
          ],
        }),
    ],
    ["GET", /^\/projects\/[^/]+\/user-applications$/, ({ res }) => send(res, 200, [])],
    // Content Releases have no plan limits on this computer: the Studio may always create another.
    [
      "GET",
      /^\/projects\/[^/]+\/new-content-release-allowed$/,
      ({ res }) =>
        send(res, 200, {
          data: {
            datasetReleaseLimit: Number.MAX_SAFE_INTEGER,
            orgActiveReleaseLimit: null,
            orgMeteredActiveReleaseCount: 0,
          },
        }),
    ],
    ["GET", /^\/projects\/[^/]+\/datasets\/[^/]+\/settings\/indexing$/, ({ res }) => send(res, 200, {})],
    ["GET", /^\/journey\/announcements$/, ({ res }) => send(res, 200, [])],
    // Trials, upsells and feature flags of hosted plans: nothing to offer on this computer.
    ["GET", /^\/journey\/[a-z-]+(\/[a-z-]+)?$/, ({ res }) => send(res, 200, null)],
    // Presence (who else is editing) is not part of the local lake; the Studio works without it.
    ["GET", /^\/socket\/[^/]+$/, ({ res }) => send(res, 404, { error: "Presence is not available" })],
    // The plan's features, by the Studio's names: without "contentReleases" the Releases tool shows only
    // its upsell (an empty page here, where no upsell is fetched) and offers no "New release". Without
    // "studioComments" the Studio wraps its whole layout in the comments upsell once this answer arrives,
    // which mounts everything under it again, seconds after it opened: a dialog open then (a new
    // release) is gone with what was typed into it. The local Studio turns comments off in its config
    // (studio/local-config.ts): the lake has no comments dataset.
    ["GET", /^\/features$/, ({ res }) => send(res, 200, ["contentReleases", "studioComments"])],
    ["GET", /^\/help$/, ({ res }) => send(res, 200, {})],
    // Error reports and feedback go nowhere: the lake never forwards anything off the machine.
    ["POST", /^\/intake\/[a-z]+$/, ({ res }) => send(res, 200, {})],
    // Usage telemetry is never sent from this computer, so the consent the Studio asks about is "denied".
    ["GET", /^\/intake\/telemetry-status$/, ({ res }) => send(res, 200, { status: "denied" })],
    ["GET", /^\/data\/query\/[^/]+$/, query],
    ["POST", /^\/data\/query\/[^/]+$/, query],
    ["GET", /^\/data\/doc\/[^/]+\/[^/]+$/, getDocuments],
    ["POST", /^\/data\/mutate\/[^/]+$/, mutate],
    ["POST", /^\/data\/actions\/[^/]+$/, actions],
    ["GET", /^\/data\/listen\/[^/]+$/, listen],
    ["GET", /^\/data\/live\/events\/[^/]+$/, liveEvents],
    // Asked by the live client after a failed connection: only the site's own pages may connect.
    [
      "GET",
      /^\/check\/cors$/,
      ({ req, res }) =>
        send(res, 200, {
          result: {
            allowed: allowedOrigins.has(req.headers.origin ?? ""),
            withCredentials: allowedOrigins.has(req.headers.origin ?? ""),
          },
        }),
    ],
    ["GET", /^\/data\/history\/[^/]+\/documents\/[^/]+$/, historyDocument],
    // Which documents refer to one: those of this dataset unless the Studio excludes them (it reads them
    // from its own listeners and asks here only for other datasets', of which this computer has none).
    ["GET", /^\/data\/references\/[^/]+\/documents\/[^/]+\/to$/, referencesTo],
    // The Studio's latency probe reads which shard answered; there is one here.
    [
      "GET",
      /^\/data\/ping\/[^/]+$/,
      ({ res }) => {
        res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "X-Sanity-Shard": "local" });
        res.end(JSON.stringify({ ok: true }));
      },
    ],
    // The project's plan, as hosted Sanity names it: the Releases tool reads how long archived releases
    // are kept (the lake's history retention) and the navbar the plan's name.
    [
      "GET",
      /^\/subscriptions\/project\/[^/]+$/,
      ({ res }) =>
        send(res, 200, {
          id: "local",
          projectId: LOCAL_LAKE_PROJECT_ID,
          productType: "project",
          status: "active",
          plan: { id: "local", name: "Local", variantOf: null, pricingModel: "free" },
          featureTypes: {
            retention: {
              id: "retention",
              name: "History retention",
              features: [{ id: "retention-local", attributes: { maxRetentionDays: historyDays() } }],
            },
          },
        }),
    ],
    ["GET", /^\/data\/history\/[^/]+\/transactions\/[^/]+$/, historyTransactions],
    ["GET", /^\/data\/history\/[^/]+\/events\/documents\/[^/]+$/, historyEvents],
    // Schema descriptors are stored by hosted Sanity; locally the schema lives in the code.
    [
      "POST",
      /^\/descriptors\/claim$/,
      ({ res }) => send(res, 200, { synchronization: { type: "complete" } }),
    ],
    ["POST", /^\/assets\/images\/[^/]+$/, uploadImage],
    ["GET", /^\/images\/[^/]+\/[^/]+\/[^/]+$/, serveImage],
    [
      "GET",
      /^\/ping$/,
      ({ res }) =>
        send(res, 200, { ok: true, projectId: LOCAL_LAKE_PROJECT_ID, dataset: LOCAL_LAKE_DATASET }),
    ],
  ];

  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const env = options.env ?? {};
  // A host name other than this computer's is a page that rebound its own name to 127.0.0.1.
  const addressedHere = (req: IncomingMessage) => {
    const hostname = hostnameOf(req.headers.host ?? "");
    return hostname !== null && isLocalHostname(hostname, env);
  };
  const server = createServer(async (req, res) => {
    if (!addressedHere(req)) {
      send(res, 421, {
        error: "Misdirected request",
        message: "The local Content Lake answers only on this computer's own names",
      });
      return;
    }
    // CORS for the site's own pages only (the Studio's SDK asks for its user with credentials, as hosted
    // Sanity allows for a project's own Studio origin); any other origin gets no CORS header at all.
    const origin = req.headers.origin;
    const allowed = origin !== undefined && allowedOrigins.has(origin);
    if (origin) res.setHeader("Vary", "Origin");
    if (allowed) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Credentials", "true");
    }
    if (req.method === "OPTIONS") {
      if (!allowed) {
        res.writeHead(403).end();
        return;
      }
      res.writeHead(204, {
        "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
        "Access-Control-Allow-Headers": req.headers["access-control-request-headers"] ?? "*",
        "Access-Control-Max-Age": "600",
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? "/", "http://lake.local");
    const path = url.pathname.replace(/^\/v(?:\d{4}-\d{2}-\d{2}|1|X)(?=\/)/, "");
    const bearer = req.headers.authorization;
    const editor = bearer === `Bearer ${token}`;
    const reader =
      editor || (options.viewerToken !== undefined && bearer === `Bearer ${options.viewerToken}`);
    const host = req.headers.host ?? "127.0.0.1";
    const ctx: RequestContext = { req, res, url, path, editor, reader, baseUrl: `http://${host}` };
    const route = routes.find(([method, pattern]) => method === req.method && pattern.test(path));
    if (!route) {
      log(`[lake] ERROR: unhandled request ${req.method} ${url.pathname}${url.search}`);
      send(res, 404, {
        error: "Not found",
        message: `The local Content Lake does not answer ${req.method} ${path}`,
      });
      return;
    }
    try {
      await route[2](ctx);
    } catch (error) {
      if (!(error instanceof LakeError)) log(`[lake] ${req.method} ${path} failed: ${String(error)}`);
      if (!res.headersSent) sendError(res, error);
      else res.end();
    }
  });
  server.on("upgrade", (req, socket) => {
    // A socket is held to the same rules as a request: this computer's names, and, since a browser
    // names the page that opens a socket and no preflight guards it, the site's origins only.
    const origin = req.headers.origin;
    if (!addressedHere(req)) {
      socket.end("HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\n\r\n");
      return;
    }
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      return;
    }
    const path = new URL(req.url ?? "/", "http://lake.local").pathname.replace(/^\/v[^/]+(?=\/)/, "");
    if (/^\/socket\/[^/]+$/.test(path)) acceptPresenceSocket(req, socket);
    else socket.end("HTTP/1.1 404 Not Found\r\n\r\n");
  });
  return server;
}
