// `npm test`: every check the project has, in order, then a summary a person can read.
//
// Every server the suite starts (the e2e builds, their local Supabase stacks, the dev-mode smoke run) gets
// free ports and a data folder of its own under .data/test, so the suite neither collides with a developer's
// `npm run dev` nor writes test leads into its database. Ports chosen in the environment are used as given,
// and a busy one fails at once, naming the process that holds it.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { freePort, isPortFree, portHolder, waitForPortsFree } from "../local/supabase/processes.ts";

const resultsDir = join(process.cwd(), "test-results", "summary");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts ?? {};
// The suite's builds and its dev server start from scratch and are thrown away: Turbopack's disk cache
// (1.1 GB per build) would be written and never read.
const env = {
  ...process.env,
  // The steps below run some scripts' commands directly (see `script`): the project's tools, as npm finds them.
  PATH: `${join(process.cwd(), "node_modules", ".bin")}${delimiter}${process.env.PATH ?? ""}`,
  NEXT_TELEMETRY_DISABLED: "1",
  // The browser runs' settings for an unattended run (playwright.config.ts), whether or not CI is set.
  NPM_TEST: "1",
  NEXT_FS_CACHE: process.env.NEXT_FS_CACHE ?? "0",
  FORCE_COLOR: process.env.FORCE_COLOR ?? "1",
};

/**
 * A package script's own command, without the `pre` script npm would run first. Every `pre` script of the
 * steps (typecheck, build, dev) is the codegen, which `npm test` has just run (pretest): each run again
 * cost 6 s of CPU, and three of them stood on the suite's critical path.
 */
const script = (name) => scripts[name];

/** A port nobody listens on now (the kernel's choice), or the one the environment names, if it is free. */
async function portFor(name, fallbackFromEnv) {
  const chosen = fallbackFromEnv ? process.env[name] : undefined;
  if (chosen) {
    const port = Number(chosen);
    if (!(await isPortFree(port))) {
      console.error(`${name}=${port} is already in use by ${(await portHolder(port)) ?? "another process"}.`);
      process.exit(1);
    }
    return port;
  }
  return freePort();
}

/**
 * Ports and a data folder for one server under test: the standalone server (`npm start`) or `next dev` plus its local stack and
 * Content Lake, and the second site and lake the Studio-editing specs use.
 */
async function serverEnv(name, { fromEnv }) {
  return {
    E2E_PORT: String(await portFor("E2E_PORT", fromEnv)),
    E2E_EDITING_PORT: String(await portFor("E2E_EDITING_PORT", fromEnv)),
    SUPABASE_LOCAL_API_PORT: String(await portFor("SUPABASE_LOCAL_API_PORT", fromEnv)),
    SUPABASE_LOCAL_DB_PORT: String(await portFor("SUPABASE_LOCAL_DB_PORT", fromEnv)),
    SANITY_LOCAL_PORT: String(await portFor("SANITY_LOCAL_PORT", fromEnv)),
    SANITY_LOCAL_EDITING_PORT: String(await portFor("SANITY_LOCAL_EDITING_PORT", fromEnv)),
    SUPABASE_LOCAL_DATA_DIR:
      fromEnv && process.env.SUPABASE_LOCAL_DATA_DIR
        ? process.env.SUPABASE_LOCAL_DATA_DIR
        : join(process.cwd(), ".data", "test", name),
  };
}

const site = await serverEnv("site", { fromEnv: true });
const studio = await serverEnv("studio", { fromEnv: false });
const dev = await serverEnv("dev", { fromEnv: false });
const suitePorts = [site, studio, dev].flatMap((s) =>
  Object.entries(s)
    .filter(([key]) => key.endsWith("_PORT"))
    .map(([, port]) => Number(port)),
);
// Each run starts from empty test databases, so one run's leads and accounts never meet the next's.
for (const s of [site, studio, dev]) rmSync(s.SUPABASE_LOCAL_DATA_DIR, { recursive: true, force: true });

function readCounts(file, pick) {
  if (!existsSync(file)) return undefined;
  try {
    return pick(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return undefined;
  }
}

/** Test titles with the given Playwright status ("flaky": passed only on retry; "unexpected": failed). */
function testsWithStatus(report, status) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== status) continue;
        const title = `${spec.file}: ${[...path, spec.title].join(" › ")}`;
        const error = t.results
          ?.at(-1)
          ?.error?.message?.split("\n")
          .find((line) => line.trim());
        found.push(
          status === "unexpected" && error
            ? `${title}\n      ${stripVTControlCharacters(error).trim()}`
            : title,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title ? [...path, suite.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

function playwrightCounts(file) {
  return () =>
    readCounts(file, (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
      skipped: r.stats.skipped,
      flaky: testsWithStatus(r, "flaky"),
      failedTests: testsWithStatus(r, "unexpected"),
    }));
}

const unitJson = join(resultsDir, "unit.json");
const e2eJson = join(resultsDir, "e2e.json");
const studioJson = join(resultsDir, "studio.json");
const devJson = join(resultsDir, "dev.json");

/** The Studio build: a project id (the Studio only renders with one) and a deployment's public origin. */
const studioBuildEnv = {
  ...studio,
  NEXT_DIST_DIR: ".next-studio",
  NEXT_PUBLIC_SANITY_PROJECT_ID: "cardinal0",
  NEXT_PUBLIC_SANITY_DATASET: "production",
  // The pages keep reading the seed, so no network is needed.
  CONTENT_SOURCE: "local-seed",
  // This build also stands for a deployment: every public URL must carry this origin.
  SITE_URL: "https://www.cardinal.example",
};

// Stages run one after another; the steps of a stage run side by side. `next build` keeps little more than
// one core busy (measured: 1.2 of 2), so the PostgreSQL run uses the other one beside the build. The
// browser runs go one at a time: they keep both cores busy, and a busy machine stretches their waits most.
// (The Studio build beside the dev-mode run saved 10 s of 351; beside the site's build and the PostgreSQL
// run, none: 349 s for the stage against 216 + 127.)
const stages = [
  [
    // The unit run spends much of its time waiting on the local stacks its stack tests start: the static
    // checks run beside it.
    { name: "lint", command: "npm run --silent lint" },
    { name: "typecheck", command: script("typecheck") },
    scripts["typegen:check"] && { name: "content types", command: "npm run --silent typegen:check" },
    scripts["db:types:check"] && { name: "database types", command: "npm run --silent db:types:check" },
    {
      name: "unit",
      command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${unitJson}`,
      // The database's rules are tested once, on PostgreSQL (the next stage); PGlite runs the stack's own
      // tests (vitest.config.ts, DATABASE_RULE_TESTS).
      env: { STACK_TESTS: "engine" },
      counts: () =>
        readCounts(unitJson, (r) => ({
          passed: r.numPassedTests,
          failed: r.numFailedTests,
          skipped: r.numPendingTests,
        })),
    },
  ],
  [
    scripts["test:supabase:pg"] && {
      name: "supabase on PostgreSQL 15",
      command: "npm run --silent test:supabase:pg",
    },
    // The build inlines the local stack's URL, so it is made with the ports its e2e run will use.
    { name: "build", command: script("build"), env: site },
  ],
  [
    {
      name: "e2e",
      needs: "build",
      command: "npx playwright test",
      env: { ...site, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
      counts: playwrightCounts(e2eJson),
    },
  ],
  [
    {
      // Two standalone instances behind nginx, sharing Redis, on PostgreSQL 15: the deploy recipe's topology.
      // Mostly waits on its instances and their load balancer, so the Studio build runs beside it.
      name: "cluster",
      needs: "build",
      command: "npm run --silent test:cluster",
      env: site,
    },
    { name: "studio build", command: script("build"), env: studioBuildEnv },
  ],
  [
    // Beside the dev-mode run, which spends its first minute compiling: these are mostly plain requests.
    {
      // The headers are graded again here, where /studio is the real Studio.
      name: "studio and SITE_URL",
      needs: "studio build",
      command:
        "npx playwright test tests/e2e/studio.spec.ts tests/e2e/site-url.spec.ts tests/security/headers.spec.ts",
      env: { ...studioBuildEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: studioJson },
      counts: playwrightCounts(studioJson),
    },
    {
      // `next dev` renders differently from a build (no static prerendering, development React): every route
      // must hydrate there without a warning too.
      name: "dev mode smoke",
      command: "npx playwright test",
      env: { ...dev, E2E_SERVER: "dev", PLAYWRIGHT_JSON_OUTPUT_NAME: devJson },
      counts: playwrightCounts(devJson),
    },
  ],
].map((stage) => stage.filter(Boolean));

/**
 * Runs one step. Alone in its stage it prints as it goes; beside others its output is kept in a file and
 * printed whole when it ends, so the log reads one step at a time.
 */
function run(step, { alone }) {
  const logFile = join(resultsDir, `${step.name.replace(/\W+/g, "-")}.log`);
  return new Promise((resolve) => {
    const out = alone ? "inherit" : openSync(logFile, "w");
    const outputDir = join(process.cwd(), "test-results", step.name.replace(/\W+/g, "-"));
    const child = spawn(step.command, {
      shell: true,
      stdio: ["ignore", out, out],
      // Every server's ports, so that no step's own free-port picks take one of another step's servers.
      env: { ...env, E2E_OUTPUT_DIR: outputDir, TEST_SUITE_PORTS: suitePorts.join(","), ...step.env },
    });
    child.on("exit", (code, signal) => {
      if (!alone) {
        closeSync(out);
        console.log(`\n━━ ${step.name} (ended): ${step.command}`);
        process.stdout.write(readFileSync(logFile));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runStep(step, alone) {
  const blocked = step.needs && outcomes.find((o) => o.name === step.needs && o.status !== "ok");
  if (blocked) return { name: step.name, status: "skipped", seconds: 0, note: `needs ${step.needs}` };
  console.log(`\n━━ ${step.name}${alone ? "" : " (started)"}: ${step.command}`);
  const started = performance.now();
  const code = await run(step, { alone });
  const seconds = (performance.now() - started) / 1000;
  return { name: step.name, status: code === 0 ? "ok" : "FAILED", seconds, counts: step.counts?.() };
}

const outcomes = [];
const suiteStarted = performance.now();
for (const stage of stages) {
  outcomes.push(...(await Promise.all(stage.map((step) => runStep(step, stage.length === 1)))));
}

// Nothing the suite started may still be listening once it is over.
const started = performance.now();
const leftover = await waitForPortsFree(suitePorts, 15_000);
outcomes.push({
  name: "nothing left listening",
  status: leftover.length === 0 ? "ok" : "FAILED",
  seconds: (performance.now() - started) / 1000,
  note: (
    await Promise.all(leftover.map(async (port) => `port ${port}: ${(await portHolder(port)) ?? "unknown"}`))
  ).join("; "),
});

const total = { passed: 0, failed: 0, skipped: 0 };
const flaky = [];
const failedTests = [];
console.log("\n━━ Summary");
for (const o of outcomes) {
  const c = o.counts;
  if (c) {
    total.passed += c.passed;
    total.skipped += c.skipped;
    // A step that failed without a failing test (it could not start, or crashed) still counts as a failure.
    total.failed += o.status === "FAILED" && c.failed === 0 ? 1 : c.failed;
    flaky.push(...(c.flaky ?? []));
    failedTests.push(...(c.failedTests ?? []));
  } else if (o.status === "ok") total.passed += 1;
  else if (o.status === "FAILED") total.failed += 1;
  const detail = c
    ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${c.flaky?.length ? `, ${c.flaky.length} flaky` : ""}`
    : o.status === "FAILED" && !o.note
      ? "failed (see its output above)"
      : (o.note ?? "");
  console.log(`${o.status.padEnd(8)} ${o.name.padEnd(28)} ${o.seconds.toFixed(1).padStart(6)} s  ${detail}`);
}
if (failedTests.length > 0) {
  console.log(`\nFailed: ${failedTests.length}`);
  for (const title of failedTests) console.log(`  ${title}`);
}
if (flaky.length > 0) {
  console.log(`\nFlaky (passed only on retry): ${flaky.length}`);
  for (const title of flaky) console.log(`  ${title}`);
}
const anyFailed = outcomes.some((o) => o.status !== "ok");
console.log(`\nWall time: ${((performance.now() - suiteStarted) / 1000).toFixed(0)} s`);
console.log(`\nTotal: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(anyFailed ? 1 : 0);
