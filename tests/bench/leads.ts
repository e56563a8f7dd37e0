// Lead intake under load: 1,000 contact submissions, 50 at a time, through the real server action of
// the production build, each from its own client address (the bench plays one trusted proxy). Prints
// accepted, stored and lost counts, latency p50/p95 and how the staff notices went; writes
// bench-results/leads.json. A benchmark, not a test: it never fails CI.
import { mkdirSync, writeFileSync } from "node:fs";
import { createClient } from "@supabase/supabase-js";
import { ensureLocalKeys } from "../../local/supabase/keys.mjs";
import { actionRequest, actionResult } from "../e2e/support/server-action.ts";
import { ensureBuild, startSite } from "./server.mjs";
import { percentile } from "./stats.mjs";

const TOTAL = Number(process.env.BENCH_LEADS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_LEADS_CONCURRENCY ?? 50);
const NOTICE_WAIT_MS = 120_000;
const port = Number(process.env.BENCH_PORT ?? 3300);
const run = Date.now().toString(36);

/** A distinct private address per submission: 10.x.y.z from its index. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const emailOf = (i: number) => `bench-${run}-${i}@example.com`;

ensureBuild();
const site = await startSite(port, { TRUSTED_PROXY_HOPS: "1", LEAD_NOTIFY_TO: "bench@cardinal.test" });
const keys = await ensureLocalKeys();
const db = createClient(
  process.env.NEXT_PUBLIC_SUPABASE_URL ?? keys.apiUrl,
  process.env.SUPABASE_SERVICE_ROLE_KEY ?? keys.serviceRoleKey,
  {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  },
);

try {
  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < TOTAL) {
      const i = next++;
      const payload = {
        firstName: "Bench",
        lastName: `Visitor ${i}`,
        email: emailOf(i),
        company: "Load Test Inc",
        message: `Submission ${i} of the lead-intake benchmark.`,
      };
      const { headers, body } = actionRequest(site.origin, "submitContact", payload, addressOf(i));
      const t0 = performance.now();
      let outcome = "no result";
      try {
        const response = await fetch(`${site.origin}/contact`, { method: "POST", headers, body });
        const result = actionResult(await response.text());
        outcome = result?.ok ? "ok" : (result?.message ?? result?.toast ?? `HTTP ${response.status}`);
      } catch (error) {
        outcome = (error as Error).message;
      }
      latencies.push(performance.now() - t0);
      if (outcome !== "ok") refusals.set(outcome, (refusals.get(outcome) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const accepted = TOTAL - [...refusals.values()].reduce((a, b) => a + b, 0);

  const ids: string[] = [];
  for (let from = 0; ; from += 500) {
    const { data, error } = await db
      .from("contact_submissions")
      .select("id")
      .like("email", `bench-${run}-%`)
      .order("id")
      .range(from, from + 499);
    if (error) throw new Error(`reading the stored leads: ${error.message}`);
    ids.push(...(data ?? []).map((row: { id: string }) => row.id));
    if ((data ?? []).length < 500) break;
  }

  async function noticeCounts() {
    const counts: Record<string, number> = {};
    for (let i = 0; i < ids.length; i += 100) {
      const { data, error } = await db
        .from("lead_notices")
        .select("status")
        .in("lead_id", ids.slice(i, i + 100));
      if (error) throw new Error(`reading the notices: ${error.message}`);
      for (const row of data ?? []) counts[row.status] = (counts[row.status] ?? 0) + 1;
    }
    return counts;
  }
  const noticeStart = performance.now();
  let notices = await noticeCounts();
  while ((notices.sent ?? 0) < ids.length && performance.now() - noticeStart < NOTICE_WAIT_MS) {
    await new Promise((r) => setTimeout(r, 2000));
    notices = await noticeCounts();
  }

  const figures = {
    measuredAt: new Date().toISOString(),
    submissions: TOTAL,
    concurrency: CONCURRENCY,
    accepted,
    stored: ids.length,
    lost: accepted - ids.length,
    refused: Object.fromEntries(refusals),
    seconds: +seconds.toFixed(1),
    perSecond: +(TOTAL / seconds).toFixed(1),
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    maxMs: Math.round(percentile(latencies, 100)),
    notices,
    noticesAllSentWithinSeconds:
      (notices.sent ?? 0) === ids.length ? +((performance.now() - noticeStart) / 1000).toFixed(1) : null,
  };
  console.table([
    {
      submissions: figures.submissions,
      concurrency: figures.concurrency,
      accepted: figures.accepted,
      stored: figures.stored,
      lost: figures.lost,
      "p50 ms": figures.p50Ms,
      "p95 ms": figures.p95Ms,
      "per s": figures.perSecond,
    },
  ]);
  console.log("Refused:", figures.refused, "Notices:", figures.notices);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/leads.json", `${JSON.stringify(figures, null, 2)}\n`);
  console.log("Written to bench-results/leads.json");
} finally {
  await site.stop();
}
process.exit(0);
