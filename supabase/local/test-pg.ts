// npm run test:supabase:pg — runs the Supabase test suite against a throwaway PostgreSQL 15 cluster
// (Debian's binaries), created in a temporary folder on a free port and removed at the end.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), "supabase-pg-"));
const data = join(dir, "data");
let started = false;

function cleanup() {
  if (started) {
    try {
      run(join(BIN, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch (error) {
      console.error(`[test:pg] stopping the cluster: ${(error as Error).message}`);
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
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
  run(join(BIN, "pg_ctl"), [
    "-D",
    data,
    "-l",
    join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "-w",
    "start",
  ]);
  started = true;
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  console.info(`[test:pg] PostgreSQL 15 on port ${port} (${dir})`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      cleanup();
      process.exit(130);
    });
  }
  // One file at a time: the files share the cluster's roles, which each stack configures on start.
  const child = spawn(
    "npx",
    ["vitest", "run", "supabase", "--no-file-parallelism", ...process.argv.slice(2)],
    {
      stdio: "inherit",
      env: { ...process.env, SUPABASE_LOCAL_DB_URL: url },
    },
  );
  code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(`[test:pg] ${(error as Error).message}`);
  code = 1;
} finally {
  cleanup();
}
process.exit(code);
