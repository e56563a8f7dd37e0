import "server-only";
import { supabaseEnv } from "@/lib/env";
import { currentContentEnv, resolveContentSource, SANITY_API_VERSION } from "@/lib/sanity/env";
import { sharedCacheClient, sharedCacheKind } from "@/lib/shared-cache.mjs";

// Whether this instance can serve: what it depends on answers, each within a deadline. The answer names
// each dependency with its kind, whether it answered and how long it took, never an address or a key.

export type Check = { ok: boolean; ms: number; kind: string; error?: string };
export type Readiness = { ready: boolean; checks: Record<"database" | "content" | "cache", Check> };

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
  const [databaseCheck, contentCheck, cacheCheck] = await Promise.all([database(), content(), cache()]);
  const checks = { database: databaseCheck, content: contentCheck, cache: cacheCheck };
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}
