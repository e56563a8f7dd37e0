// `npm test`: every check the project has, in order, then a summary a person can read.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const resultsDir = join(process.cwd(), "test-results", "summary");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts ?? {};
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.FORCE_COLOR ?? "1" };

function readCounts(file, pick) {
  if (!existsSync(file)) return undefined;
  try {
    return pick(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return undefined;
  }
}

const unitJson = join(resultsDir, "unit.json");
const e2eJson = join(resultsDir, "e2e.json");
const studioJson = join(resultsDir, "studio.json");

const steps = [
  { name: "lint", command: "npm run --silent lint" },
  { name: "typecheck", command: "npm run --silent typecheck" },
  scripts["typegen:check"] && { name: "content types", command: "npm run --silent typegen:check" },
  {
    name: "unit",
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${unitJson}`,
    counts: () =>
      readCounts(unitJson, (r) => ({
        passed: r.numPassedTests,
        failed: r.numFailedTests,
        skipped: r.numPendingTests,
      })),
  },
  scripts["test:supabase:pg"] && {
    name: "supabase on PostgreSQL 15",
    command: "npm run --silent test:supabase:pg",
  },
  { name: "build", command: "npm run --silent build" },
  {
    name: "e2e",
    needs: "build",
    command: "npx playwright test",
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
    counts: () =>
      readCounts(e2eJson, (r) => ({
        passed: r.stats.expected + r.stats.flaky,
        failed: r.stats.unexpected,
        skipped: r.stats.skipped,
      })),
  },
  {
    // The Studio itself only renders with a project id, which must be there at build time; the pages keep
    // reading the seed (CONTENT_SOURCE=local-seed), so no network is needed.
    name: "studio with a project id",
    needs: "build",
    command: "npm run --silent build && npx playwright test tests/e2e/studio.spec.ts",
    env: {
      NEXT_DIST_DIR: ".next-studio",
      NEXT_PUBLIC_SANITY_PROJECT_ID: "cardinal0",
      NEXT_PUBLIC_SANITY_DATASET: "production",
      CONTENT_SOURCE: "local-seed",
      E2E_PORT: String(Number(process.env.E2E_PORT ?? 3100) + 1),
      PLAYWRIGHT_JSON_OUTPUT_NAME: studioJson,
    },
    counts: () =>
      readCounts(studioJson, (r) => ({
        passed: r.stats.expected + r.stats.flaky,
        failed: r.stats.unexpected,
        skipped: r.stats.skipped,
      })),
  },
].filter(Boolean);

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, { shell: true, stdio: "inherit", env: { ...env, ...step.env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const outcomes = [];
for (const step of steps) {
  const blocked = step.needs && outcomes.find((o) => o.name === step.needs && o.status !== "ok");
  if (blocked) {
    outcomes.push({ name: step.name, status: "skipped", seconds: 0, note: `needs ${step.needs}` });
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.command}`);
  const started = performance.now();
  const code = await run(step);
  const seconds = (performance.now() - started) / 1000;
  outcomes.push({ name: step.name, status: code === 0 ? "ok" : "FAILED", seconds, counts: step.counts?.() });
}

const total = { passed: 0, failed: 0, skipped: 0 };
console.log("\n━━ Summary");
for (const o of outcomes) {
  const c = o.counts;
  if (c) {
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  } else if (o.status === "ok") total.passed += 1;
  else if (o.status === "FAILED") total.failed += 1;
  const detail = c ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : (o.note ?? "");
  console.log(`${o.status.padEnd(8)} ${o.name.padEnd(28)} ${o.seconds.toFixed(1).padStart(6)} s  ${detail}`);
}
const anyFailed = outcomes.some((o) => o.status !== "ok");
console.log(`\nTotal: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(anyFailed ? 1 : 0);
