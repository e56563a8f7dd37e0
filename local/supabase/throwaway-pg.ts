// A throwaway PostgreSQL 15 cluster (Debian's binaries) in a temporary folder on a free port, for the
// Supabase suite on PostgreSQL and the cluster test. Tethered to this process; stop() removes it.
import { type ChildProcess, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort, spawnTethered } from "./processes.ts";

export const PG_BIN_DIR = process.env.PG_BIN_DIR || "/usr/lib/postgresql/15/bin";

export interface ThrowawayPostgres {
  /** Superuser URL. */
  url: string;
  dir: string;
  stop(): Promise<void>;
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

/** Waits (bounded) until the server accepts connections, or fails with its log. */
async function waitUntilReady(server: ChildProcess, url: string, log: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited (${server.exitCode}):\n${log()}`);
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

export async function startThrowawayPostgres(
  prefix = "supabase-pg-",
  settings: string[] = [],
): Promise<ThrowawayPostgres> {
  if (!existsSync(join(PG_BIN_DIR, "initdb")))
    throw new Error(
      `PostgreSQL binaries not found in ${PG_BIN_DIR} (apt-get install postgresql-15, or set PG_BIN_DIR).`,
    );
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const data = join(dir, "data");
  let server: ChildProcess | null = null;
  /** Stops the server (immediate shutdown) and removes the cluster once it has exited, within 10 s. */
  const stop = async () => {
    const running = server;
    server = null;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGQUIT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
      const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
      chownSync(dir, uid, gid);
    }
    run(join(PG_BIN_DIR, "initdb"), [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--no-sync",
    ]);
    const port = await freePort();
    let output = "";
    // The postmaster runs in the foreground, tethered to this process: whatever ends this run ends it too.
    const started = spawnTethered(
      join(PG_BIN_DIR, "postgres"),
      ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1"].concat(
        ["fsync=off", "synchronous_commit=off", "full_page_writes=off", ...settings].flatMap((s) => [
          "-c",
          s,
        ]),
      ),
      { stdio: ["ignore", "pipe", "pipe"], ...(asRoot ? { asUser: "postgres" } : {}) },
    );
    server = started;
    const remember = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    started.stdout?.on("data", remember);
    started.stderr?.on("data", remember);
    const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    await waitUntilReady(started, url, () => output);
    return { url, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
