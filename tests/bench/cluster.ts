// The cluster's figures (`npm run bench -- cluster`): two standalone instances behind nginx with Redis,
// on PostgreSQL 15 (tests/cluster/cluster.ts). Lead intake of 1,000 at 50 concurrent through nginx
// (target p95 ≤ 300 ms, none lost), publish to live on both instances (≤ 5 s), /api/ready (≤ 50 ms), and
// mobile Lighthouse of every public route through nginx (100).
// A benchmark, not a test: it prints and writes bench-results/cluster.json, and never fails CI.
import { mkdirSync, writeFileSync } from "node:fs";
import pg from "pg";
import type { AccessLine } from "../../lib/runtime/request-context.ts";
import { publishReach, startCluster, submitLeads } from "../cluster/cluster.ts";
import { launchChrome, lighthouseMedian, lighthouseOnce } from "./lighthouse.mjs";
import { ensureBuild, sitemapPaths } from "./server.mjs";
import { benchRuns, percentile } from "./stats.mjs";

const TOTAL = Number(process.env.BENCH_LEADS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_LEADS_CONCURRENCY ?? 50);
const PUBLISHES = 5;
const READY_CALLS = 200;
const run = Date.now().toString(36);

/**
 * The measured leads as the instances' access lines tell them: how long each took in the app, and how
 * long it waited for the app after nginx received it (queueMs). The rest of a client's figure is nginx,
 * the network and, here, the load generator sharing the machine's two cores.
 */
function leadsInApp(logs: string[], since: number) {
  const lines = logs
    .flatMap((log) => log.split("\n"))
    .filter((line) => line.startsWith("{") && line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as AccessLine)
    // A line is written once its answer is sent: the warm-up's last ones may come after `since`.
    .filter(
      (entry) =>
        entry.method === "POST" &&
        entry.path === "/contact" &&
        Date.parse(entry.time) - entry.durationMs >= since,
    );
  const handled = lines.map((entry) => entry.durationMs);
  const queued = lines.map((entry) => entry.queueMs ?? 0);
  return {
    requests: lines.length,
    handledP50Ms: Math.round(percentile(handled, 50)),
    handledP95Ms: Math.round(percentile(handled, 95)),
    queuedP50Ms: Math.round(percentile(queued, 50)),
    queuedP95Ms: Math.round(percentile(queued, 95)),
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

ensureBuild();
const cluster = await startCluster({
  apiPort: Number(process.env.SUPABASE_LOCAL_API_PORT ?? 54321),
  lakePort: Number(process.env.SANITY_LOCAL_PORT ?? 54340),
});
const db = new pg.Client({ connectionString: cluster.stack.dbUrl });
await db.connect();
try {
  // Warm, at the measured concurrency: each instance loads the action, and nginx opens the connections the
  // run will use. The first wave of fresh instances on fresh connections is reported on its own: Node
  // accepts one new connection per turn of its event loop, so a burst of them waits in a line.
  const fresh = await submitLeads(cluster.origin, `warm-${run}`, CONCURRENCY * 2, CONCURRENCY);
  const firstWave = fresh.latencies.slice(0, CONCURRENCY);
  const logFrom = cluster.instances.map((instance) => instance.log().length);
  // The instances' CPU per lead: on this machine the same run costs them 4.2-6.7 ms a lead from one run to
  // the next (a loop of plain computation keeps its time meanwhile), and the latencies follow it.
  const cpuFrom = cluster.instances.map((instance) => instance.cpuMs());
  const startedAt = Date.now();
  const started = performance.now();
  const leads = await submitLeads(cluster.origin, `bench-${run}`, TOTAL, CONCURRENCY);
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = cluster.instances.reduce((sum, instance, i) => sum + instance.cpuMs() - (cpuFrom[i] ?? 0), 0);
  const inAppLogs = () => cluster.instances.map((instance, i) => instance.log().slice(logFrom[i]));
  // The access lines of the last answers reach this process a moment after the answers: bounded wait.
  for (let i = 0; i < 40 && leadsInApp(inAppLogs(), startedAt).requests < TOTAL; i++) await sleep(50);
  const inApp = leadsInApp(inAppLogs(), startedAt);
  const { rows } = await db.query("select count(*)::int as n from contact_submissions where email like $1", [
    `bench-${run}-%@example.com`,
  ]);

  const publishMs: number[] = [];
  for (let i = 0; i < PUBLISHES; i++) {
    const reached = await publishReach(cluster, `Bench publish ${run} ${i}`);
    publishMs.push(
      cluster.instances.length === reached.size ? Math.max(...reached.values()) : Number.POSITIVE_INFINITY,
    );
  }

  const readyMs: number[] = [];
  for (let i = 0; i < READY_CALLS; i++) {
    const t0 = performance.now();
    const response = await fetch(`${cluster.origin}/api/ready`);
    await response.text();
    readyMs.push(performance.now() - t0);
  }

  // Every route of the sitemap, served through nginx by either instance.
  const routes = await sitemapPaths(cluster.origin);
  const lighthouse: Record<string, { performance: number; lcpMs: number; tbtMs: number }> = {};
  const chrome = await launchChrome();
  try {
    // An untimed first run: a fresh Chromium paints its first page late.
    await lighthouseOnce(chrome, `${cluster.origin}${routes[0] ?? "/"}`, "mobile");
    for (const route of routes) {
      const { performance, lcpMs, tbtMs } = await lighthouseMedian(
        chrome,
        cluster.origin + route,
        "mobile",
        benchRuns,
      );
      lighthouse[route] = { performance, lcpMs, tbtMs };
    }
  } finally {
    chrome.kill();
  }
  const scores = Object.values(lighthouse).map((r) => r.performance);

  const figures = {
    measuredAt: new Date().toISOString(),
    leads: {
      submissions: TOTAL,
      concurrency: CONCURRENCY,
      accepted: leads.accepted.length,
      stored: rows[0].n,
      lost: leads.accepted.length - rows[0].n,
      perSecond: +(TOTAL / seconds).toFixed(1),
      p50Ms: Math.round(percentile(leads.latencies, 50)),
      p95Ms: Math.round(percentile(leads.latencies, 95)),
      maxMs: Math.round(percentile(leads.latencies, 100)),
      inTheApp: inApp,
      instancesCpuMsPerLead: +(cpuMs / TOTAL).toFixed(2),
      freshInstancesFirstWave: {
        requests: firstWave.length,
        p50Ms: Math.round(percentile(firstWave, 50)),
        maxMs: Math.round(Math.max(...firstWave)),
      },
    },
    publishToLiveOnBothMs: {
      median: Math.round(percentile(publishMs, 50)),
      max: Math.round(Math.max(...publishMs)),
    },
    readyMs: {
      p50: +percentile(readyMs, 50).toFixed(1),
      p95: +percentile(readyMs, 95).toFixed(1),
      max: +Math.max(...readyMs).toFixed(1),
    },
    mobileLighthouseThroughNginx: {
      runsPerRoute: benchRuns,
      routes: scores.length,
      at100: scores.filter((score) => score === 100).length,
      lowest: Math.min(...scores),
      byRoute: lighthouse,
    },
  };
  console.log(JSON.stringify(figures, null, 2));
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/cluster.json", `${JSON.stringify(figures, null, 2)}\n`);
  console.log("Written to bench-results/cluster.json");
} finally {
  await db.end();
  await cluster.stop();
}
process.exit(0);
