import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import pg from "pg";
import { ensurePrivateDir, REPO_ROOT } from "./keys.mjs";
import { portHolder } from "./processes.ts";

export interface RunningDatabase {
  kind: "pglite" | "postgres";
  /** Superuser connection string (the auth service, migrations and tests use it). */
  url: string;
  /** Connection string for PostgREST's login role. */
  authenticatorUrl: string;
  stop(): Promise<void>;
}

export class StackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StackError";
  }
}

type Enqueue = (
  handlerId: number,
  message: Uint8Array,
  onData: (data: Uint8Array) => void,
) => Promise<number>;

// Frontend messages of the extended protocol that only make sense together with the Sync that follows.
const BATCHED = new Set(["P", "B", "D", "E", "C"].map((c) => c.charCodeAt(0)));

/**
 * PGlite is one backend shared by all socket connections; pglite-socket queues single protocol
 * messages, so Parse/Bind/Execute of two clients could interleave and overwrite each other's unnamed
 * statement. Hold each connection's extended-protocol messages until its Sync and run them as one unit.
 */
function batchExtendedProtocol(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: { enqueue?: Enqueue } }).queryQueue;
  if (!queue?.enqueue) {
    throw new StackError(
      "This version of @electric-sql/pglite-socket has no query queue to batch; use 0.2.17.",
    );
  }
  const original = queue.enqueue.bind(queue);
  const pending = new Map<number, Uint8Array[]>();
  queue.enqueue = (handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) => {
    const type = message[0] ?? 0;
    if (BATCHED.has(type)) {
      const list = pending.get(handlerId) ?? [];
      list.push(message);
      pending.set(handlerId, list);
      return Promise.resolve(0);
    }
    const held = pending.get(handlerId);
    if (!held) return original(handlerId, message, onData);
    pending.delete(handlerId);
    return original(handlerId, Buffer.concat([...held, message]), onData);
  };
}

export async function startPglite(options: { dataDir: string; port: number; host?: string }): Promise<{
  db: RunningDatabase;
  port: number;
}> {
  const dir = join(options.dataDir, "pglite");
  ensurePrivateDir(dir);
  let db: PGlite;
  try {
    // Hosted Supabase and PostgreSQL ship pg_trgm (the dashboard's search indexes); PGlite loads it here.
    db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  } catch (error) {
    throw new StackError(
      `The local database in ${dir} could not be opened (${(error as Error).message}). ` +
        "It may be damaged or from another PGlite version: run `npm run supabase:reset` to start from an empty database.",
    );
  }
  const server = new PGLiteSocketServer({
    db,
    port: options.port,
    host: options.host ?? "127.0.0.1",
    maxConnections: 64,
  });
  batchExtendedProtocol(server);
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw portError(options.port, "database", error);
  }
  const port = Number(server.getServerConn().split(":").pop());
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    db: {
      kind: "pglite",
      url,
      // PGlite has a single backend that ignores the login role; PostgREST switches roles per request.
      authenticatorUrl: `postgresql://authenticator:authenticator@127.0.0.1:${port}/postgres`,
      async stop() {
        await server.stop();
        await db.close();
      },
    },
  };
}

export function externalDatabase(url: string, authenticatorPassword: string): RunningDatabase {
  const parsed = new URL(url);
  parsed.username = "authenticator";
  parsed.password = authenticatorPassword;
  return { kind: "postgres", url, authenticatorUrl: parsed.toString(), async stop() {} };
}

export function portError(port: number, what: string, error: unknown): StackError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") {
    const holder = portHolder(port);
    return new StackError(
      `Port ${port} (${what}) is already in use${holder ? ` by ${holder}` : ""}. Another local stack may be ` +
        "running (npm run supabase:status), or another program holds the port; stop it or choose other " +
        "ports (SUPABASE_LOCAL_API_PORT, SUPABASE_LOCAL_DB_PORT).",
    );
  }
  return new StackError(`Could not listen on port ${port} (${what}): ${(error as Error).message}`);
}

export interface PrepareOptions {
  url: string;
  authenticatorPassword: string;
  migrationsDir?: string;
  /** Seed files relative to supabase/ ([db.seed] sql_paths). Default: ./seed.sql */
  seedPaths?: string[];
  seed?: boolean;
  log?: (line: string) => void;
}

export interface PrepareResult {
  applied: string[];
  seeded: boolean;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Runs one seed file in a transaction unless it ran before on this database (recorded by its path in
 * supabase_migrations.seed_files). A file added to sql_paths later still runs on the next start.
 */
async function applySeedOnce(client: pg.Client, seedPath: string, log: (line: string) => void) {
  const file = join(REPO_ROOT, "supabase", seedPath);
  if (!existsSync(file)) return false;
  const key = normalize(seedPath);
  const seen = await client.query("select 1 from supabase_migrations.seed_files where path = $1", [key]);
  if (seen.rowCount !== 0) return false;
  const sql = readFileSync(file, "utf8");
  const hash = createHash("sha256").update(sql).digest("hex");
  await client.query("begin");
  try {
    await client.query(sql);
    await client.query("insert into supabase_migrations.seed_files (path, hash) values ($1, $2)", [
      key,
      hash,
    ]);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw new StackError(`${key} failed: ${(error as Error).message}`);
  }
  log(`applied ${key}`);
  return true;
}

/** Bootstrap (hosted-Supabase equivalents), then the migrations not applied yet, then the seed once. */
export async function prepareDatabase(options: PrepareOptions): Promise<PrepareResult> {
  const migrationsDir = options.migrationsDir ?? join(REPO_ROOT, "supabase", "migrations");
  const log = options.log ?? (() => {});
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await client.query(readFileSync(new URL("./bootstrap.sql", import.meta.url), "utf8"));
    await client.query(
      `alter role authenticator with login password ${quoteLiteral(options.authenticatorPassword)}`,
    );

    const files = readdirSync(migrationsDir)
      .filter((f) => /^\d+_.+\.sql$/.test(f))
      .sort();
    const known = new Set(files.map((f) => f.split("_")[0]));
    const done = await client.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations order by version",
    );
    const recorded = new Set(done.rows.map((r) => r.version));
    const unknown = [...recorded].filter((v) => !known.has(v));
    if (unknown.length > 0) {
      throw new StackError(
        `The local database has migrations that are not in supabase/migrations (${unknown.join(", ")}): ` +
          "its data folder is stale. Run `npm run supabase:reset` to rebuild it from the current migrations.",
      );
    }
    const applied: string[] = [];
    for (const file of files) {
      const [version = "", ...rest] = file.replace(/\.sql$/, "").split("_");
      if (recorded.has(version)) continue;
      const sql = readFileSync(join(migrationsDir, file), "utf8");
      await client.query("begin");
      try {
        await client.query(sql);
        await client.query(
          "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
          [version, rest.join("_"), [sql]],
        );
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw new StackError(`Migration ${file} failed: ${(error as Error).message}`);
      }
      applied.push(file);
      log(`applied migration ${file}`);
    }

    let seeded = false;
    for (const seedPath of options.seed === false ? [] : (options.seedPaths ?? ["./seed.sql"])) {
      if (await applySeedOnce(client, seedPath, log)) seeded = true;
    }
    return { applied, seeded };
  } finally {
    await client.end();
  }
}
