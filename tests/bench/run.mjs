// `npm run bench`: JavaScript shipped per route (gzip) and Lighthouse scores, mobile and desktop.
// A benchmark, not a test: it prints figures and writes bench-results/site.json; it never fails CI.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const routes = [
  "/",
  "/services",
  "/industries",
  "/about",
  "/contact",
  "/insights",
  "/careers",
  "/test",
  "/services/web-development",
  "/services/seo-insights",
];
const lighthouseRoutes = (
  process.env.BENCH_LIGHTHOUSE_ROUTES ?? "/,/services,/services/seo-insights,/contact"
)
  .split(",")
  .filter(Boolean);
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

if (!existsSync(".next/BUILD_ID") || process.env.BENCH_REBUILD) {
  console.log("Building the site once for the benchmark...");
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  "npm",
  ["run", "--silent", "start", "--", "--port", String(port), "--hostname", "127.0.0.1"],
  {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    detached: true,
  },
);
// Stopped the way a terminal's Ctrl-C stops it: SIGINT to the whole process group (npm, the site and the
// local Supabase stack), then wait until the start script has shut the stack down.
const stopServer = () =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once("exit", resolve);
    try {
      process.kill(-server.pid, "SIGINT");
    } catch {
      resolve();
    }
  });
process.on("exit", () => {
  try {
    process.kill(-server.pid, "SIGINT");
  } catch {}
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the site did not answer on ${origin}`);
}

const scriptCache = new Map();
async function gzipBytes(url) {
  if (!scriptCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    scriptCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return scriptCache.get(url);
}

async function javascriptOf(route) {
  const html = await (await fetch(origin + route)).text();
  // Modern browsers skip `nomodule` scripts (the legacy polyfills), so they are not counted.
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1]))
    .map((m) => /\bsrc="([^"]+\.js[^"]*)"/.exec(m[1])?.[1])
    .filter(Boolean)
    .map((src) => new URL(src, origin).href);
  const unique = [...new Set(sources)];
  let total = 0;
  for (const src of unique) total += await gzipBytes(src);
  return { route, scripts: unique.length, gzipKiB: +(total / 1024).toFixed(1) };
}

async function runLighthouse(chrome, route, formFactor) {
  const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: undefined };
  const config = formFactor === "desktop" ? desktopConfig : undefined;
  const result = await lighthouse(origin + route, flags, config);
  const lhr = result.lhr;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    route,
    formFactor,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: +audit("cumulative-layout-shift").toFixed(3),
  };
}

try {
  await waitForServer();
  const js = [];
  for (const route of routes) js.push(await javascriptOf(route));
  console.log("\nJavaScript loaded per route (gzip)");
  console.table(js);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  const scores = [];
  try {
    for (const formFactor of ["mobile", "desktop"]) {
      for (const route of lighthouseRoutes) scores.push(await runLighthouse(chrome, route, formFactor));
    }
  } finally {
    await chrome.kill();
  }
  console.log("\nLighthouse");
  console.table(scores);

  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/site.json",
    JSON.stringify({ measuredAt: new Date().toISOString(), javascript: js, lighthouse: scores }, null, 2),
  );
  console.log("\nWritten to bench-results/site.json");
} finally {
  await stopServer();
}

if (existsSync("tests/bench/seo.mjs") && !process.env.BENCH_SKIP_SEO) {
  console.log("\nSEO analyzer benchmark");
  spawnSync("node", ["tests/bench/seo.mjs"], { stdio: "inherit" });
}
process.exit(0);
