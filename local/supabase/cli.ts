// npm run supabase:start | supabase:stop | supabase:status [-- --json] | supabase:reset | admin:grant -- <email>
// | admin:sample-data [-- --scale N] [--db-url <url>]
import { spawn } from "node:child_process";
import { closeSync, existsSync, fchmodSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@supabase/supabase-js";
import pg from "pg";
import { GRANT_ADMIN_SQL } from "./admin-role.ts";
import {
  DEFAULT_DATA_DIR,
  ensureLocalKeys,
  ensurePrivateDir,
  PRIVATE_FILE_MODE,
  REPO_ROOT,
} from "./keys.mjs";
import {
  isAlive,
  isHealthy,
  lockFile,
  runningStack,
  StackError,
  type StackState,
  startLocalStack,
} from "./stack.ts";

const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR;
const logFile = join(dataDir, "stack.log");

/** A failure the user is told about; thrown, so every `finally` (a stack started for one command) runs first. */
class CliFailure extends Error {}

function fail(message: string): never {
  throw new CliFailure(message);
}

async function printStatus(state: StackState) {
  const keys = await ensureLocalKeys({ dataDir, apiPort: Number(new URL(state.apiUrl).port) });
  const rows: Array<[string, string]> = [
    ["API URL", state.apiUrl],
    ["REST URL", `${state.apiUrl}/rest/v1`],
    ["Auth URL", `${state.apiUrl}/auth/v1`],
    ["DB URL", state.dbUrl],
    [
      "Backend",
      state.backend === "pglite" ? `PGlite (data in ${dataDir})` : "PostgreSQL (SUPABASE_LOCAL_DB_URL)",
    ],
    ["Outbox", `${state.apiUrl}/_local/outbox (service_role key) or ${join(dataDir, "outbox.jsonl")}`],
    ["JWT secret", keys.jwtSecret],
    ["anon key", keys.anonKey],
    ["service_role key", keys.serviceRoleKey],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.info(`${k.padStart(width)}: ${v}`);
}

async function serve() {
  let stack: Awaited<ReturnType<typeof startLocalStack>> | undefined;
  const shutdown = async (code: number) => {
    await stack?.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  try {
    stack = await startLocalStack({
      dataDir,
      onCrash: (error) => {
        console.error(`[supabase] ${error.message}`);
        void shutdown(1);
      },
    });
  } catch (error) {
    fail(error instanceof StackError ? error.message : String((error as Error).stack ?? error));
  }
  console.info(`[supabase] Local stack ready at ${stack.apiUrl} (pid ${process.pid})`);
}

async function start() {
  const current = runningStack(dataDir);
  if (current && (await isHealthy(current.apiUrl))) {
    console.info(`[supabase] The local stack is already running (pid ${current.pid}).`);
    await printStatus(current);
    return;
  }
  const offset = existsSync(logFile) ? statSync(logFile).size : 0;
  ensurePrivateDir(dataDir);
  // The log repeats the mail the outbox holds (reset links included): its owner's alone.
  const out = openSync(logFile, "a", PRIVATE_FILE_MODE);
  fchmodSync(out, PRIVATE_FILE_MODE);
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "serve"], {
    detached: true,
    stdio: ["ignore", out, out],
    env: process.env,
  });
  closeSync(out);
  let exited: number | null = null;
  child.on("exit", (code) => {
    exited = code ?? 1;
  });
  const newLog = () => (existsSync(logFile) ? readFileSync(logFile, "utf8").slice(offset) : "");
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== null) fail(`The local stack did not start:\n${newLog().trim()}`);
    const state = runningStack(dataDir);
    if (state && state.pid === child.pid && (await isHealthy(state.apiUrl))) {
      child.unref();
      const admin = newLog()
        .split("\n")
        .find((line) => line.startsWith("Local admin account created"));
      if (admin) console.info(admin);
      console.info(`[supabase] Started (pid ${child.pid}, log ${logFile}).`);
      await printStatus(state);
      process.exit(0);
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      fail(`The local stack did not become healthy within 90 s. Log:\n${newLog().trim()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop() {
  let lock: { pid: number } | null = null;
  try {
    lock = JSON.parse(readFileSync(lockFile(dataDir), "utf8")) as { pid: number };
  } catch {
    console.info("[supabase] The local stack is not running.");
    return;
  }
  if (!isAlive(lock.pid)) {
    rmSync(lockFile(dataDir), { force: true });
    console.info(`[supabase] The local stack is not running (removed a stale lock of pid ${lock.pid}).`);
    return;
  }
  process.kill(lock.pid, "SIGTERM");
  const deadline = Date.now() + 15_000;
  while (isAlive(lock.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(lock.pid)) {
    process.kill(lock.pid, "SIGKILL");
    console.warn(`[supabase] pid ${lock.pid} did not stop within 15 s and was killed.`);
  }
  console.info("[supabase] Stopped.");
}

async function status(json: boolean) {
  const state = runningStack(dataDir);
  const healthy = state ? await isHealthy(state.apiUrl) : false;
  if (json) {
    const keys = await ensureLocalKeys(
      state ? { dataDir, apiPort: Number(new URL(state.apiUrl).port) } : { dataDir },
    );
    process.stdout.write(
      `${JSON.stringify({ api_url: keys.apiUrl, anon_key: keys.anonKey, service_role_key: keys.serviceRoleKey })}\n`,
    );
    if (!healthy) console.error("[supabase] note: the local stack is not running (npm run supabase:start).");
    return;
  }
  if (!state || !healthy) {
    fail(
      state
        ? `The local stack (pid ${state.pid}) is not answering at ${state.apiUrl}. Try npm run supabase:stop, then start.`
        : "The local stack is not running. Start it with npm run supabase:start.",
    );
  }
  console.info(`[supabase] The local stack is running (pid ${state.pid}).`);
  await printStatus(state);
}

function reset() {
  if (runningStack(dataDir)) fail("Stop the local stack first (npm run supabase:stop).");
  rmSync(join(dataDir, "pglite"), { recursive: true, force: true });
  rmSync(join(dataDir, "outbox.jsonl"), { force: true });
  rmSync(lockFile(dataDir), { force: true });
  console.info(
    `[supabase] Removed the local database in ${dataDir}; the next start rebuilds it (keys are kept).`,
  );
}

async function grantWithDb(url: string, email: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const user = await client.query<{ id: string }>(
      "select id from auth.users where lower(email) = lower($1)",
      [email],
    );
    if (!user.rows[0]) fail(`No user with the email ${email}. Sign up first, then grant the role.`);
    const result = await client.query(GRANT_ADMIN_SQL, [email]);
    console.info(
      result.rowCount
        ? `[supabase] ${email} is now an admin.`
        : `[supabase] ${email} already has the admin role.`,
    );
  } finally {
    await client.end();
  }
}

async function grantWithServiceKey(url: string, serviceKey: string, email: string): Promise<void> {
  const sb = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  let userId: string | undefined;
  for (let page = 1; !userId; page++) {
    const { data, error } = await sb.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) fail(`Could not list users: ${error.message}`);
    userId = data.users.find((u) => u.email?.toLowerCase() === email.toLowerCase())?.id;
    if (data.users.length < 1000) break;
  }
  if (!userId) fail(`No user with the email ${email}. Sign up first, then grant the role.`);
  const { error } = await sb
    .from("user_roles")
    .upsert({ user_id: userId, role: "admin" }, { onConflict: "user_id,role", ignoreDuplicates: true });
  if (error) fail(`Could not grant the role: ${error.message}`);
  console.info(`[supabase] ${email} is now an admin.`);
}

async function adminGrant(args: string[]) {
  const flag = args.indexOf("--db-url");
  const dbUrl = flag >= 0 ? args[flag + 1] : process.env.SUPABASE_DB_URL;
  const email = args.filter((a, i) => !a.startsWith("--") && (flag < 0 || i !== flag + 1))[0];
  if (!email) {
    fail(
      "Usage: npm run admin:grant -- <email> [--db-url <postgres url>]\n" +
        "  local stack by default; a hosted project with SUPABASE_DB_URL (or --db-url), or with\n" +
        "  SUPABASE_URL (or NEXT_PUBLIC_SUPABASE_URL) and SUPABASE_SERVICE_ROLE_KEY.",
    );
  }
  if (dbUrl) return grantWithDb(dbUrl, email);
  const hostedUrl = process.env.SUPABASE_URL || process.env.NEXT_PUBLIC_SUPABASE_URL;
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (hostedUrl && serviceKey) return grantWithServiceKey(hostedUrl, serviceKey, email);
  const state = runningStack(dataDir);
  if (state) return grantWithDb(state.dbUrl, email);
  const stack = await startLocalStack({ dataDir, quiet: true, createAdmin: false, apiPort: 0, dbPort: 0 });
  try {
    await grantWithDb(stack.dbUrl, email);
  } finally {
    await stack.stop();
  }
}

const SAMPLE_DATA = join(REPO_ROOT, "supabase", "sample-data", "agency.sql");
const SAMPLE_SCALE = join(REPO_ROOT, "supabase", "sample-data", "scale.sql");

/**
 * Loads the agency sample data into a database whose workspace is empty: a hosted project on request
 * (production starts empty), or the running local stack after its rows were removed. `--scale N` then
 * makes the workspace N times as large (supabase/sample-data/scale.sql), the local stack's seeded one too.
 */
async function loadSampleData(args: string[]) {
  const flag = args.indexOf("--db-url");
  const url = (flag >= 0 ? args[flag + 1] : process.env.SUPABASE_DB_URL) || runningStack(dataDir)?.dbUrl;
  if (!url) {
    fail(
      "Usage: npm run admin:sample-data -- [--scale N] --db-url <postgres url>   (or SUPABASE_DB_URL)\n" +
        "  loads supabase/sample-data/agency.sql into that database; without a URL, into the running local stack.",
    );
  }
  const scaleFlag = args.indexOf("--scale");
  const scale = scaleFlag >= 0 ? Number(args[scaleFlag + 1]) : 1;
  if (!Number.isInteger(scale) || scale < 1)
    fail("--scale takes a whole number of 1 or more, e.g. --scale 10.");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    const { rows } = await client.query<{ filled: boolean }>(
      "select exists (select 1 from public.clients) as filled",
    );
    // A scale of a workspace that holds data keeps it and multiplies it; otherwise the sample comes first.
    if (scale === 1 || !rows[0]?.filled) await client.query(readFileSync(SAMPLE_DATA, "utf8"));
    if (scale > 1) {
      await client.query("select set_config('sample.scale', $1, true)", [String(scale)]);
      await client.query(readFileSync(SAMPLE_SCALE, "utf8"));
    }
    await client.query("commit");
    // The planner's statistics, for the rows just written: PGlite runs no autovacuum, and a hosted
    // project's comes by only later. Without them, at ten times the sample the planner joined
    // projects_overview's team member by member (1 s for the Projects area's first page instead of 40 ms).
    await client
      .query("analyze")
      .catch((error: Error) => console.warn(`[supabase] Planner statistics not refreshed: ${error.message}`));
  } catch (error) {
    await client.query("rollback").catch(() => {});
    fail(`Sample data not loaded: ${(error as Error).message}`);
  } finally {
    await client.end();
  }
  console.info(
    scale > 1
      ? `[supabase] The agency workspace is now ${scale} times the sample data (${SAMPLE_SCALE}).`
      : `[supabase] Loaded the agency sample data from ${SAMPLE_DATA}.`,
  );
}

const [command, ...rest] = process.argv.slice(2);
try {
  switch (command) {
    case "serve":
      await serve();
      break;
    case "start":
      await start();
      break;
    case "stop":
      await stop();
      break;
    case "status":
      await status(rest.includes("--json"));
      break;
    case "reset":
      reset();
      break;
    case "admin:grant":
      await adminGrant(rest);
      break;
    case "admin:sample-data":
      await loadSampleData(rest);
      break;
    default:
      fail(
        "Usage: node local/supabase/cli.ts start|stop|status [--json]|reset|admin:grant <email>|admin:sample-data|serve",
      );
  }
} catch (error) {
  const known = error instanceof StackError || error instanceof CliFailure;
  console.error(`[supabase] ${known ? (error as Error).message : String((error as Error).stack ?? error)}`);
  process.exit(1);
}
