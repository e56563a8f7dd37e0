import { readFileSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { RATE_LIMIT_ENV } from "./local/supabase/auth/rate-limits.ts";
import { STAFF_INBOX } from "./tests/e2e/support/staff-inbox.ts";

const packageScripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** E2E_SERVER=dev runs the dev-mode smoke spec against `next dev`; otherwise every other spec runs against the standalone server (`npm start`). */
const devMode = process.env.E2E_SERVER === "dev";
/**
 * An unattended run: CI, or `npm test` (tests/run-all.mjs sets NPM_TEST) wherever it runs, with or without CI
 * in the environment: two workers, one retry, a trace only for the retry, and servers of its own.
 */
const unattended = Boolean(process.env.CI || process.env.NPM_TEST);
/**
 * Every account of the suite signs up and in from 127.0.0.1, far more often than one visitor may: the local
 * auth service gets budgets the suite never reaches. supabase/tests/security tests the real ones.
 */
const unreachedRateLimits = Object.fromEntries(Object.values(RATE_LIMIT_ENV).map((name) => [name, "100000"]));

// Without a Sanity project the site runs on the local Content Lake. Each server gets its own lake,
// started from the committed seed: the specs that edit content in the Studio (studio-local.spec.ts)
// use a second server, so what they publish never reaches the specs that read the seed (neither through
// its lake nor through the pages it regenerates, which each server keeps in memory).
const hosted = Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID);
const lakePort = Number(process.env.SANITY_LOCAL_PORT ?? 54340);
const editingLakePort = Number(process.env.SANITY_LOCAL_EDITING_PORT ?? lakePort + 1);
const editingPort = Number(process.env.E2E_EDITING_PORT ?? port + 2);
const editingBaseURL = `http://127.0.0.1:${editingPort}`;
/** Times Publish to every page against a 5 s bound: it runs last, alone, so the rest of the suite is not charged to it. */
const SCHEMA_WALK = /(^|\/)schema-walk\.spec\.ts/;
/** The specs that edit the second lake; also matched against the command line's file filters, which may end in a line number. */
const EDITING_SPECS = [
  /(^|\/)studio-local\.spec\.ts/,
  /(^|\/)history\.studio-local\.spec\.ts/,
  /(^|\/)studio-new-pages\.spec\.ts/,
  /(^|\/)presentation\.studio-local\.spec\.ts/,
  /(^|\/)guard\.studio-local\.spec\.ts/,
  /(^|\/)releases\.studio-local\.spec\.ts/,
  /(^|\/)routes\.studio-local\.spec\.ts/,
  /(^|\/)page-moves\.studio-local\.spec\.ts/,
  /(^|\/)translations\.studio-local\.spec\.ts/,
  /(^|\/)spanish-content\.studio-local\.spec\.ts/,
  SCHEMA_WALK,
];
/** Tests tagged UNREADABLE (support/admin-session.ts). */
const UNREADABLE_TESTS = /@unreadable/;
const specFilters = process.argv.slice(2).filter((arg) => /\.spec\.ts|e2e\//.test(arg));
/** A whole run (no file given) keeps the tests that revoke grants apart from the rest. */
const isolateUnreadable = specFilters.length === 0;
const editingServerNeeded =
  !hosted &&
  !devMode &&
  (specFilters.length === 0 || specFilters.some((arg) => EDITING_SPECS.some((spec) => spec.test(arg))));

function siteServer(sitePort: number, lake: { port: number; dataDir: string }) {
  return {
    // `next dev` is started by the dev script's own command, without its codegen (predev): `npm test` has
    // just run that (pretest), and it cost the dev-mode run 6 s of CPU before its server could start.
    command: devMode
      ? `${packageScripts.dev} --port ${sitePort} --hostname 127.0.0.1`
      : `npm run start -- --port ${sitePort} --hostname 127.0.0.1`,
    url: `http://127.0.0.1:${sitePort}`,
    reuseExistingServer: !unattended,
    // `next dev` compiles the first page on its first request, which is the readiness check.
    timeout: devMode ? 360_000 : 180_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    // The suite plays the one trusted proxy in front of the app: each test sends its own client address
    // as the last X-Forwarded-For entry. Staff notices go to the local outbox, to this address.
    env: {
      SEO_ANALYZER_ALLOW_LOOPBACK: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      TRUSTED_PROXY_HOPS: "1",
      LEAD_NOTIFY_TO: STAFF_INBOX,
      SANITY_LOCAL_PORT: String(lake.port),
      SANITY_LOCAL_DATA_DIR: lake.dataDir,
      SANITY_LOCAL_RESET: "1",
      // Both servers run from one build folder: a page one regenerates must not reach the other.
      NEXT_ISR_FLUSH_TO_DISK: "0",
      // The servers' output is printed beside the test results: plain lines, no access log per request.
      LOG_FORMAT: "text",
      ...unreachedRateLimits,
    },
  };
}

/**
 * Debian's build of Chromium's headless shell, the browser Playwright itself runs headless tests in: the
 * same Blink as /usr/bin/chromium (one Debian version), without the full browser around it, which the
 * suite paid for in CPU on every page. The flags keep it off the network, which this product never needs
 * in tests. The bench measures in the full browser, as a visitor's (tests/bench/lighthouse.mjs).
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ],
};

const desktop = { ...devices["Desktop Chrome"], launchOptions: chromium };

export default defineConfig({
  testDir: "tests/e2e",
  // Playwright empties its output folder when it starts: runs side by side (npm test) each get their own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright",
  fullyParallel: true,
  workers: unattended ? 2 : undefined,
  // At most one retry; the summary of `npm test` names every test that needed it as flaky.
  retries: unattended ? 1 : 0,
  forbidOnly: unattended,
  // Bounds for a busy two-core machine; tests wait for states, so a fast machine never waits this long.
  timeout: devMode ? 180_000 : 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    // Recording a trace costs every test CPU time: in an unattended run a failure is traced when it runs again as the retry.
    trace: unattended ? "on-first-retry" : "retain-on-failure",
    launchOptions: chromium,
    // Sections rise into place as they scroll in; a click during that motion can miss its target.
    // Tests run with reduced motion (the site then shows every section in place); the motion tests opt back in.
    reducedMotion: "reduce",
  },
  // E2E_SERVER=dev runs only the dev-mode smoke spec; otherwise every other spec runs against the standalone server (`npm start`).
  projects: devMode
    ? [{ name: "chromium", testMatch: "dev-mode.spec.ts", use: desktop }]
    : [
        // The specs that edit the second lake share one dataset and one site: one file at a time, on one
        // worker, beside the other projects from the start. (A chain of dependent projects ran them only
        // after every other test, alone on one worker of two.)
        {
          name: "studio-editing",
          testMatch: EDITING_SPECS,
          testIgnore: SCHEMA_WALK,
          workers: 1,
          // In order within a file; a test that fails is tried again alone, not with its whole file.
          fullyParallel: false,
          use: { ...desktop, baseURL: editingBaseURL },
        },
        // Headers, their Observatory grade, redirects and malformed requests, against the same server. Quick
        // requests, listed before the browser specs so they run first: listed last, they ran after them, on
        // less than the two workers, before the unreadable tests that wait for them.
        { name: "security", testDir: "tests/security", use: desktop },
        {
          name: "chromium",
          testIgnore: [...EDITING_SPECS, /dev-mode\.spec\.ts/],
          grepInvert: isolateUnreadable ? UNREADABLE_TESTS : undefined,
          use: desktop,
        },
        // The tests that revoke a grant (support/admin-session.ts, withUnreadable) break every reader of
        // that relation while they run: in a whole run they come after the specs that read it, one at a
        // time. (Given files, they run with the others: a dependency would bring in every other spec.)
        ...(isolateUnreadable
          ? [
              {
                name: "unreadable",
                testIgnore: [...EDITING_SPECS, /dev-mode\.spec\.ts/],
                grep: UNREADABLE_TESTS,
                dependencies: ["chromium", "security"],
                workers: 1,
                use: desktop,
              },
            ]
          : []),
        // After every other project (Playwright starts a dependent project once those are over).
        {
          name: "schema-walk",
          testMatch: SCHEMA_WALK,
          dependencies: [
            "studio-editing",
            "chromium",
            "security",
            ...(isolateUnreadable ? ["unreadable"] : []),
          ],
          use: { ...desktop, baseURL: editingBaseURL },
        },
      ],
  webServer: [
    siteServer(port, { port: lakePort, dataDir: ".data/e2e/sanity-lake" }),
    ...(editingServerNeeded
      ? [siteServer(editingPort, { port: editingLakePort, dataDir: ".data/e2e/sanity-lake-editing" })]
      : []),
  ],
});
