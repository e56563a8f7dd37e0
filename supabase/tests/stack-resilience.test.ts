// The local stack heals itself: PostgREST (its one separate process) is restarted whenever it dies, the
// gateway holds requests while it comes back, and no request that was answered as accepted is lost.
// The database port admits only the stack's own roles, and an idle transaction cannot stall it.

import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalStack, lockFile } from "../../local/supabase/stack.ts";
import { client, createTestEnv, STACK_TIMEOUT, sql, type TestEnv, uniqueEmail } from "./helpers.ts";

/** PGlite's socket guards itself; a real PostgreSQL gets role settings (the last test). */
const onPglite = !process.env.SUPABASE_LOCAL_DB_URL;
let env: TestEnv;
let stack: LocalStack;
const lines: string[] = [];

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start({ quiet: false, log: (line) => lines.push(line), idleInTransactionSeconds: 2 });
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

function postgrestPid(): number {
  const lock = JSON.parse(readFileSync(lockFile(stack.dataDir), "utf8")) as { childPids: number[] };
  return lock.childPids[0] ?? -1;
}

/** Subscribes one address every 50 ms until stopped; returns the addresses that were accepted (201). */
function lightLoad() {
  const service = client(stack, stack.serviceRoleKey);
  const accepted: string[] = [];
  const refused: string[] = [];
  let running = true;
  const done = (async () => {
    // Bounded: at most 2,000 requests, whatever happens.
    for (let i = 0; running && i < 2000; i++) {
      const email = uniqueEmail("load");
      const res = await service.from("newsletter_subscriptions").insert({ email });
      if (res.status === 201) accepted.push(email);
      else refused.push(`${res.status} ${res.error?.message ?? ""}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    accepted,
    refused,
    async stop() {
      running = false;
      await done;
    },
  };
}

describe("a self-healing local stack", { timeout: 120_000 }, () => {
  it("PostgREST killed by SIGKILL or SIGTERM under load comes back, is reported, and loses no accepted request", async () => {
    const load = lightLoad();
    try {
      for (const signal of ["SIGKILL", "SIGTERM"] as const) {
        await expect.poll(() => load.accepted.length, { timeout: 30_000 }).toBeGreaterThan(3);
        const before = postgrestPid();
        const acceptedBefore = load.accepted.length;
        process.kill(before, signal);
        await expect.poll(postgrestPid, { timeout: 30_000 }).not.toBe(before);
        await expect
          .poll(() => load.accepted.length, { timeout: 30_000 })
          .toBeGreaterThan(acceptedBefore + 3);
        expect(lines.join("\n")).toMatch(
          // PostgREST answers a SIGTERM by ending itself with SIGINT: the line names how it ended.
          new RegExp(
            `PostgREST \\(pid ${before}\\) died \\(${signal === "SIGKILL" ? "SIGKILL" : "SIGTERM|SIGINT"}\\); restarting`,
          ),
        );
      }
    } finally {
      await load.stop();
    }
    const stored = await sql<{ email: string }>(
      stack,
      "select email from public.newsletter_subscriptions where email = any($1)",
      [load.accepted],
    );
    expect(stored.map((r) => r.email).sort()).toEqual([...load.accepted].sort());
    // The gateway held what arrived while PostgREST was down: at most the requests in flight at the kill failed.
    expect(load.refused.length, load.refused.join("\n")).toBeLessThanOrEqual(2);
  });

  it.runIf(onPglite)("the database port refuses other credentials with PostgreSQL's error", async () => {
    const wrong = new URL(stack.dbUrl);
    wrong.password = "postgres";
    const refused = new pg.Client({ connectionString: wrong.toString() });
    await expect(refused.connect()).rejects.toMatchObject({ code: "28P01" });
    const stranger = new URL(stack.dbUrl);
    stranger.username = "mallory";
    const unknown = new pg.Client({ connectionString: stranger.toString() });
    await expect(unknown.connect()).rejects.toMatchObject({ code: "28P01" });
    expect(await sql(stack, "select 1 as ok")).toEqual([{ ok: 1 }]);
  });

  it.runIf(onPglite)(
    "a transaction left idle is ended and rolled back, and the other clients go on",
    async () => {
      const email = uniqueEmail("idle");
      const idler = new pg.Client({ connectionString: stack.dbUrl });
      idler.on("error", () => {});
      await idler.connect();
      await idler.query("begin");
      await idler.query("insert into public.newsletter_subscriptions (email) values ($1)", [email]);
      // Another client is served once the idle transaction has been ended (2 s here).
      const rows = await sql<{ n: number }>(
        stack,
        "select count(*)::int as n from public.newsletter_subscriptions where email = $1",
        [email],
      );
      expect(rows).toEqual([{ n: 0 }]);
      await expect(idler.query("commit")).rejects.toThrow();
      await idler.end().catch(() => {});
      const rest = await client(stack, stack.serviceRoleKey)
        .from("newsletter_subscriptions")
        .select("email")
        .eq("email", email);
      expect(rest).toMatchObject({ error: null, data: [] });
    },
  );

  it.runIf(!onPglite)(
    "on PostgreSQL, PostgREST's roles carry idle-in-transaction and statement timeouts",
    async () => {
      const rows = await sql<{ rolname: string; rolconfig: string[] }>(
        stack,
        "select rolname, rolconfig from pg_roles where rolname in ('authenticator', 'anon', 'authenticated') order by rolname",
      );
      expect(rows).toEqual([
        { rolname: "anon", rolconfig: expect.arrayContaining(["statement_timeout=3s"]) },
        { rolname: "authenticated", rolconfig: expect.arrayContaining(["statement_timeout=8s"]) },
        {
          rolname: "authenticator",
          rolconfig: expect.arrayContaining([
            "idle_in_transaction_session_timeout=2s",
            "statement_timeout=8s",
          ]),
        },
      ]);
    },
  );
});
