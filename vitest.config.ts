import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The local stack's tests start stacks, spawn processes and change the environment: each file runs alone. */
const STACK_TESTS = ["supabase/**/*.test.{ts,tsx}", "local/supabase/**/*.test.{ts,tsx}"];
/**
 * The stack files that test the database's rules (RLS, functions, versions): the same SQL on either engine.
 * The others test the stack itself (starting, stopping, owning its processes, healing, its files), which
 * differs by engine. `npm test` leaves these out of its PGlite run (tests/run-all.mjs) and runs them on
 * PostgreSQL 15, the production engine (test:supabase:pg); its browser tests run the whole product on PGlite.
 */
const DATABASE_RULE_TESTS = "supabase/tests/!(lifecycle|processes|stack-resilience|data-folder).test.ts";
/** STACK_TESTS=engine: the stack files of the engine only (npm test's PGlite run). */
const engineOnly = process.env.STACK_TESTS === "engine";
/**
 * Process ownership is the same for either engine, so its file always starts its stacks on PGlite (it says
 * why): a run on PostgreSQL (SUPABASE_LOCAL_DB_URL, test:supabase:pg) leaves it out.
 */
const PGLITE_ONLY_TESTS = "supabase/tests/processes.test.ts";
const onPostgres = Boolean(process.env.SUPABASE_LOCAL_DB_URL);
// tests/cluster runs under node:test after the build (tests/run-all.mjs). Every build folder (`.next`, and
// the Studio build's `.next-studio`) is out: a standalone build carries copies of traced source files.
const EXCLUDED = ["node_modules/**", ".next*/**", "tests/e2e/**", "tests/cluster/**", ".data/**"];
/**
 * Files that replace a module (`vi.mock`) run each in a module graph of its own: in the graph the other
 * unit files share, a module another file loaded first would answer instead of the mock, or the mock would
 * answer the next file.
 */
const MOCKING_TESTS = ["**/*.mocked.test.{ts,tsx}"];

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./", import.meta.url)) },
  },
  test: {
    environment: "node",
    // Bounds for a busy two-core machine, where validating the whole seed alone took over 5 s (Vitest's
    // default); a test still fails on its assertions, and a hang still ends.
    testTimeout: 30_000,
    // Vitest's default (one worker per core but one) runs a single file at a time on two cores, while the
    // stack tests spend much of their time waiting on their stacks.
    maxWorkers: "100%",
    hookTimeout: 60_000,
    projects: [
      {
        test: {
          name: "unit",
          include: ["**/*.test.{ts,tsx}"],
          exclude: [...EXCLUDED, ...STACK_TESTS, ...MOCKING_TESTS],
          // These files share one module graph per worker: importing React, Sanity's schema and the seed
          // again for each of ninety files was most of their time (103 s against 38 s on two cores). They
          // hold no state between files; the ones that set an environment variable restore it. Module mocks
          // would cross files here: those files end in .mocked.test.ts (MOCKING_TESTS).
          isolate: false,
        },
      },
      { test: { name: "mocked", include: MOCKING_TESTS, exclude: [...EXCLUDED, ...STACK_TESTS] } },
      {
        test: {
          name: "stack",
          include: STACK_TESTS,
          exclude: [
            ...EXCLUDED,
            ...(engineOnly ? [DATABASE_RULE_TESTS] : []),
            ...(onPostgres ? [PGLITE_ONLY_TESTS] : []),
          ],
          // Every file starts from a copy of one migrated stack instead of migrating its own.
          globalSetup: ["supabase/tests/stack-template.ts"],
        },
      },
    ],
  },
});
