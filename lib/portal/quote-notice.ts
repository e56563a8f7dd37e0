import { formatDay } from "../admin/workspace/dates.ts";
import type { NoticeMail } from "../leads/notice-transport.ts";
import { formatCurrency } from "../runtime/money.ts";
import { PORTAL_PATH } from "./paths.ts";

/** A quote as the notice outbox hands it over (public.quote_notice). */
export interface QueuedQuote {
  id: string;
  quote_number: string;
  title: string;
  status: "sent" | "accepted" | "declined" | "withdrawn";
  total: number;
  valid_until: string;
  project_id: string;
  project_name: string;
  client_name: string;
  decided_by_email: string | null;
  decision_reason: string | null;
  invoice_number: string | null;
  client_emails: string[];
}

/**
 * The mail of a sent quote to the client's live portal members: the quote's figures and where to accept
 * or decline it. Null when nobody has access any more: nothing to send.
 */
export function quoteSentNotice(quote: QueuedQuote, siteUrl: URL): NoticeMail | null {
  if (quote.client_emails.length === 0) return null;
  const link = new URL(`${PORTAL_PATH}/quotes/${quote.id}`, siteUrl).href;
  const lines = [
    "Hello,",
    "",
    `Cardinal Consulting sent you quote ${quote.quote_number} for ${quote.project_name}.`,
    "",
    `Quote: ${quote.quote_number}`,
    `For: ${quote.title}`,
    `Total: ${formatCurrency(Number(quote.total))}`,
    `Valid until: ${formatDay(quote.valid_until)}`,
    "",
    `Read it, then accept or decline it in your client portal: ${link}`,
    "",
    "Cardinal Consulting",
  ];
  return {
    to: quote.client_emails,
    kind: "portal-quote",
    subject: `Quote ${quote.quote_number}: ${quote.title} (${formatCurrency(Number(quote.total))}, valid until ${formatDay(quote.valid_until)})`,
    text: `${lines.join("\n")}\n`,
  };
}

/** The mail to staff (LEAD_NOTIFY_TO) when the client accepted or declined a quote: who, what, why. */
export function quoteDecisionNotice(quote: QueuedQuote, siteUrl: URL): NoticeMail {
  if (quote.status !== "accepted" && quote.status !== "declined")
    throw new Error(`quote ${quote.quote_number} is ${quote.status}, not decided by the client`);
  const link = new URL(`/admin/projects?${new URLSearchParams({ project: quote.project_id })}`, siteUrl).href;
  const lines = [
    `${quote.client_name} ${quote.status} quote ${quote.quote_number} on ${quote.project_name}.`,
    "",
    `Quote: ${quote.quote_number}`,
    `For: ${quote.title}`,
    `Total: ${formatCurrency(Number(quote.total))}`,
    `Decided by: ${quote.decided_by_email ?? "—"}`,
    `Reason: ${quote.decision_reason ?? "—"}`,
    ...(quote.invoice_number ? [`Draft invoice: ${quote.invoice_number} (check it, then send it)`] : []),
    "",
    `Open the project: ${link}`,
  ];
  return {
    kind: "quote-decision",
    subject: `${quote.client_name} ${quote.status} quote ${quote.quote_number}: ${quote.title}`,
    text: `${lines.join("\n")}\n`,
  };
}
