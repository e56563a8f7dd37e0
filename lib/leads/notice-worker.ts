import type { SupabaseClient } from "@supabase/supabase-js";
import { noticeMail } from "./notice-mail";
import type { NoticeTransport } from "./notice-transport";

/** How staff notices are delivered: attempts, backoff between them, and the claim a worker holds. */
export const NOTICE_DELIVERY = {
  maxAttempts: 5,
  /** Wait after the first failure; doubled after each further one (30 s, 1 min, 2 min, 4 min). */
  retryBaseSeconds: 30,
  /** A claimed notice returns to the queue if its worker has not finished it by then. */
  leaseSeconds: 120,
  batchSize: 25,
  /** At most this many batches per run, so one run always ends. */
  maxBatches: 40,
} as const;

export interface DeliveryOptions {
  siteUrl: URL;
  retryBaseSeconds?: number;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedNotice {
  id: string;
  lead_table: string;
  lead: Record<string, unknown> | null;
  attempts: number;
}

/** The wait before attempt `attempts + 1`. */
export function retryDelaySeconds(attempts: number, base: number = NOTICE_DELIVERY.retryBaseSeconds): number {
  return base * 2 ** Math.max(0, attempts - 1);
}

async function record(client: SupabaseClient, id: string, changes: Record<string, unknown>): Promise<void> {
  const { error } = await client.from("lead_notices").update(changes).eq("id", id);
  if (error) throw new Error(`recording notice ${id} failed (${error.code}): ${error.message}`);
}

/**
 * Delivers every due notice (claimed atomically, so parallel workers never send one twice). A failed
 * attempt is retried with backoff; after NOTICE_DELIVERY.maxAttempts it is marked failed with the
 * error, where staff can read it (public.lead_notices, admins only). `client` is the server credential.
 */
export async function deliverDueNotices(
  client: SupabaseClient,
  transport: NoticeTransport,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let batch = 0; batch < NOTICE_DELIVERY.maxBatches; batch++) {
    const { data, error } = await client.rpc("claim_lead_notices", {
      batch: NOTICE_DELIVERY.batchSize,
      lease_seconds: NOTICE_DELIVERY.leaseSeconds,
    });
    if (error) throw new Error(`claiming lead notices failed (${error.code}): ${error.message}`);
    const notices = (data ?? []) as ClaimedNotice[];
    if (notices.length === 0) break;
    for (const notice of notices) {
      try {
        if (!notice.lead) throw new Error("the lead no longer exists");
        await transport.send(noticeMail(notice.lead_table, notice.lead, options.siteUrl));
        await record(client, notice.id, {
          status: "sent",
          sent_at: new Date().toISOString(),
          last_error: null,
        });
        report.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = notice.attempts >= NOTICE_DELIVERY.maxAttempts;
        const delay = retryDelaySeconds(notice.attempts, options.retryBaseSeconds);
        await record(client, notice.id, {
          status: giveUp ? "failed" : "pending",
          next_attempt_at: new Date(Date.now() + delay * 1000).toISOString(),
          last_error: message.slice(0, 2000),
        });
        if (giveUp) report.failed += 1;
        else report.retrying += 1;
        console.error(
          `[leads] notice ${notice.id} via ${transport.name}: attempt ${notice.attempts} failed (${message})${giveUp ? "; marked failed" : `; retry in ${delay} s`}.`,
        );
      }
    }
  }
  return report;
}
