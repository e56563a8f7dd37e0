import { formatDay } from "../admin/workspace/dates.ts";
import { PORTAL_PATH } from "../portal/paths.ts";
import { formatCurrency } from "../runtime/money.ts";

/** The figures a mail about an invoice quotes, as invoices_overview derives them. */
export interface MailedInvoice {
  id: string;
  invoice_number: string;
  total: number;
  balance: number;
  due_date: string;
  description: string | null;
}

/** One queued mail, as the claim hands it out. */
export interface ClaimedMail {
  id: string;
  invoice_id: string;
  kind: "invoice" | "reminder";
  recipient: string;
  subject: string;
  attempts: number;
  reminder_offset_days: number | null;
  reminder_message: string | null;
  contact_name: string | null;
}

/** Where the client finds the invoice: the portal's invoice list, and the invoice's PDF there. */
export function portalLinks(siteUrl: URL, invoiceId: string) {
  return {
    invoices: new URL(`${PORTAL_PATH}/invoices`, siteUrl).toString(),
    pdf: new URL(`${PORTAL_PATH}/invoices/${invoiceId}/pdf`, siteUrl).toString(),
  };
}

/**
 * The text of an invoice's mail or of one of its reminders: who it is for, the step's own words for a
 * reminder, the amounts, and the links into the portal. The PDF goes with it as an attachment.
 */
export function invoiceMailText(mail: ClaimedMail, invoice: MailedInvoice, siteUrl: URL): string {
  const links = portalLinks(siteUrl, invoice.id);
  const hello = mail.contact_name ? `Hello ${mail.contact_name},` : "Hello,";
  const lead =
    mail.kind === "reminder"
      ? (mail.reminder_message ?? "A reminder about this invoice.")
      : `Please find attached invoice ${invoice.invoice_number} from Cardinal Consulting.`;
  const lines = [
    hello,
    "",
    lead,
    "",
    `Invoice: ${invoice.invoice_number}`,
    ...(invoice.description ? [`For: ${invoice.description}`] : []),
    `Total: ${formatCurrency(invoice.total)}`,
    `Balance due: ${formatCurrency(invoice.balance)}`,
    `Due: ${formatDay(invoice.due_date)}`,
    "",
    `See it in your client portal: ${links.invoices}`,
    `Download it: ${links.pdf}`,
    "",
    "The invoice is attached as a PDF. Reply to this e-mail with any question.",
    "",
    "Cardinal Consulting",
  ];
  return `${lines.join("\n")}\n`;
}
