import type { SupabaseClient } from "@supabase/supabase-js";
import { confirmationMail } from "./confirmation-mail.ts";
import { noticeMail } from "./notice-mail.ts";
import type { NoticeMail, NoticeTransport } from "./notice-transport.ts";

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

/** An outbox the worker delivers: its table, the function that claims its due rows, and their mail. */
interface Outbox {
  table: "lead_notices" | "lead_confirmations";
  claim: "claim_lead_notices" | "claim_lead_confirmations";
  /** What is wrapped in "[leads] …" log lines. */
  what: string;
  mail: (leadTable: string, lead: Record<string, unknown>, siteUrl: URL) => NoticeMail | null;
}

/** Staff notices of new leads, and the portal's and quotes' notices. */
const NOTICES: Outbox = {
  table: "lead_notices",
  claim: "claim_lead_notices",
  what: "notice",
  mail: noticeMail,
};

/** The visitors' confirmation e-mails, each in its lead's language. */
const CONFIRMATIONS: Outbox = {
  table: "lead_confirmations",
  claim: "claim_lead_confirmations",
  what: "confirmation",
  mail: confirmationMail,
};

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

async function record(
  client: SupabaseClient,
  outbox: Outbox,
  id: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const { error } = await client.from(outbox.table).update(changes).eq("id", id);
  if (error) throw new Error(`recording ${outbox.what} ${id} failed (${error.code}): ${error.message}`);
}

/**
 * Marks delivered notices as sent, several in one update: a notice delivered while the previous update is
 * on its way goes into the next one. So a notice is never left delivered but unmarked for longer than one
 * update takes (as when each had its own), while a batch of 25 costs two or three round trips, not 25.
 */
class SentMarks {
  private waiting: string[] = [];
  private writing: Promise<void> | null = null;
  private failure: Error | null = null;
  private readonly client: SupabaseClient;
  private readonly outbox: Outbox;

  constructor(client: SupabaseClient, outbox: Outbox) {
    this.client = client;
    this.outbox = outbox;
  }

  add(id: string): void {
    this.waiting.push(id);
    this.writing ??= this.write();
  }

  private async write(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const ids = this.waiting.splice(0);
        const { error } = await this.client
          .from(this.outbox.table)
          .update({ status: "sent", sent_at: new Date().toISOString(), last_error: null })
          .in("id", ids);
        if (error)
          throw new Error(
            `recording ${this.outbox.what}s ${ids.join(", ")} as sent failed (${error.code}): ${error.message}`,
          );
      }
    } catch (error) {
      this.failure ??= error as Error;
    } finally {
      this.writing = null;
    }
  }

  /** Once every notice added so far is marked; throws what an update failed with. */
  async settled(): Promise<void> {
    await this.writing;
    if (this.failure) throw this.failure;
  }
}

/**
 * Delivers every due notice (claimed atomically, so parallel workers never send one twice). A failed
 * attempt is retried with backoff; after NOTICE_DELIVERY.maxAttempts it is marked failed with the
 * error, where staff can read it (public.lead_notices, admins only). `client` is the server credential.
 */
export function deliverDueNotices(
  client: SupabaseClient,
  transport: NoticeTransport,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  return deliverDue(client, transport, options, NOTICES);
}

/**
 * Delivers every due confirmation e-mail to its visitor, as notices are delivered (public.lead_confirmations).
 */
export function deliverDueConfirmations(
  client: SupabaseClient,
  transport: NoticeTransport,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  return deliverDue(client, transport, options, CONFIRMATIONS);
}

async function deliverDue(
  client: SupabaseClient,
  transport: NoticeTransport,
  options: DeliveryOptions,
  outbox: Outbox,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let batch = 0; batch < NOTICE_DELIVERY.maxBatches; batch++) {
    const { data, error } = await client.rpc(outbox.claim, {
      batch: NOTICE_DELIVERY.batchSize,
      lease_seconds: NOTICE_DELIVERY.leaseSeconds,
    });
    if (error) throw new Error(`claiming lead ${outbox.what}s failed (${error.code}): ${error.message}`);
    const notices = (data ?? []) as ClaimedNotice[];
    if (notices.length === 0) break;
    const sent = new SentMarks(client, outbox);
    for (const notice of notices) {
      try {
        if (!notice.lead) throw new Error("the lead no longer exists");
        const mail = outbox.mail(notice.lead_table, notice.lead, options.siteUrl);
        if (mail) await transport.send(mail);
        sent.add(notice.id);
        report.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = notice.attempts >= NOTICE_DELIVERY.maxAttempts;
        const delay = retryDelaySeconds(notice.attempts, options.retryBaseSeconds);
        await record(client, outbox, notice.id, {
          status: giveUp ? "failed" : "pending",
          next_attempt_at: new Date(Date.now() + delay * 1000).toISOString(),
          last_error: message.slice(0, 2000),
        });
        if (giveUp) report.failed += 1;
        else report.retrying += 1;
        console.error(
          `[leads] ${outbox.what} ${notice.id} via ${transport.name}: attempt ${notice.attempts} failed (${message})${giveUp ? "; marked failed" : `; retry in ${delay} s`}.`,
        );
      }
    }
    await sent.settled();
  }
  return report;
}
