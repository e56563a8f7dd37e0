import "server-only";
import { siteUrl } from "../runtime/env.ts";
import { createServiceClient } from "../supabase/service.ts";
import { noticeTransportFromEnv } from "./notice-transport.ts";
import { deliverDueConfirmations, deliverDueNotices } from "./notice-worker.ts";
import { LEAD_RATE_LIMITS } from "./rate-limit.ts";

/** How often each server process looks for notices that are due (retries, or a kick that was lost). */
const SWEEP_INTERVAL_MS = 60_000;

let running: Promise<void> | null = null;
let again = false;

async function run(): Promise<void> {
  const client = createServiceClient();
  const transport = noticeTransportFromEnv();
  do {
    again = false;
    // Staff first: a visitor's confirmation never holds up the notice staff act on.
    await deliverDueNotices(client, transport, { siteUrl });
    await deliverDueConfirmations(client, transport, { siteUrl });
  } while (again);
}

/**
 * Starts a delivery run in the background, or asks the current one to look again when it ends. Never
 * throws: a lead is already stored with its notice, which the next run delivers.
 */
export function kickNoticeDelivery(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = run()
    .catch((error) => console.error("[leads] notice delivery run failed", error))
    .finally(() => {
      running = null;
    });
  return running;
}

async function pruneRateLimits(): Promise<void> {
  const longest = Math.max(...Object.values(LEAD_RATE_LIMITS).map((l) => l.windowSeconds));
  const { error } = await createServiceClient()
    .from("lead_rate_limits")
    .delete()
    .lt("window_started_at", new Date(Date.now() - 2 * longest * 1000).toISOString());
  if (error) console.error(`[leads] pruning rate limits failed (${error.code}): ${error.message}`);
}

/** The periodic sweep of this server process: due notices, and rate-limit windows long over. */
export function startNoticeSweep(): void {
  const timer = setInterval(() => {
    void kickNoticeDelivery();
    void pruneRateLimits().catch((error) => console.error("[leads] pruning rate limits failed", error));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  void kickNoticeDelivery();
}
