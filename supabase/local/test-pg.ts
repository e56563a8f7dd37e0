// npm run test:supabase:pg — runs the Supabase test suite against a throwaway PostgreSQL 15 cluster
// (Debian's binaries), created in a temporary folder on a free port and removed at the end.
import { type ChildProcess, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { REPO_ROOT } from "./keys.mjs";
import { freePort, spawnTethered } from "./processes.ts";

const BIN = process.env.PG_BIN_DIR || "/usr/lib/postgresql/15/bin";
if (!existsSync(join(BIN, "initdb"))) {
  console.error(
    `[test:pg] PostgreSQL binaries not found in ${BIN} (apt-get install postgresql-15, or set PG_BIN_DIR).`,
  );
  process.exit(1);
}

const asRoot = process.getuid?.() === 0;
/** initdb refuses to run as root, so the cluster belongs to the postgres user then. */
function run(cmd: string, args: string[]): void {
  const full = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  const result = spawnSync(full[0] as string, full[1] as string[], { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${cmd} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

const dir = mkdtempSync(join(tmpdir(), "supabase-pg-"));
const data = join(dir, "data");
let server: ChildProcess | null = null;

/** Stops the server (immediate shutdown) and removes the cluster once it has exited, within 10 s. */
async function cleanup() {
  const running = server;
  server = null;
  if (running && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGQUIT");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Waits (bounded) until the server accepts connections, or fails with its log. */
async function waitUntilReady(url: string, log: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server?.exitCode !== null) throw new Error(`PostgreSQL exited (${server?.exitCode}):\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL did not accept connections within 60 s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

let code = 1;
try {
  if (asRoot) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  run(join(BIN, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  // The postmaster runs in the foreground, tethered to this process: whatever ends this run ends it too.
  let output = "";
  server = spawnTethered(
    join(BIN, "postgres"),
    ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1"].concat([
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
    ]),
    { stdio: ["ignore", "pipe", "pipe"], ...(asRoot ? { asUser: "postgres" } : {}) },
  );
  const remember = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  server.stdout?.on("data", remember);
  server.stderr?.on("data", remember);
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  await waitUntilReady(url, () => output);
  console.info(`[test:pg] PostgreSQL 15 on port ${port} (${dir})`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      void cleanup().then(() => process.exit(130));
    });
  }
  // One file at a time: the files share the cluster's roles, which each stack configures on start.
  const child = spawnTethered(
    process.execPath,
    [
      join(REPO_ROOT, "node_modules", "vitest", "vitest.mjs"),
      "run",
      "supabase",
      "--no-file-parallelism",
      // Process ownership is tested on PGlite only (the file says why); `npm run test:supabase` runs it.
      "--exclude",
      "supabase/tests/processes.test.ts",
      ...process.argv.slice(2),
    ],
    { stdio: "inherit", env: { ...process.env, SUPABASE_LOCAL_DB_URL: url } },
  );
  code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(`[test:pg] ${(error as Error).message}`);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
