// `npm run bench`: every public route beside the app it replaces and beside its own HTML without scripts
// (mobile and desktop Lighthouse, LCP, TBT, CLS, JS, HTML), the first open of each lazy island, and the
// first taps of a visitor on a phone (./taps.mjs), and how soon the Studio's validation answers typing
// (./validation.mjs). Pages an editor publishes in the Studio are measured with the routes (./studio-pages.mjs).
// Then the SEO analyzer, lead intake, the staff dashboard at ten times the sample data (./admin.ts) and
// the cluster.
// A benchmark, not a test: it prints figures and writes bench-results/site.json; it never fails CI.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startUpScripts } from "../../lib/cache-csp/start-up-scripts.ts";
import { measureIslands } from "./islands.mjs";
import { chromeArgs, chromiumPath, launchChrome, lighthouseMedian, lighthouseOnce } from "./lighthouse.mjs";
import { startNoScriptProxy } from "./no-script-proxy.mjs";
import { measureScripts } from "./scripts.mjs";
import { englishPage, ensureBuild, sitemapPaths, startSite } from "./server.mjs";
import { benchRuns, median } from "./stats.mjs";
import { publishStudioPages } from "./studio-pages.mjs";
import { measureEarlyTaps, measureTaps } from "./taps.mjs";
import { earlyTapMisses, misses, tapMisses, targets } from "./targets.mjs";
import { measureValidation } from "./validation.mjs";

/** Runs one of the TypeScript benches (tests/bench/NAME.ts) to its end. */
const runTsBench = (name) => spawnSync(process.execPath, [`tests/bench/${name}.ts`], { stdio: "inherit" });

// `npm run bench -- leads` runs only the lead-intake figure; `-- cluster` only the cluster's figures;
// `-- admin` only the staff dashboard's at ten times the sample data.
for (const only of ["leads", "cluster", "admin"]) {
  if (process.argv.includes(only)) {
    process.exit(runTsBench(only).status ?? 1);
  }
}

const port = Number(process.env.BENCH_PORT ?? 3300);
const noScriptPort = Number(process.env.BENCH_NO_SCRIPT_PORT ?? port + 1);
const origin = `http://127.0.0.1:${port}`;
// Lighthouse figures are the median of this many runs (the reference figures are medians of 3).
const runs = benchRuns;
const reference = JSON.parse(readFileSync(new URL("./reference.json", import.meta.url), "utf8"));

ensureBuild();
const { stop: stopServer } = await startSite(port);

/** Every public route, as the site's own sitemap lists them, and the sign-in page. */
async function publicRoutes() {
  if (process.env.BENCH_ROUTES) return process.env.BENCH_ROUTES.split(",").filter(Boolean);
  return [...new Set([...(await sitemapPaths(origin)), "/auth"])];
}

/** The first taps under the phone profile beside the app we replace, printed; returns their rows. */
async function firstTaps(routes) {
  const rows = await measureTaps(origin, {
    runs: Math.max(runs, 3),
    chromiumPath,
    args: chromeArgs,
    only: process.env.BENCH_ROUTES ? routes : undefined,
    names: tapNames,
  });
  const ms = (figure) => (figure ? `${figure.median} (${figure.runs.join(" / ")})` : "");
  const original = (row) => reference.taps[row.tap];
  console.log(
    `\nFirst tap on a phone, page settled 4 s, ms, median (runs); the original app: ${reference.taps.about}`,
  );
  console.table(
    rows.map((row) => ({
      tap: row.tap,
      "original: visible": original(row)?.dialog
        ? ms({ median: median(original(row).dialog), runs: original(row).dialog })
        : "",
      "ours: dialog": ms(row.dialog),
      "ours: visible": ms(row.form ?? row.shown),
      "ours: wizard code in charge": ms(row.enhanced),
      INP: ms(row.inp),
    })),
  );
  for (const row of rows) row.misses = tapMisses(row, original(row));
  return rows;
}

const tapNames = process.env.BENCH_TAPS?.split(",").filter(Boolean);

/** Every island of every route tapped the moment it shows, printed; returns the rows. */
async function earlyTaps(routes) {
  const rows = await measureEarlyTaps(origin, routes, {
    runs: Math.max(runs, 3),
    chromiumPath,
    args: chromeArgs,
    names: tapNames,
  });
  const ms = (figure) =>
    figure.median === undefined
      ? ""
      : `${figure.median} (${figure.runs.map((r) => r ?? "lost").join(" / ")})`;
  console.log(
    "\nFirst tap on a phone the moment the control shows (before the page's code may have come): taps lost (no response in 8 s), when the control showed and the time to the response, ms from the tap, median of those answered (runs); the wizard's form is its first step, which can be typed in, and the wizard's code takes it over later",
  );
  console.table(
    rows.map((row) => ({
      route: row.route,
      island: row.island,
      lost: `${row.lost} of ${row.runs}`,
      "control shown at": ms(row.shownAt),
      response: ms(row.response),
      "navigation started": row.navigation ? ms(row.navigation) : "",
      "wizard form": row.done ? ms(row.done) : "",
      "wizard code in charge": row.enhanced ? ms(row.enhanced) : "",
    })),
  );
  for (const row of rows) row.misses = earlyTapMisses(row);
  return rows;
}

/** Each route's scripts by owner, printed; returns the rows. */
const routeScripts = (routes) => measureScripts(origin, routes, { chromiumPath, args: chromeArgs });

// `npm run bench -- taps` runs only the first taps (settled and early) and each route's scripts.
if (process.argv.includes("taps")) {
  try {
    const routes = await publicRoutes();
    const rows = await firstTaps(routes);
    const early = await earlyTaps(routes);
    const scripts = await routeScripts(routes);
    for (const row of [...rows, ...early])
      if (row.misses.length)
        console.log(`  ${row.tap ?? `${row.island} on ${row.route}`}: ${row.misses.join(", ")}`);
    mkdirSync("bench-results", { recursive: true });
    writeFileSync(
      "bench-results/taps.json",
      JSON.stringify({ measuredAt: new Date().toISOString(), targets, taps: rows, early, scripts }, null, 2),
    );
  } finally {
    await stopServer();
  }
  process.exit(0);
}

/** The Studio's validation after the last keystroke, printed; returns its rows. */
async function studioValidation() {
  console.log("\nStudio validation, ms from the last keystroke to the field's message (median of runs)");
  try {
    const rows = await measureValidation(origin, { runs: Math.max(runs, 3), chromiumPath, args: chromeArgs });
    console.table(rows);
    return rows;
  } catch (error) {
    // A measurement that fails is reported with the others; it must not lose the figures taken before it.
    console.log(`  not measured: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
    return [{ error: String(error instanceof Error ? error.message.split("\n")[0] : error) }];
  }
}

// `npm run bench -- validation` runs only the Studio's validation.
if (process.argv.includes("validation")) {
  try {
    await studioValidation();
  } finally {
    await stopServer();
  }
  process.exit(0);
}

const scriptCache = new Map();
async function gzipBytes(url) {
  if (!scriptCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    scriptCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return scriptCache.get(url);
}

const kib = (bytes) => +(bytes / 1024).toFixed(1);

const SETTLE_TIMEOUT_MS = 30_000;

/**
 * The route's HTML once it is served from a fresh cache entry. A publish (the Studio pages above) makes
 * stale every page that reads what it changed; the first request after it is answered with the stale
 * page while the server renders the new one, and a Lighthouse run then shares the two cores with that
 * render (on the first run of this bench: the home pages painted at 1.27 s instead of 0.25 s, TBT 388 ms).
 */
async function settledHtml(route) {
  const until = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(origin + route);
    const html = await response.text();
    if (response.headers.get("x-nextjs-cache") !== "STALE") return html;
    if (Date.now() >= until) {
      console.log(`  ${route} was still being regenerated after ${SETTLE_TIMEOUT_MS / 1000} s`);
      return html;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The JavaScript a route loads at start-up (gzip), whether before or after its first paint, and the size of its HTML. */
async function weightOf(route) {
  const html = await settledHtml(route);
  // A page in another language is held to the figures of the original's page it translates (its
  // English alternate); the original had only English.
  const english = englishPage(html, route);
  const unique = startUpScripts(html).map((src) => new URL(src, origin).href);
  let total = 0;
  for (const src of unique) total += await gzipBytes(src);
  return {
    english,
    indexable: !/<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html),
    scripts: unique.length,
    jsKiB: kib(total),
    htmlKiB: kib(Buffer.byteLength(html)),
    htmlGzipKiB: kib(gzipSync(html, { level: 9 }).length),
  };
}

const noScript = await startNoScriptProxy(origin, noScriptPort);
let studioPages = null;
try {
  const routes = await publicRoutes();
  const created = new Set();
  // A landing page and a case study published as an editor would, measured like the fixed routes, and
  // tapped like them: they stay published until every figure that visits them is taken.
  studioPages = await publishStudioPages(origin);
  for (const path of studioPages?.paths ?? []) created.add(path);
  routes.push(...created);
  const chrome = await launchChrome();
  const results = [];
  try {
    // One untimed run first: a fresh Chromium's first page paints a second or more late (its own start-up,
    // measured here: the same static page's first paint 2.2 s cold, 0.2 s after), which would be charged to
    // whichever route comes first.
    if (routes.length > 0) await lighthouseOnce(chrome, origin + routes[0], "mobile");
    for (const route of routes) {
      const weight = await weightOf(route);
      const mobile = await lighthouseMedian(chrome, origin + route, "mobile", runs);
      const desktop = await lighthouseMedian(chrome, origin + route, "desktop", runs);
      const withoutScripts = await lighthouseMedian(chrome, noScript.origin + route, "mobile", runs);
      const original = weight.english ? reference.mobile[weight.english] : undefined;
      results.push({
        route,
        createdInStudio: created.has(route),
        ...weight,
        mobile,
        desktop,
        withoutScripts,
        original,
        misses: [
          ...misses({ mobile, desktop, jsKiB: weight.jsKiB, indexable: weight.indexable }, original),
          ...(weight.english ? [] : ["no en-US alternate to hold it to the original's page"]),
        ],
      });
      console.log(`measured ${route}`);
    }
  } finally {
    await chrome.kill();
  }

  const figures = (r) => (r ? `${r.performance} / ${(r.lcpMs / 1000).toFixed(2)} s / ${r.tbtMs} ms` : "");
  console.log(
    `\nMobile Lighthouse (performance / LCP / TBT), median of ${runs}; host index: Lighthouse's reading of this machine's CPU speed in those runs (higher is faster; TBT moves with it); the original app: ${reference.about}`,
  );
  console.table(
    results.map((r) => ({
      route: r.createdInStudio ? `${r.route} (new in the Studio)` : r.route,
      original: figures(r.original),
      ours: figures(r.mobile),
      "ours, no scripts": figures(r.withoutScripts),
      CLS: r.mobile.cls,
      "painted (observed)": `${r.mobile.paintMs} ms`,
      "host index": r.mobile.hostIndex,
      desktop: r.desktop.performance,
      "a11y/bp/seo": `${r.mobile.accessibility}/${r.mobile.bestPractices}/${r.mobile.seo}`,
      "JS KiB": r.jsKiB,
      "HTML KiB (gzip)": `${r.htmlKiB} (${r.htmlGzipKiB})`,
    })),
  );

  const islands = await measureIslands(origin, { runs: Math.max(runs, 3), chromiumPath, args: chromeArgs });
  console.log("\nFirst open of each lazy island under mobile throttling (median ms)");
  console.table(islands);

  const tapRows = await firstTaps(routes);
  const earlyRows = await earlyTaps(routes);
  const scriptRows = await routeScripts(routes);
  const validation = await studioValidation();

  console.log("\nTargets");
  const slowIslands = islands.filter((i) => i.warmedMs > targets.islandFirstOpenMs);
  for (const r of results) if (r.misses.length) console.log(`  ${r.route}: ${r.misses.join(", ")}`);
  for (const i of slowIslands)
    console.log(`  ${i.island}: warmed first open ${i.warmedMs} ms > ${targets.islandFirstOpenMs}`);
  for (const row of tapRows) if (row.misses.length) console.log(`  ${row.tap}: ${row.misses.join(", ")}`);
  for (const row of earlyRows)
    if (row.misses.length) console.log(`  ${row.island} on ${row.route}: ${row.misses.join(", ")}`);
  if (
    results.every((r) => r.misses.length === 0) &&
    slowIslands.length === 0 &&
    tapRows.every((row) => row.misses.length === 0) &&
    earlyRows.every((row) => row.misses.length === 0)
  )
    console.log("  every public route, island and first tap meets them");

  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/site.json",
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        runs,
        targets,
        routes: results,
        islands,
        taps: tapRows,
        earlyTaps: earlyRows,
        scripts: scriptRows,
        validation,
      },
      null,
      2,
    ),
  );
  console.log("\nWritten to bench-results/site.json");
} finally {
  await studioPages?.remove();
  await noScript.close();
  await stopServer();
}

if (existsSync("tests/bench/seo.mjs") && !process.env.BENCH_SKIP_SEO) {
  console.log("\nSEO analyzer benchmark");
  spawnSync("node", ["tests/bench/seo.mjs"], { stdio: "inherit" });
}

console.log("\nLead intake benchmark");
runTsBench("leads");
console.log("\nAdmin dashboard benchmark (×10 sample data)");
runTsBench("admin");
console.log("\nCluster benchmark (two instances behind nginx, Redis, PostgreSQL 15)");
runTsBench("cluster");
process.exit(0);
