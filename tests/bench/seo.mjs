// Benchmark of the SEO analyzer, end to end against a local fixture site (not a test).
// Run with the project's Node 24, which loads the TypeScript engine directly:
//   npx node tests/bench/seo.mjs
// Prints a table and writes bench-results/seo.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { createAnalyzer } from "../../lib/seo/analyzer.ts";
import { auditUrl } from "../../lib/seo/audit.ts";
import { fixtureCa, startFixtureServer } from "../fixtures/seo/server.ts";
import { goodSite } from "../fixtures/seo/sites.ts";
import { median, percentile } from "./stats.mjs";

const RUNS = 20;
const CONCURRENT = 20;
const TARGET_MS = 1500;

const site = await startFixtureServer(goodSite, { tls: true });
const options = { allowLoopback: true, ca: fixtureCa };

function stats(samples) {
  return {
    runs: samples.length,
    medianMs: round(median(samples)),
    p95Ms: round(percentile(samples, 95)),
    minMs: round(Math.min(...samples)),
    maxMs: round(Math.max(...samples)),
  };
}
const round = (n) => Math.round(n * 10) / 10;

async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

try {
  // One warm-up so module loading and TLS setup are not measured.
  await auditUrl(site.url("/"), options);

  const sequential = [];
  for (let i = 0; i < RUNS; i++) sequential.push(await timed(() => auditUrl(site.url("/"), options)));

  const each = [];
  const engineWall = await timed(() =>
    Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        timed(() => auditUrl(site.url("/"), options)).then((ms) => each.push(ms)),
      ),
    ),
  );

  // The same burst through the public analyzer: concurrency cap and queue, different URLs so no cache hits.
  const analyzer = createAnalyzer({ ...options, rateLimit: { limit: 1000, windowMs: 60_000 } });
  const served = [];
  const serviceWall = await timed(() =>
    Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        timed(() => analyzer.analyze(site.url(`/?v=${i}`), `client-${i}`)).then((ms) => served.push(ms)),
      ),
    ),
  );

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    fixture:
      "tests/fixtures/seo/sites.ts goodSite over https on 127.0.0.1 (page, its 3 images timed for the load time, robots.txt, sitemap, 3 image HEADs)",
    targetMs: TARGET_MS,
    sequential: stats(sequential),
    concurrentEngine: { audits: CONCURRENT, wallMs: round(engineWall), ...stats(each) },
    concurrentService: { audits: CONCURRENT, wallMs: round(serviceWall), ...stats(served) },
  };

  console.table({
    [`sequential x${RUNS}`]: { median: results.sequential.medianMs, p95: results.sequential.p95Ms, wall: "" },
    [`${CONCURRENT} concurrent (engine)`]: {
      median: results.concurrentEngine.medianMs,
      p95: results.concurrentEngine.p95Ms,
      wall: results.concurrentEngine.wallMs,
    },
    [`${CONCURRENT} concurrent (service, cap 4)`]: {
      median: results.concurrentService.medianMs,
      p95: results.concurrentService.p95Ms,
      wall: results.concurrentService.wallMs,
    },
  });
  console.log(
    `times in ms; target per audit ≤ ${TARGET_MS} ms: ${results.sequential.p95Ms <= TARGET_MS ? "met" : "MISSED"}`,
  );

  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/seo.json", `${JSON.stringify(results, null, 2)}\n`);
  console.log("wrote bench-results/seo.json");
} finally {
  await site.close();
}
