import { defineConfig, devices } from "@playwright/test";
import { STAFF_INBOX } from "./tests/e2e/support/staff-inbox";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** E2E_SERVER=dev runs the dev-mode smoke spec against `next dev`; otherwise every other spec runs against `next start`. */
const devMode = process.env.E2E_SERVER === "dev";

/** Debian's Chromium; the flags keep it off the network, which this product never needs in tests. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  ...(devMode ? { testMatch: "dev-mode.spec.ts" } : { testIgnore: "dev-mode.spec.ts" }),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // At most one retry; the summary of `npm test` names every test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Bounds for a busy two-core machine; tests wait for states, so a fast machine never waits this long.
  timeout: devMode ? 180_000 : 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    // Headers, their Observatory grade, redirects and malformed requests, against the same server.
    {
      name: "security",
      testDir: "tests/security",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: `npm run ${devMode ? "dev" : "start"} -- --port ${port} --hostname 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    // `next dev` compiles the first page on its first request, which is the readiness check.
    timeout: devMode ? 360_000 : 180_000,
    stdout: "pipe",
    stderr: "pipe",
    // The suite plays the one trusted proxy in front of the app: each test sends its own client address
    // as the last X-Forwarded-For entry. Staff notices go to the local outbox, to this address.
    env: {
      SEO_ANALYZER_ALLOW_LOOPBACK: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      TRUSTED_PROXY_HOPS: "1",
      LEAD_NOTIFY_TO: STAFF_INBOX,
    },
  },
});
