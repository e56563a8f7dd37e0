// `npm run bench`: JavaScript shipped per route (gzip) and Lighthouse scores, mobile and desktop.
// A benchmark, not a test: it prints figures and writes bench-results/site.json; it never fails CI.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ensureBuild, startSite } from "./server.mjs";

// `npm run bench -- leads` runs only the lead-intake figure.
if (process.argv.includes("leads")) {
  const leads = spawnSync(process.execPath, ["tests/bench/leads.ts"], { stdio: "inherit" });
  process.exit(leads.status ?? 1);
}

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

ensureBuild();
const { stop: stopServer } = await startSite(port);

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

console.log("\nLead intake benchmark");
spawnSync(process.execPath, ["tests/bench/leads.ts"], { stdio: "inherit" });
process.exit(0);
