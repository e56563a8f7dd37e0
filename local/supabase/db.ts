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

/** Postgres' startup protocol version 3.0. */
const PROTOCOL_3 = 196608;

/** A Postgres ErrorResponse ('E') with the given severity, SQLSTATE and message. */
function errorResponse(severity: "FATAL" | "ERROR", code: string, message: string): Buffer {
  const fields = Buffer.concat(
    [
      ["S", severity],
      ["V", severity],
      ["C", code],
      ["M", message],
    ].map(([k, v]) => Buffer.from(`${k}${v}\0`, "utf8")),
  );
  const head = Buffer.alloc(5);
  head.write("E", 0);
  head.writeInt32BE(4 + fields.length + 1, 1);
  return Buffer.concat([head, fields, Buffer.from([0])]);
}

/** AuthenticationCleartextPassword: the socket is loopback only, where a cleartext password stays local. */
const ASK_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

function startupUser(message: Uint8Array): string | null {
  const buffer = Buffer.from(message);
  if (buffer.length < 8 || buffer.readInt32BE(4) !== PROTOCOL_3) return null;
  const parts = buffer.subarray(8).toString("utf8").split("\0");
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i] === "user") return parts[i + 1] ?? null;
  return null;
}

function passwordOf(message: Uint8Array): string | null {
  const buffer = Buffer.from(message);
  if (buffer[0] !== 0x70 || buffer.length < 6) return null;
  return buffer.subarray(5, buffer.length - 1).toString("utf8");
}

interface SocketHandler {
  handlerId: number;
  socket: { writable: boolean; write(data: Buffer): boolean } | null;
  handleError(error: Error): void;
}

interface QueueInternals {
  enqueue: Enqueue;
  queue: Array<{ handlerId: number }>;
  lastHandlerId: number | null;
}

export interface ConnectionGuard {
  /** Login roles and their passwords; anyone else is refused like PostgreSQL refuses them. */
  passwords: Record<string, string>;
  /** A client idle inside a transaction this long is disconnected and its transaction rolled back. */
  idleInTransactionMs: number;
}

/**
 * PGlite is one backend shared by all socket connections, so pglite-socket queues their messages and, while
 * a transaction is open, serves only the connection that opened it. Three guards on that queue:
 * - extended-protocol messages (Parse/Bind/Execute...) of a connection are held until its Sync and run as one
 *   unit, so two clients never overwrite each other's unnamed statement;
 * - a connection must log in with one of the stack's roles and its password before anything reaches PGlite;
 * - a connection that leaves a transaction open and idle for too long is ended (its transaction rolls back),
 *   so it cannot stall every other client.
 */
function guardConnections(server: PGLiteSocketServer, db: PGlite, guard: ConnectionGuard): () => void {
  const queue = (server as unknown as { queryQueue?: QueueInternals }).queryQueue;
  if (!queue?.enqueue) {
    throw new StackError(
      "This version of @electric-sql/pglite-socket has no query queue to guard; use 0.2.17.",
    );
  }
  const original = queue.enqueue.bind(queue);
  const held = new Map<number, Uint8Array[]>();
  const loggedIn = new Set<number>();
  const awaitingPassword = new Map<number, { startup: Uint8Array; user: string }>();
  const lastActive = new Map<number, number>();
  const running = new Set<number>();

  const run = async (handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) => {
    running.add(handlerId);
    try {
      return await original(handlerId, message, onData);
    } finally {
      running.delete(handlerId);
      lastActive.set(handlerId, Date.now());
    }
  };

  const logIn = (handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) => {
    const waiting = awaitingPassword.get(handlerId);
    if (!waiting) {
      const user = startupUser(message);
      if (user === null) {
        onData(errorResponse("FATAL", "08P01", "invalid startup packet"));
        return Promise.reject(new Error("invalid startup packet"));
      }
      awaitingPassword.set(handlerId, { startup: message, user });
      onData(ASK_PASSWORD);
      return Promise.resolve(0);
    }
    awaitingPassword.delete(handlerId);
    const expected = guard.passwords[waiting.user];
    if (expected === undefined || passwordOf(message) !== expected) {
      onData(errorResponse("FATAL", "28P01", `password authentication failed for user "${waiting.user}"`));
      return Promise.reject(new Error("password authentication failed"));
    }
    loggedIn.add(handlerId);
    return run(handlerId, waiting.startup, onData);
  };

  queue.enqueue = (handlerId, message, onData) => {
    lastActive.set(handlerId, Date.now());
    if (!loggedIn.has(handlerId)) return logIn(handlerId, message, onData);
    const type = message[0] ?? 0;
    if (BATCHED.has(type)) {
      const list = held.get(handlerId) ?? [];
      list.push(message);
      held.set(handlerId, list);
      return Promise.resolve(0);
    }
    const batch = held.get(handlerId);
    if (!batch) return run(handlerId, message, onData);
    held.delete(handlerId);
    return run(handlerId, Buffer.concat([...batch, message]), onData);
  };

  const handlers = (server as unknown as { handlers: Set<SocketHandler> }).handlers;
  const timer = setInterval(
    () => {
      for (const handler of handlers) {
        const id = handler.handlerId;
        if (!loggedIn.has(id)) continue;
        const idle =
          db.isInTransaction() &&
          queue.lastHandlerId === id &&
          !running.has(id) &&
          !queue.queue.some((m) => m.handlerId === id) &&
          Date.now() - (lastActive.get(id) ?? Date.now()) > guard.idleInTransactionMs;
        if (!idle) continue;
        if (handler.socket?.writable) {
          handler.socket.write(
            errorResponse("FATAL", "25P03", "terminating connection due to idle-in-transaction timeout"),
          );
        }
        handler.handleError(new Error("idle in transaction timeout"));
      }
      for (const id of lastActive.keys()) {
        if (![...handlers].some((h) => h.handlerId === id)) {
          lastActive.delete(id);
          loggedIn.delete(id);
          held.delete(id);
          awaitingPassword.delete(id);
        }
      }
    },
    Math.min(1000, guard.idleInTransactionMs / 2),
  );
  timer.unref();
  return () => clearInterval(timer);
}

export async function startPglite(options: {
  dataDir: string;
  port: number;
  host?: string;
  /** Passwords of the superuser (postgres) and of PostgREST's login role (authenticator). */
  passwords: { postgres: string; authenticator: string };
  idleInTransactionMs: number;
}): Promise<{
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
  const stopGuard = guardConnections(server, db, {
    passwords: options.passwords,
    idleInTransactionMs: options.idleInTransactionMs,
  });
  try {
    await server.start();
  } catch (error) {
    stopGuard();
    await db.close();
    throw await portError(options.port, "database", error);
  }
  const port = Number(server.getServerConn().split(":").pop());
  const login = (user: "postgres" | "authenticator") =>
    `postgresql://${user}:${encodeURIComponent(options.passwords[user])}@127.0.0.1:${port}/postgres`;
  return {
    port,
    db: {
      kind: "pglite",
      url: login("postgres"),
      // PGlite has a single backend: the login role only opens the door; PostgREST switches roles per request.
      authenticatorUrl: login("authenticator"),
      async stop() {
        stopGuard();
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

export async function portError(port: number, what: string, error: unknown): Promise<StackError> {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") {
    const holder = await portHolder(port);
    return new StackError(
      `Port ${port} (${what}) is already in use${holder ? ` by ${holder}` : ""}. Another local stack may be ` +
        "running (npm run supabase:status), or another program holds the port; stop it or choose other " +
        "ports (SUPABASE_LOCAL_API_PORT, SUPABASE_LOCAL_DB_PORT).",
    );
  }
  return new StackError(`Could not listen on port ${port} (${what}): ${(error as Error).message}`);
}

/** PostgreSQL's idle_in_transaction_session_timeout for the stack's clients (PGlite: see guardConnections). */
export const IDLE_IN_TRANSACTION_SECONDS = 30;

export interface PrepareOptions {
  url: string;
  authenticatorPassword: string;
  /**
   * On a real PostgreSQL: PostgREST's login role gets this idle-in-transaction timeout, and the roles it
   * switches to hosted Supabase's statement timeouts. Null on PGlite, whose socket guards itself.
   */
  idleInTransactionSeconds?: number | null;
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
    if (options.idleInTransactionSeconds) {
      await client.query(
        `alter role authenticator set idle_in_transaction_session_timeout = '${Math.round(options.idleInTransactionSeconds)}s'`,
      );
      await client.query("alter role authenticator set statement_timeout = '8s'");
      await client.query("alter role anon set statement_timeout = '3s'");
      await client.query("alter role authenticated set statement_timeout = '8s'");
    }

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
