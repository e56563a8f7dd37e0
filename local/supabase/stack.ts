// The local Supabase stack: database (PGlite or a given PostgreSQL), PostgREST, the auth service and
// the gateway on one port. See local/supabase/README.md.
import { createHmac, randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import pg from "pg";
import { createAuthService } from "./auth.ts";
import { type AuthConfig, loadProjectConfig } from "./config.ts";
import {
  externalDatabase,
  IDLE_IN_TRANSACTION_SECONDS,
  portError,
  prepareDatabase,
  type RunningDatabase,
  StackError,
  startPglite,
} from "./db.ts";
import { startGateway } from "./gateway.ts";
import {
  DEFAULT_DATA_DIR,
  ensurePrivateDir,
  PRIVATE_FILE_MODE,
  readOrCreateKeyFile,
  writePrivateFile,
} from "./keys.mjs";
import { createMailer, type OutboxMessage, type SmtpSettings, smtpFromEnv } from "./mail.ts";
import { startPostgrest } from "./postgrest.ts";
import { freePort, portHolder, processInfo, supervise, waitForPortsFree } from "./processes.ts";

export { StackError } from "./db.ts";
export type { OutboxMessage } from "./mail.ts";
export { freePort } from "./processes.ts";

export const DEFAULT_ALLOWED_ORIGINS = ["http://localhost:3000", "http://127.0.0.1:3000"];

export interface StartOptions {
  /** Folder for keys, the PGlite database, the outbox and the lock. Default: .data/supabase */
  dataDir?: string;
  /** Gateway port; 0 picks a free one. Default: [api] port of supabase/config.toml (54321). */
  apiPort?: number;
  /** PGlite's port; 0 picks a free one. Default: [db] port (54322). Unused with dbUrl. */
  dbPort?: number;
  /** A real PostgreSQL (superuser URL) instead of PGlite. Default: SUPABASE_LOCAL_DB_URL. */
  dbUrl?: string;
  /** Create an admin account when none exists. Default true. */
  createAdmin?: boolean;
  /** Overrides of the [auth] settings of config.toml. */
  auth?: Partial<AuthConfig>;
  /**
   * Origins answered by CORS (and accepted as email-link redirects). Default: the site on
   * localhost:3000 and 127.0.0.1:3000; SUPABASE_LOCAL_ALLOWED_ORIGINS (comma-separated) adds more.
   */
  allowedOrigins?: string[];
  /** Mail delivery; default SMTP_* environment variables, else the local outbox. */
  smtp?: SmtpSettings | null;
  /** No console output (mail, progress). */
  quiet?: boolean;
  log?: (line: string) => void;
  /**
   * Called when a child process that died cannot be started again (it is restarted with backoff first);
   * the default stops the stack and logs the reason.
   */
  onCrash?: (error: StackError) => void;
  /** A database client idle inside a transaction this long is disconnected (its transaction rolls back). */
  idleInTransactionSeconds?: number;
}

export interface LocalStack {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Superuser connection string: tests may run SQL through it (e.g. with a `pg` client). */
  dbUrl: string;
  backend: "pglite" | "postgres";
  dataDir: string;
  /** Credentials of the admin account created by this start, else null. */
  admin: { email: string; password: string } | null;
  /** Mails delivered to the local outbox, oldest first. */
  outbox(): OutboxMessage[];
  stop(): Promise<void>;
}

export interface StackState {
  pid: number;
  apiUrl: string;
  dbUrl: string;
  backend: "pglite" | "postgres";
  startedAt: string;
}

export function lockFile(dataDir: string): string {
  return join(dataDir, "stack.lock");
}

export function stateFile(dataDir: string): string {
  return join(dataDir, "stack.json");
}

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

interface LockContent {
  pid: number;
  /** When the holder started: a later process given the same pid is not the holder. */
  startedAt?: string;
  childPids?: number[];
  /** Ports the stack listens on, so a takeover can wait for them to be released. */
  ports?: number[];
}

function readLock(dataDir: string): LockContent | null {
  try {
    return JSON.parse(readFileSync(lockFile(dataDir), "utf8")) as LockContent;
  } catch {
    return null;
  }
}

/** State of a stack running on this data folder (from another process or this one), else null. */
export function runningStack(dataDir = DEFAULT_DATA_DIR): StackState | null {
  const lock = readLock(dataDir);
  if (!lock || !isAlive(lock.pid)) return null;
  try {
    const state = JSON.parse(readFileSync(stateFile(dataDir), "utf8")) as StackState;
    return state.pid === lock.pid ? state : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs: its pid is alive and started when the lock says. */
async function holderRuns(lock: LockContent): Promise<boolean> {
  if (!isAlive(lock.pid)) return false;
  if (!lock.startedAt) return true;
  const now = await processInfo(lock.pid);
  return now === null || now.startedAt === "" || now.startedAt === lock.startedAt;
}

async function killLeftoverChildren(lock: LockContent) {
  for (const pid of lock.childPids ?? []) {
    if (!(await processInfo(pid))?.commandLine.includes("postgrest")) continue;
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
}

type LockUpdate = (update: { childPids?: number[]; ports?: number[] }) => void;

/**
 * Exclusive use of a data folder, so two starts can never open the same database files. A lock left by a
 * process that is gone is taken over only once the ports it held are free again (a process killed a moment
 * ago may still be closing them); otherwise the start fails naming the port and who holds it.
 */
async function acquireLock(dataDir: string, log: (line: string) => void): Promise<LockUpdate> {
  const file = lockFile(dataDir);
  const ownStart = processInfo(process.pid).then((own) => own?.startedAt || undefined);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", PRIVATE_FILE_MODE);
      let content: LockContent = { pid: process.pid, startedAt: await ownStart };
      writeSync(fd, JSON.stringify(content));
      closeSync(fd);
      return (update) => {
        content = { ...content, ...update };
        writePrivateFile(file, JSON.stringify(content));
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readLock(dataDir);
    if (!holder || (await holderRuns(holder))) {
      throw new StackError(
        `The local Supabase stack for ${dataDir} is already running or starting` +
          (holder ? ` (pid ${holder.pid})` : "") +
          ". Use it (npm run supabase:status) or stop it first (npm run supabase:stop).",
      );
    }
    await killLeftoverChildren(holder);
    const busy = await waitForPortsFree(holder.ports ?? [], 10_000);
    if (busy.length > 0) {
      const who = await Promise.all(
        busy.map(
          async (port) => `port ${port} is held by ${(await portHolder(port)) ?? "an unknown process"}`,
        ),
      );
      throw new StackError(
        `A stale lock of process ${holder.pid} (no longer running) was left in ${dataDir}, but ${who.join("; ")}. ` +
          "Stop that process, then start again.",
      );
    }
    log(`Removing a stale lock left by process ${holder.pid}, which is no longer running.`);
    rmSync(file, { force: true });
  }
  throw new StackError(`Could not lock ${file}.`);
}

/** Fails fast, before the database is opened, when a fixed port is taken. */
async function assertPortFree(port: number, what: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once("error", async (error) => reject(await portError(port, what, error)));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}

async function ensureAdmin(
  pool: pg.Pool,
  createUser: (email: string, password: string) => Promise<string>,
): Promise<{ email: string; password: string } | null> {
  const existing = await pool.query("select 1 from public.user_roles where role = 'admin' limit 1");
  if ((existing.rowCount ?? 0) > 0) return null;
  const email = (process.env.LOCAL_ADMIN_EMAIL || "admin@cardinal-consulting.local").toLowerCase();
  const password = process.env.LOCAL_ADMIN_PASSWORD || randomBytes(12).toString("base64url");
  const found = await pool.query<{ id: string }>("select id from auth.users where lower(email) = $1", [
    email,
  ]);
  const id = found.rows[0]?.id ?? (await createUser(email, password));
  await pool.query(
    "insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing",
    [id],
  );
  return found.rows[0] ? null : { email, password };
}

/** A port chosen in the environment, so a second checkout can run its own stack beside the first. */
function portFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StackError(`${name} is not a port: ${value}`);
  return port;
}

export async function startLocalStack(options: StartOptions = {}): Promise<LocalStack> {
  const dataDir = options.dataDir ?? process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR;
  const log = options.quiet ? () => {} : (options.log ?? ((line: string) => console.info(line)));
  const project = loadProjectConfig();
  const dbUrl = options.dbUrl ?? process.env.SUPABASE_LOCAL_DB_URL ?? "";
  ensurePrivateDir(dataDir);
  const updateLock = await acquireLock(dataDir, log);

  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => {});
    cleanups.length = 0;
  };
  cleanups.push(async () => {
    rmSync(stateFile(dataDir), { force: true });
    rmSync(lockFile(dataDir), { force: true });
  });

  try {
    const keys = await readOrCreateKeyFile({ dataDir });
    const jwtSecret = String(keys.jwtSecret);
    const anonKey = String(keys.anonKey);
    const serviceRoleKey = String(keys.serviceRoleKey);
    const authenticatorPassword = String(keys.authenticatorPassword);

    const apiPort = options.apiPort ?? portFromEnv("SUPABASE_LOCAL_API_PORT") ?? project.apiPort;
    const dbPort = options.dbPort ?? portFromEnv("SUPABASE_LOCAL_DB_PORT") ?? project.dbPort;
    await assertPortFree(apiPort, "API gateway");
    if (!dbUrl) await assertPortFree(dbPort, "database");

    const ports: number[] = [];
    const idleInTransactionSeconds = options.idleInTransactionSeconds ?? IDLE_IN_TRANSACTION_SECONDS;
    let database: RunningDatabase;
    if (dbUrl) {
      database = externalDatabase(dbUrl, authenticatorPassword);
    } else {
      const pglite = await startPglite({
        dataDir,
        port: dbPort,
        // Derived from the JWT secret, so it needs no key of its own and stays the same across starts.
        passwords: {
          postgres: createHmac("sha256", jwtSecret).update("pglite superuser").digest("base64url"),
          authenticator: authenticatorPassword,
        },
        idleInTransactionMs: 1000 * idleInTransactionSeconds,
      });
      database = pglite.db;
      ports.push(pglite.port);
      updateLock({ ports });
      cleanups.push(() => database.stop());
    }
    await prepareDatabase({
      url: database.url,
      authenticatorPassword,
      idleInTransactionSeconds: database.kind === "postgres" ? idleInTransactionSeconds : null,
      seed: project.seedEnabled,
      seedPaths: project.seedPaths,
      log,
    });

    const pool = new pg.Pool({ connectionString: database.url, max: database.kind === "pglite" ? 4 : 8 });
    pool.on("error", () => {});
    cleanups.push(() => pool.end());

    // The gateway port must be known before the auth service builds links, so reserve it first.
    const gatewayPort = apiPort === 0 ? await freePort() : apiPort;
    ports.push(gatewayPort);
    const apiUrl = `http://127.0.0.1:${gatewayPort}`;
    const mailer = createMailer({
      dataDir,
      smtp: options.smtp === undefined ? smtpFromEnv() : options.smtp,
      quiet: options.quiet,
      log,
    });
    const allowedOrigins = [
      ...(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS),
      ...(process.env.SUPABASE_LOCAL_ALLOWED_ORIGINS ?? "")
        .split(",")
        .map((o) => o.trim().replace(/\/$/, ""))
        .filter(Boolean),
    ];
    const authConfig = { ...project.auth, ...options.auth };
    // A site served from another local port may also receive the email links.
    authConfig.additionalRedirectUrls = [
      ...authConfig.additionalRedirectUrls,
      ...allowedOrigins.flatMap((origin) => [origin, `${origin}/**`]),
    ];
    const auth = createAuthService({ pool, jwtSecret, apiUrl, config: authConfig, mailer });
    cleanups.push(() => auth.close());

    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await cleanup();
    };
    const postgrestPort = await freePort();
    ports.push(postgrestPort);
    const postgrestOptions = {
      dbUri: database.authenticatorUrl,
      port: postgrestPort,
      jwtSecret,
      schemas: project.schemas,
      extraSearchPath: project.extraSearchPath,
      maxRows: project.maxRows,
      singleConnection: database.kind === "pglite",
    };
    const postgrest = await supervise("PostgREST", () => startPostgrest(postgrestOptions), {
      // A restart is worth a line even from a quiet stack.
      log: options.log ?? ((line) => console.error(line)),
      onRestart: (pid) => updateLock({ childPids: [pid], ports }),
      onGiveUp: (error) => {
        if (stopped) return;
        const crash = new StackError(`PostgREST died and could not be started again: ${error.message}`);
        if (options.onCrash) options.onCrash(crash);
        else {
          console.error(`[supabase] ${crash.message}\n[supabase] Stopping the local stack.`);
          void stop();
        }
      },
    });
    cleanups.push(() => postgrest.stop());
    updateLock({ childPids: [postgrest.pid()], ports });

    const gateway = await startGateway({
      port: gatewayPort,
      postgrestPort,
      anonKey,
      serviceRoleKey,
      allowedOrigins,
      auth,
      mailer,
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          gateway.server.close(() => resolve());
          gateway.server.closeAllConnections();
        }),
    );

    const admin =
      options.createAdmin === false
        ? null
        : await ensureAdmin(pool, (e, p) => auth.createConfirmedUser(e, p));
    if (admin) {
      log(`Local admin account created (shown once): ${admin.email} / ${admin.password}`);
    }

    const state: StackState = {
      pid: process.pid,
      apiUrl,
      dbUrl: database.url,
      backend: database.kind,
      startedAt: new Date().toISOString(),
    };
    writePrivateFile(stateFile(dataDir), `${JSON.stringify(state, null, 2)}\n`);

    return {
      apiUrl,
      anonKey,
      serviceRoleKey,
      jwtSecret,
      dbUrl: database.url,
      backend: database.kind,
      dataDir,
      admin,
      outbox: () => mailer.outbox(),
      stop,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** True when the gateway of a running stack answers its health check. */
export async function isHealthy(apiUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

export function dataDirExists(dataDir = DEFAULT_DATA_DIR): boolean {
  return existsSync(dataDir);
}
