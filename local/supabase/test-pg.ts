// npm run test:supabase:pg — runs the Supabase test suite against a throwaway PostgreSQL 15 cluster
// (Debian's binaries), created in a temporary folder on a free port and removed at the end.
import { join } from "node:path";
import { REPO_ROOT } from "./keys.mjs";
import { spawnTethered } from "./processes.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-pg.ts";

let postgres: ThrowawayPostgres | null = null;
let code = 1;
try {
  postgres = await startThrowawayPostgres();
  const { url } = postgres;
  console.info(`[test:pg] PostgreSQL 15 at ${url} (${postgres.dir})`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      void postgres?.stop().then(() => process.exit(130));
    });
  }
  // One file at a time: the files share the cluster's roles, which each stack configures on start. With
  // SUPABASE_LOCAL_DB_URL set, vitest.config.ts leaves out the file that tests on PGlite only.
  const child = spawnTethered(
    process.execPath,
    [
      join(REPO_ROOT, "node_modules", "vitest", "vitest.mjs"),
      "run",
      "supabase",
      "--no-file-parallelism",
      ...process.argv.slice(2),
    ],
    { stdio: "inherit", env: { ...process.env, SUPABASE_LOCAL_DB_URL: url } },
  );
  code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
} catch (error) {
  console.error(`[test:pg] ${(error as Error).message}`);
  code = 1;
} finally {
  await postgres?.stop();
}
process.exit(code);
