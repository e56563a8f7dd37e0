// Starts the local Content Lake: the dataset in its data folder (seeded from the committed seed on
// first start), the HTTP API, and the publish webhook to the site. See local/lake/README.md.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { encodeSignatureHeader } from "@sanity/webhook";
import { localSiteOrigins } from "../../lib/runtime/local-site.ts";
import { buildLocalDataset, parseNdjson, referencedImages } from "../../lib/sanity/seed-dataset.ts";
import type { LakeDocument } from "./documents.ts";
import { LOCAL_EDITOR_ID } from "./history.ts";
import { collectAssetFiles, storeAssetFile } from "./images.ts";
import { startPreviewSecretCollector } from "./preview-secrets.ts";
import { publishRelease, startReleaseScheduler } from "./releases.ts";
import { createLakeServer, liveTagsOf } from "./server.ts";
import { LakeStore, type Transaction } from "./store.ts";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DEFAULT_LAKE_DATA_DIR = join(REPO_ROOT, ".data", "sanity-lake");
export const DEFAULT_LAKE_PORT = 54340;
const SEED_DIR = join(REPO_ROOT, "studio", "seed");

// The one project and dataset the lake serves, named where the site picks its content source.
export {
  LOCAL_LAKE_DATASET as LOCAL_DATASET,
  LOCAL_LAKE_PROJECT_ID as LOCAL_PROJECT_ID,
} from "../../lib/sanity/env.ts";

export interface LakeOptions {
  /** Default: SANITY_LOCAL_DATA_DIR, else .data/sanity-lake */
  dataDir?: string;
  /** Default: SANITY_LOCAL_PORT, else 54340; 0 picks a free port. */
  port?: number;
  /** The site's revalidate webhook, called after each transaction with the sync tags it touches. */
  webhook?: { url: string; secret: string };
  /** The site's origins, whose pages may call the lake (CORS). Default: this computer's site on PORT, else 3000. */
  siteOrigins?: readonly string[];
  log?: (line: string) => void;
}

export interface LocalLake {
  url: string;
  /** The editor's token: reads and writes (the Studio). */
  token: string;
  /** A viewer's token: reads drafts, writes nothing (the site's draft mode). */
  viewerToken: string;
  dataDir: string;
  /** Asks the site to rebuild every page (the tag all content fetches carry). */
  revalidateAll(): Promise<Response>;
  stop(): Promise<void>;
}

export function lakeDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SANITY_LOCAL_DATA_DIR ? resolve(env.SANITY_LOCAL_DATA_DIR) : DEFAULT_LAKE_DATA_DIR;
}

export function lakePort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.SANITY_LOCAL_PORT);
  return Number.isInteger(port) && port > 0 ? port : DEFAULT_LAKE_PORT;
}

/** A secret kept in the data folder, created on first use: the editor's token, the webhook secret. */
export function lakeSecret(
  dataDir: string,
  name: "editor-token" | "viewer-token" | "webhook-secret",
): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const value = randomBytes(24).toString("base64url");
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/** The committed seed as the lake stores it; its images are copied into the lake's asset folder. */
export function seedDocuments(dataDir: string): LakeDocument[] {
  const documents = parseNdjson(readFileSync(join(SEED_DIR, "production.ndjson"), "utf8"));
  const files = new Set(referencedImages(documents));
  const images = readdirSync(join(SEED_DIR, "images"))
    .filter((file) => files.has(file))
    .map((file) => ({ file, contents: readFileSync(join(SEED_DIR, "images", file), "utf8") }));
  const dataset = buildLocalDataset(documents, images);
  for (const doc of dataset.documents) {
    if (doc._type !== "sanity.imageAsset") continue;
    const image = images.find((candidate) => candidate.file === doc.originalFilename);
    if (image) storeAssetFile(dataDir, doc._id, image.contents);
  }
  return dataset.documents as LakeDocument[];
}

type Webhook = NonNullable<LakeOptions["webhook"]>;

/** Posts a notice to the site, signed like Sanity's GROQ webhook. */
async function postWebhook(
  webhook: Webhook,
  payload: { _type: string } | { tags: string[] },
): Promise<Response> {
  const body = JSON.stringify(payload);
  return fetch(webhook.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), webhook.secret),
    },
    body,
  });
}

/** Tells the site the sync tags of the published documents a transaction changed. */
function notifySite(webhook: Webhook, tx: Transaction, log: (line: string) => void) {
  const tags = liveTagsOf(tx, false);
  if (tags.length === 0) return;
  postWebhook(webhook, { tags })
    .then((response) => {
      if (!response.ok)
        log(`[lake] ERROR: the site did not revalidate ${tags.join(" ")} (HTTP ${response.status})`);
    })
    .catch((error: unknown) =>
      log(`[lake] ERROR: the site could not be told about ${tags.join(" ")}: ${String(error)}`),
    );
}

export async function startLocalLake(options: LakeOptions = {}): Promise<LocalLake> {
  const dataDir = options.dataDir ?? lakeDataDir();
  // Tests start from the committed seed every time.
  if (process.env.SANITY_LOCAL_RESET === "1") rmSync(dataDir, { recursive: true, force: true });
  const log = options.log ?? ((line: string) => console.info(line));
  const store = new LakeStore(dataDir, () => seedDocuments(dataDir));
  const inHistory = new Set(store.transactions().flatMap((tx) => tx.effects.map((effect) => effect.id)));
  for (const file of collectAssetFiles(dataDir, (id) => store.get(id) !== null || inHistory.has(id))) {
    log(`[lake] removed the image ${file}: its asset document is gone and so is its history (retention)`);
  }
  const token = lakeSecret(dataDir, "editor-token");
  const viewerToken = lakeSecret(dataDir, "viewer-token");
  const webhook = options.webhook;
  const onTransaction = webhook ? (tx: Transaction) => notifySite(webhook, tx, log) : undefined;
  const server = createLakeServer({
    store,
    token,
    viewerToken,
    allowedOrigins: options.siteOrigins ?? localSiteOrigins(process.env.PORT || 3000, process.env),
    env: process.env,
    log,
    onTransaction,
  });
  const scheduler = startReleaseScheduler({
    all: () => store.all(),
    publish: (releaseId) => {
      const mutations = publishRelease(
        releaseId,
        (id) => store.get(id),
        store.all(),
        new Date().toISOString(),
      );
      const tx = store.commit(mutations, { author: LOCAL_EDITOR_ID });
      onTransaction?.(tx);
    },
    log,
  });
  const secrets = startPreviewSecretCollector({
    all: () => store.all(),
    remove: (ids) =>
      store.commit(
        ids.map((id) => ({ delete: { id } })),
        { author: LOCAL_EDITOR_ID },
      ),
    log,
  });
  store.on("transaction", () => {
    scheduler.reschedule();
    secrets.reschedule();
  });
  const port = options.port ?? lakePort();
  await new Promise<void>((done, fail) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      fail(
        error.code === "EADDRINUSE"
          ? new Error(`Port ${port} is in use: stop what runs there or set SANITY_LOCAL_PORT to another port`)
          : error,
      ),
    );
    server.listen(port, "127.0.0.1", () => done());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    token,
    viewerToken,
    dataDir,
    revalidateAll: () =>
      webhook
        ? postWebhook(webhook, { _type: "sanity" })
        : Promise.reject(new Error("No site webhook configured")),
    stop: () =>
      new Promise<void>((done) => {
        scheduler.stop();
        secrets.stop();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
