import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureLocalKeys } from "../../local/supabase/keys.mjs";
import { lockFile, runningStack } from "../../local/supabase/stack.ts";
import { client, createTestEnv, STACK_TIMEOUT, sql, type TestEnv, uniqueEmail } from "./helpers.ts";

const CLI = fileURLToPath(new URL("../../local/supabase/cli.ts", import.meta.url));
const MIGRATION_VERSIONS = readdirSync(new URL("../migrations/", import.meta.url))
  .filter((f) => f.endsWith(".sql"))
  .map((f) => f.split("_")[0])
  .sort();

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ fresh: true });
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

describe("local stack lifecycle", { timeout: 30_000 }, () => {
  const email = uniqueEmail("keep");
  const password = "persist-pass-1";

  it(
    "first start creates the keys and an admin account; a restart keeps data, keys and migrations",
    async () => {
      process.env.LOCAL_ADMIN_EMAIL = "";
      const first = await env.start({ createAdmin: true });
      expect(first.admin?.email).toBe("admin@cardinal-consulting.local");
      const keys = await ensureLocalKeys({ dataDir: env.dataDir });
      expect(keys.anonKey).toBe(first.anonKey);
      expect(keys.serviceRoleKey).toBe(first.serviceRoleKey);
      expect(keys.jwtSecret).toBe(first.jwtSecret);
      expect(runningStack(env.dataDir)?.apiUrl).toBe(first.apiUrl);

      const adminClient = client(first);
      const admin = await adminClient.auth.signInWithPassword({
        email: first.admin?.email ?? "",
        password: first.admin?.password ?? "",
      });
      expect(admin.error).toBeNull();
      const role = await adminClient.from("user_roles").select("role").eq("role", "admin").single();
      expect(role.data).toEqual({ role: "admin" });

      const sb = client(first);
      const server = client(first, first.serviceRoleKey);
      expect((await server.from("newsletter_subscriptions").insert({ email })).error).toBeNull();
      expect((await sb.auth.signUp({ email, password })).error).toBeNull();
      const link = first.outbox().findLast((m) => m.to === email)?.link ?? "";
      await (await fetch(link, { redirect: "manual" })).body?.cancel();
      const seedCount = await sql(first, "select count(*)::int as n from public.project_evaluations");
      await first.stop();
      expect(runningStack(env.dataDir)).toBeNull();

      const second = await env.start({ createAdmin: true });
      expect(second.admin).toBeNull();
      expect(second.anonKey).toBe(first.anonKey);
      expect(
        await sql(second, "select email from public.newsletter_subscriptions where email = $1", [email]),
      ).toEqual([{ email }]);
      expect(await sql(second, "select count(*)::int as n from public.project_evaluations")).toEqual(
        seedCount,
      );
      const versions = await sql(
        second,
        "select version from supabase_migrations.schema_migrations order by 1",
      );
      expect(versions.map((v) => v.version)).toEqual(MIGRATION_VERSIONS);
      const seeds = await sql(second, "select path from supabase_migrations.seed_files order by path");
      expect(seeds).toEqual([{ path: "sample-data/agency.sql" }, { path: "seed.sql" }]);
      const signIn = await client(second).auth.signInWithPassword({ email, password });
      expect(signIn.error).toBeNull();
      expect(second.outbox().some((m) => m.to === email)).toBe(true);
      await second.stop();
    },
    STACK_TIMEOUT,
  );

  it(
    "two starts at once: one runs, the other is refused, and the data folder stays usable",
    async () => {
      const results = await Promise.allSettled([env.start(), env.start()]);
      const ok = results.filter((r) => r.status === "fulfilled");
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(String(refused[0]?.reason?.message)).toMatch(/already running or starting/);

      const other = spawnSync(process.execPath, [CLI, "serve"], {
        env: { ...process.env, SUPABASE_LOCAL_DATA_DIR: env.dataDir, SUPABASE_LOCAL_DB_URL: env.dbUrl ?? "" },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(other.status).toBe(1);
      expect(other.stderr).toMatch(/already running or starting \(pid \d+\)/);

      const running = ok[0]?.status === "fulfilled" ? ok[0].value : undefined;
      if (!running) throw new Error("no stack");
      expect(
        await sql(running, "select email from public.newsletter_subscriptions where email = $1", [email]),
      ).toEqual([{ email }]);
      await running.stop();
    },
    STACK_TIMEOUT,
  );

  it(
    "a lock left by a dead process is removed with a message",
    async () => {
      const dead = spawn(process.execPath, ["-e", ""]);
      await new Promise((r) => dead.on("exit", r));
      writeFileSync(lockFile(env.dataDir), JSON.stringify({ pid: dead.pid }));
      const lines: string[] = [];
      const stack = await env.start({
        quiet: false,
        log: (l) => lines.push(l),
        allowedOrigins: ["http://127.0.0.1:3100"],
      });
      expect(lines.join("\n")).toMatch(new RegExp(`stale lock left by process ${dead.pid}`));
      expect(JSON.parse(readFileSync(lockFile(env.dataDir), "utf8")).pid).toBe(process.pid);

      // A site on another port (e.g. an e2e server): CORS and email-link redirects follow it.
      const pre = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
        method: "OPTIONS",
        headers: { origin: "http://127.0.0.1:3100", "access-control-request-method": "POST" },
      });
      expect(pre.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3100");
      const other = uniqueEmail("port");
      await client(stack).auth.signUp({
        email: other,
        password: "port-pass-1",
        options: { emailRedirectTo: "http://127.0.0.1:3100/welcome" },
      });
      const res = await fetch(stack.outbox().findLast((m) => m.to === other)?.link ?? "", {
        redirect: "manual",
      });
      expect(res.headers.get("location")?.startsWith("http://127.0.0.1:3100/welcome#access_token=")).toBe(
        true,
      );
      await stack.stop();
    },
    STACK_TIMEOUT,
  );

  it(
    "a lock whose pid now belongs to another program is taken over, and the lock records its start",
    async () => {
      // The holder died and its pid went to an unrelated program: alive, but started at another time.
      const unrelated = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
      try {
        writeFileSync(
          lockFile(env.dataDir),
          JSON.stringify({ pid: unrelated.pid, startedAt: "2001-01-01T00:00:00.000Z" }),
        );
        const lines: string[] = [];
        const stack = await env.start({ quiet: false, log: (l) => lines.push(l) });
        expect(lines.join("\n")).toMatch(new RegExp(`stale lock left by process ${unrelated.pid}`));
        const lock = JSON.parse(readFileSync(lockFile(env.dataDir), "utf8")) as {
          pid: number;
          startedAt: string;
        };
        expect(lock.pid).toBe(process.pid);
        expect(Date.parse(lock.startedAt)).toBeLessThanOrEqual(Date.now());
        expect(unrelated.exitCode).toBeNull();
        await stack.stop();
      } finally {
        unrelated.kill();
      }
    },
    STACK_TIMEOUT,
  );

  it(
    "a port in use gives a clear message at once and leaves no lock behind",
    async () => {
      const blocker = createServer();
      await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", () => r()));
      const address = blocker.address();
      const port = typeof address === "object" && address ? address.port : 0;
      try {
        await expect(env.start({ apiPort: port })).rejects.toThrow(
          new RegExp(`Port ${port} \\(API gateway\\) is already in use`),
        );
        expect(runningStack(env.dataDir)).toBeNull();
        expect(() => readFileSync(lockFile(env.dataDir))).toThrow();
      } finally {
        blocker.close();
      }
    },
    STACK_TIMEOUT,
  );

  it(
    "a database holding migrations unknown to supabase/migrations is reported as stale",
    async () => {
      const stack = await env.start();
      await sql(
        stack,
        "insert into supabase_migrations.schema_migrations (version, name) values ('99990101000000', 'gone')",
      );
      await stack.stop();
      await expect(env.start()).rejects.toThrow(/stale.*npm run supabase:reset/s);
      expect(runningStack(env.dataDir)).toBeNull();
    },
    STACK_TIMEOUT,
  );

  it(
    "a crashed PostgREST is reported in one line and restarted, and the lock names the new process",
    async () => {
      // The previous test left a stale database behind, so this one uses its own data folder.
      const fresh = await createTestEnv();
      try {
        const lines: string[] = [];
        const crashes: string[] = [];
        const stack = await fresh.start({
          quiet: false,
          log: (line) => lines.push(line),
          onCrash: (error) => crashes.push(error.message),
        });
        const childPid = () =>
          (JSON.parse(readFileSync(lockFile(fresh.dataDir), "utf8")) as { childPids: number[] }).childPids[0];
        const first = childPid() ?? -1;
        process.kill(first, "SIGKILL");
        await expect.poll(childPid, { timeout: 30_000 }).not.toBe(first);
        expect(lines.filter((l) => l.includes("PostgREST"))).toEqual([
          `[supabase] PostgREST (pid ${first}) died (SIGKILL); restarting it in 0.2 s.`,
        ]);
        expect(crashes).toEqual([]);
        const rest = await fetch(`${stack.apiUrl}/rest/v1/`, { headers: { apikey: stack.anonKey } });
        await rest.body?.cancel();
        expect(rest.status).toBe(200);
        expect(runningStack(fresh.dataDir)?.pid).toBe(process.pid);
        await stack.stop();
      } finally {
        await fresh.cleanup();
      }
    },
    STACK_TIMEOUT,
  );

  it("status --json prints exactly the API URL and the keys", async () => {
    // The default API port is part of what is checked, so a port chosen by the caller's shell must not leak in.
    const { SUPABASE_LOCAL_API_PORT: _callerPort, ...callerEnv } = process.env;
    const out = spawnSync(process.execPath, [CLI, "status", "--json"], {
      env: { ...callerEnv, SUPABASE_LOCAL_DATA_DIR: env.dataDir },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(out.status).toBe(0);
    const keys = await ensureLocalKeys({ dataDir: env.dataDir });
    expect(JSON.parse(out.stdout)).toEqual({
      api_url: "http://127.0.0.1:54321",
      anon_key: keys.anonKey,
      service_role_key: keys.serviceRoleKey,
    });
    expect(out.stdout.trim().split("\n")).toHaveLength(1);
  });
});
