import "server-only";
import { mailerFromEnv } from "../mail/transport.ts";
import { siteUrl } from "../runtime/env.ts";
import { createServiceClient } from "../supabase/service.ts";
import { deliverInvoiceMails, runBillingTick } from "./worker.ts";

/** How often each server process runs the billing worker (recurring invoices, reminders, retries). */
const SWEEP_INTERVAL_MS = 60_000;

const mailer = () => mailerFromEnv(process.env, (line) => console.info(`[billing] ${line}`));

let delivering: Promise<void> | null = null;
let again = false;

/**
 * Delivers the invoice mails due now, in the background of this process, or asks the current run to look
 * again when it ends: 'Send' calls it so the mail goes out at once. Never throws: the mail is queued in
 * the database, and the next sweep (of any server) delivers it.
 */
export function kickInvoiceDelivery(): Promise<void> {
  if (delivering) {
    again = true;
    return delivering;
  }
  delivering = (async () => {
    const client = createServiceClient();
    const transport = mailer();
    do {
      again = false;
      await deliverInvoiceMails(client, transport, { now: new Date(), siteUrl });
    } while (again);
  })()
    .catch((error) => console.error("[billing] invoice mail delivery failed", error))
    .finally(() => {
      delivering = null;
    });
  return delivering;
}

let ticking = false;

/** The periodic billing worker of this server process; several processes may run it side by side. */
export function startBillingSweep(): void {
  const tick = async () => {
    if (ticking) return;
    ticking = true;
    try {
      const report = await runBillingTick(createServiceClient(), mailer(), { now: new Date(), siteUrl });
      if (report.issued + report.reminders + report.sent + report.retrying + report.failed > 0)
        console.info(
          `[billing] issued ${report.issued}, reminders queued ${report.reminders}, sent ${report.sent}, retrying ${report.retrying}, failed ${report.failed}`,
        );
    } catch (error) {
      console.error("[billing] worker tick failed", error);
    } finally {
      ticking = false;
    }
  };
  const timer = setInterval(() => void tick(), SWEEP_INTERVAL_MS);
  timer.unref();
  void tick();
}
