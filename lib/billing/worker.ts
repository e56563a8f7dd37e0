import type { SupabaseClient } from "@supabase/supabase-js";
import { invoicePdf, invoicePdfFilename } from "../../components/admin/finance/invoice-document.tsx";
import { getInvoiceDetail } from "../../components/admin/finance/queries.ts";
import type { Mailer } from "../mail/transport.ts";
import type { Database } from "../supabase/database.types.ts";
import { type ClaimedMail, invoiceMailText, portalLinks } from "./invoice-mail.ts";

/** How invoice mail is delivered: attempts, backoff between them, and the claim a worker holds. */
export const INVOICE_DELIVERY = {
  maxAttempts: 5,
  /** Wait after the first failure; doubled after each further one (1, 2, 4, 8 min). */
  retryBaseSeconds: 60,
  /** A claimed mail returns to the queue if its worker has not finished it by then. */
  leaseSeconds: 120,
  batchSize: 10,
  /** At most this many batches per run, so one run always ends. */
  maxBatches: 20,
} as const;

export interface BillingOptions {
  /** The worker's clock: every rule of what is due reads it, so tests can move it. */
  now: Date;
  siteUrl: URL;
  retryBaseSeconds?: number;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

export interface TickReport extends DeliveryReport {
  /** Invoices recurring templates issued. */
  issued: number;
  /** Reminders queued. */
  reminders: number;
}

type Client = SupabaseClient<Database>;

function failure(what: string, error: { code?: string; message: string }): Error {
  return new Error(`${what} failed (${error.code ?? "no code"}): ${error.message}`);
}

/** The wait before attempt `attempts + 1`. */
export function retryDelaySeconds(
  attempts: number,
  base: number = INVOICE_DELIVERY.retryBaseSeconds,
): number {
  return base * 2 ** Math.max(0, attempts - 1);
}

/** Sends one claimed mail with the invoice's PDF; resolves with the transport's message id. */
async function sendOne(client: Client, mailer: Mailer, mail: ClaimedMail, siteUrl: URL) {
  const detail = await getInvoiceDetail(client, mail.invoice_id);
  if (detail.failed) throw new Error("the invoice could not be read");
  if (!detail.data) throw new Error("the invoice no longer exists");
  const { invoice } = detail.data;
  const pdf = await invoicePdf(detail.data);
  return mailer.send({
    to: mail.recipient,
    subject: mail.subject,
    text: invoiceMailText(mail, invoice, siteUrl),
    attachments: [
      { filename: invoicePdfFilename(invoice.invoice_number), content: pdf, contentType: "application/pdf" },
    ],
    type: mail.kind === "reminder" ? "invoice-reminder" : "invoice",
    link: portalLinks(siteUrl, invoice.id).pdf,
  });
}

/**
 * Delivers every invoice mail due at `now` (claimed in the database, so parallel workers never send one
 * twice). Each attempt's outcome is stored on the mail and logged; a failed one is retried with backoff,
 * and after INVOICE_DELIVERY.maxAttempts it is marked failed with the error, on the invoice for staff.
 */
export async function deliverInvoiceMails(
  client: Client,
  mailer: Mailer,
  options: BillingOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const now = options.now;
  for (let batch = 0; batch < INVOICE_DELIVERY.maxBatches; batch++) {
    const { data, error } = await client.rpc("claim_invoice_mails", {
      p_now: now.toISOString(),
      p_batch: INVOICE_DELIVERY.batchSize,
      p_lease_seconds: INVOICE_DELIVERY.leaseSeconds,
    });
    if (error) throw failure("claiming invoice mails", error);
    const mails = (data ?? []) as ClaimedMail[];
    if (mails.length === 0) break;
    for (const mail of mails) {
      let outcome: { p_message_id: string | null; p_error: string | null; p_retry_at: string | null };
      try {
        const { messageId } = await sendOne(client, mailer, mail, options.siteUrl);
        outcome = { p_message_id: messageId || null, p_error: null, p_retry_at: null };
        report.sent += 1;
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)) || "unknown error";
        const giveUp = mail.attempts >= INVOICE_DELIVERY.maxAttempts;
        const delay = retryDelaySeconds(mail.attempts, options.retryBaseSeconds);
        outcome = {
          p_message_id: null,
          p_error: message.slice(0, 2000),
          p_retry_at: giveUp ? null : new Date(now.getTime() + delay * 1000).toISOString(),
        };
        if (giveUp) report.failed += 1;
        else report.retrying += 1;
        console.error(
          `[billing] ${mail.kind} mail ${mail.id} to ${mail.recipient} via ${mailer.name}: attempt ${mail.attempts} failed (${message})${giveUp ? "; marked failed" : `; retry in ${delay} s`}.`,
        );
      }
      const recorded = await client.rpc("record_invoice_mail", {
        p_mail_id: mail.id,
        p_now: new Date(Math.max(now.getTime(), Date.now())).toISOString(),
        ...outcome,
      } as Database["public"]["Functions"]["record_invoice_mail"]["Args"]);
      if (recorded.error) throw failure(`recording invoice mail ${mail.id}`, recorded.error);
    }
  }
  return report;
}

/**
 * One turn of the billing worker at `now`: recurring templates whose date has come issue their invoices,
 * the reminders due are queued, and every mail due is delivered.
 */
export async function runBillingTick(
  client: Client,
  mailer: Mailer,
  options: BillingOptions,
): Promise<TickReport> {
  const p_now = options.now.toISOString();
  const issued = await client.rpc("issue_due_recurring_invoices", { p_now });
  if (issued.error) throw failure("issuing recurring invoices", issued.error);
  const reminders = await client.rpc("schedule_invoice_reminders", { p_now });
  if (reminders.error) throw failure("scheduling reminders", reminders.error);
  const delivered = await deliverInvoiceMails(client, mailer, options);
  return { issued: (issued.data ?? []).length, reminders: reminders.data ?? 0, ...delivered };
}
