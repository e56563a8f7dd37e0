// Runs a command (next dev, the standalone server, ...) against Supabase: the project named by
// NEXT_PUBLIC_SUPABASE_URL when it is set, otherwise the local stack, started here when not running.
import { resolve } from "node:path";
import { startLocalLakeForSite } from "../lake/with-lake.ts";
import { DEFAULT_DATA_DIR, ensureLocalKeys } from "./keys.mjs";
import { outboxFile } from "./mail.ts";
import { spawnTethered, watchParent } from "./processes.ts";
import {
  DEFAULT_ALLOWED_ORIGINS,
  isHealthy,
  type LocalStack,
  runningStack,
  StackError,
  startLocalStack,
} from "./stack.ts";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: node local/supabase/with-stack.ts <command> [args...]");
  process.exit(2);
}

const env = { ...process.env };
let stack: LocalStack | null = null;

if (process.env.NEXT_PUBLIC_SUPABASE_URL) {
  console.info(`[supabase] Using ${process.env.NEXT_PUBLIC_SUPABASE_URL} (NEXT_PUBLIC_SUPABASE_URL is set).`);
} else {
  // Absolute: the standalone server (`npm start`) runs from its own folder.
  const dataDir = resolve(process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR);
  const running = runningStack(dataDir);
  if (running && (await isHealthy(running.apiUrl))) {
    const keys = await ensureLocalKeys({ dataDir, apiPort: Number(new URL(running.apiUrl).port) });
    env.NEXT_PUBLIC_SUPABASE_URL = keys.apiUrl;
    env.NEXT_PUBLIC_SUPABASE_ANON_KEY = keys.anonKey;
    env.SUPABASE_SERVICE_ROLE_KEY = keys.serviceRoleKey;
    env.SUPABASE_LOCAL_DATA_DIR = dataDir;
    env.MAIL_OUTBOX ||= outboxFile(dataDir);
    console.info(`[supabase] Using the local stack already running at ${keys.apiUrl} (pid ${running.pid}).`);
  } else {
    // `next start --port 3100` serves the site from another origin; let CORS and redirects follow it.
    const portFlag = args.findIndex((a) => a === "--port" || a === "-p");
    const port = (portFlag >= 0 ? args[portFlag + 1] : undefined) ?? process.env.PORT;
    const allowedOrigins =
      port && port !== "3000"
        ? [...DEFAULT_ALLOWED_ORIGINS, `http://localhost:${port}`, `http://127.0.0.1:${port}`]
        : undefined;
    try {
      stack = await startLocalStack({
        dataDir,
        allowedOrigins,
        onCrash: (error) => {
          console.error(`[supabase] ${error.message}\n[supabase] Stopping ${command}.`);
          child?.kill("SIGTERM");
        },
      });
    } catch (error) {
      console.error(`[supabase] The local stack could not start: ${(error as Error).message}`);
      if (!(error instanceof StackError)) console.error(error);
      process.exit(1);
    }
    env.NEXT_PUBLIC_SUPABASE_URL = stack.apiUrl;
    env.NEXT_PUBLIC_SUPABASE_ANON_KEY = stack.anonKey;
    // Server-only: the Next server writes leads with it (lib/supabase/service.ts); never NEXT_PUBLIC_.
    env.SUPABASE_SERVICE_ROLE_KEY = stack.serviceRoleKey;
    env.SUPABASE_LOCAL_DATA_DIR = dataDir;
    // The site's own mail (staff notices) lands beside the auth service's.
    env.MAIL_OUTBOX ||= outboxFile(dataDir);
    const backend =
      stack.backend === "pglite" ? `PGlite, data in ${dataDir}` : "PostgreSQL from SUPABASE_LOCAL_DB_URL";
    console.info(
      `[supabase] Local Supabase stack at ${stack.apiUrl} (${backend}); mail goes to the console.`,
    );
  }
}

const lake = await startLocalLakeForSite(env, args).catch((error: Error) => {
  console.error(`[lake] The local Content Lake could not start: ${error.message}`);
  process.exit(1);
});
// Tethered: whatever ends this process (a SIGKILL included), the server it runs ends with it.
const child = spawnTethered(command, args, { stdio: "inherit", env });
let exiting = false;
const finish = async (code: number) => {
  if (exiting) return;
  exiting = true;
  await lake?.stop();
  await stack?.stop();
  process.exit(code);
};
child.on("error", (error) => {
  console.error(`[supabase] Could not run ${command}: ${error.message}`);
  void finish(1);
});
child.on("exit", (code, signal) => void finish(code ?? (signal ? 1 : 0)));
// Started by npm or a shell that has since died (a SIGKILL too): stop, rather than keep the ports.
watchParent(() => {
  console.error(`[supabase] The process that started ${command} is gone; stopping it and the local stack.`);
  child.kill("SIGTERM");
  setTimeout(() => child.kill("SIGKILL"), 5000).unref();
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (!child.killed) child.kill(signal);
  });
}
