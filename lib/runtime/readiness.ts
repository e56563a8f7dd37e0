import "server-only";
import { sharedCacheClient, sharedCacheKind } from "../cache-csp/shared-cache.mjs";
import { currentContentEnv, resolveContentSource, SANITY_API_VERSION } from "../sanity/env.ts";
import { supabaseEnv } from "./env.ts";

// Whether this instance can serve: what it depends on answers, each within a deadline. The answer names
// each dependency with its kind, whether it answered and how long it took, never an address or a key.

export type Check = { ok: boolean; ms: number; kind: string; error?: string };
export type CheckName = "database" | "auth" | "publicApi" | "content" | "cache";
export type Readiness = { ready: boolean; checks: Record<CheckName, Check> };

const DEADLINE_MS = 2000;

async function timed(kind: string, probe: () => Promise<void>): Promise<Check> {
  const started = performance.now();
  const ms = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("no answer within 2 s")), DEADLINE_MS).unref(),
      ),
    ]);
    return { ok: true, ms: ms(), kind };
  } catch (error) {
    return { ok: false, ms: ms(), kind, error: error instanceof Error ? error.message : "failed" };
  }
}

async function answers(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, cache: "no-store", signal: AbortSignal.timeout(DEADLINE_MS) });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/** The public (anon) key as every visitor's browser sends it: the key this build carries. */
function publicKeyHeaders(): Record<string, string> {
  const { anonKey } = supabaseEnv();
  return { apikey: anonKey, authorization: `Bearer ${anonKey}` };
}

/**
 * Sign-in works only while the auth service accepts the public key the build carries (a rotated key, or a
 * local stack whose keys were made after the build, refuses every sign-in).
 */
function auth(): Promise<Check> {
  return timed("supabase-auth", async () => {
    const env = supabaseEnv();
    const response = await fetch(`${env.internalUrl ?? env.url}/auth/v1/settings`, {
      headers: publicKeyHeaders(),
      cache: "no-store",
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
    await response.body?.cancel();
    if (!response.ok)
      throw new Error(`the public key is not accepted by the auth service (HTTP ${response.status})`);
  });
}

/**
 * The visitors' forms write through PostgREST with the same key. Anonymous visitors may not read leads,
 * so a refusal by the database itself (42501, permission denied) proves the key got through; a refusal of
 * the key (the gateway's, or a JWT error of PostgREST) does not.
 */
function publicApi(): Promise<Check> {
  return timed("supabase-rest", async () => {
    const env = supabaseEnv();
    const response = await fetch(
      `${env.internalUrl ?? env.url}/rest/v1/contact_submissions?select=id&limit=0`,
      {
        headers: publicKeyHeaders(),
        cache: "no-store",
        signal: AbortSignal.timeout(DEADLINE_MS),
      },
    );
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    if ((response.status === 401 || response.status === 403) && body?.code === "42501") return;
    throw new Error(`the public key is not accepted by PostgREST (HTTP ${response.status})`);
  });
}

/** Supabase's REST API as the server reaches it, down to the database (PostgREST answers from its schema cache). */
function database(): Promise<Check> {
  return timed("supabase", async () => {
    const env = supabaseEnv();
    const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? env.anonKey;
    // A count of no rows: PostgREST runs it in the database, with the key the server writes leads with.
    await answers(`${env.internalUrl ?? env.url}/rest/v1/contact_submissions?select=id&limit=0`, {
      apikey: key,
      authorization: `Bearer ${key}`,
    });
  });
}

function content(): Promise<Check> {
  const source = resolveContentSource(currentContentEnv());
  if (source.mode === "local-seed") return timed("seed", async () => {});
  if (source.mode === "local-lake" && source.lake)
    return timed("local-lake", () => answers(`${source.lake?.url}/v1/ping`));
  return timed("sanity", () =>
    answers(
      `https://${source.projectId}.apicdn.sanity.io/v${SANITY_API_VERSION}/data/query/${source.dataset}?query=1`,
      process.env.SANITY_API_READ_TOKEN
        ? { authorization: `Bearer ${process.env.SANITY_API_READ_TOKEN}` }
        : {},
    ),
  );
}

function cache(): Promise<Check> {
  return timed(sharedCacheKind(), async () => {
    const client = await sharedCacheClient();
    if (client && (await client.ping()) !== "PONG") throw new Error("no PONG");
  });
}

export async function readiness(): Promise<Readiness> {
  const [databaseCheck, authCheck, publicApiCheck, contentCheck, cacheCheck] = await Promise.all([
    database(),
    auth(),
    publicApi(),
    content(),
    cache(),
  ]);
  const checks = {
    database: databaseCheck,
    auth: authCheck,
    publicApi: publicApiCheck,
    content: contentCheck,
    cache: cacheCheck,
  };
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}

const KEY_REFUSED = /^the public key is not accepted/;

/**
 * At start: whether the auth service and PostgREST accept the build's public key, logged as an error
 * naming each check that refuses it (a service not up yet is left to /api/ready).
 */
export async function reportRefusedPublicKey(log = console.error, attempts = 5): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const checks = { auth: await auth(), publicApi: await publicApi() };
    const refused = Object.entries(checks).filter(([, check]) => KEY_REFUSED.test(check.error ?? ""));
    for (const [name, check] of refused) {
      log(
        `[ready] ERROR: ${name}: ${check.error}. Nobody can sign in or send a form until NEXT_PUBLIC_SUPABASE_ANON_KEY at build matches the project's key; /api/ready answers 503.`,
      );
    }
    // A service still starting answers nothing yet: asked again a little later, a few times.
    if (refused.length > 0 || Object.values(checks).every((check) => check.ok)) return;
    await new Promise((done) => setTimeout(done, 2000).unref());
  }
}
