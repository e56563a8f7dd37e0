import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Without a Sanity project the site runs on the local Content Lake. Each server gets its own lake,
// started from the committed seed: the specs that edit content in the Studio (studio-local.spec.ts)
// use a second server, so what they publish never reaches the specs that read the seed.
const hosted = Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID);
const lakePort = Number(process.env.SANITY_LOCAL_PORT ?? 54340);
const editingPort = port + 2;
const editingBaseURL = `http://127.0.0.1:${editingPort}`;
const EDITING_SPEC = /studio-local\.spec\.ts/;
const specFilters = process.argv.slice(2).filter((arg) => /\.spec\.ts|e2e\//.test(arg));
const editingServerNeeded =
  !hosted && (specFilters.length === 0 || specFilters.some((arg) => EDITING_SPEC.test(arg)));

function siteServer(sitePort: number, lake: { port: number; dataDir: string }) {
  return {
    command: `npm run start -- --port ${sitePort} --hostname 127.0.0.1`,
    url: `http://127.0.0.1:${sitePort}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      SEO_ANALYZER_ALLOW_LOOPBACK: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      SANITY_LOCAL_PORT: String(lake.port),
      SANITY_LOCAL_DATA_DIR: lake.dataDir,
      SANITY_LOCAL_RESET: "1",
    },
  };
}

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
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "chromium",
      testIgnore: EDITING_SPEC,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "studio-editing",
      testMatch: EDITING_SPEC,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, baseURL: editingBaseURL },
    },
  ],
  webServer: [
    siteServer(port, { port: lakePort, dataDir: ".data/e2e/sanity-lake" }),
    ...(editingServerNeeded
      ? [siteServer(editingPort, { port: lakePort + 1, dataDir: ".data/e2e/sanity-lake-editing" })]
      : []),
  ],
});
