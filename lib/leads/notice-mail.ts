import { type QueuedMessage, queuedMessageNotice } from "../portal/notice.ts";
import { type QueuedQuote, quoteDecisionNotice, quoteSentNotice } from "../portal/quote-notice.ts";
import { formatEstimateRange } from "../quote/estimate.ts";
import type { SpecRoute } from "../runtime/routes.ts";
import type { NoticeMail } from "./notice-transport.ts";

const STAFF_DASHBOARD: SpecRoute = "/admin";

type Lead = Record<string, unknown>;

/** A field of the mail: a column shown as stored, or a value read from several columns. */
type MailField = string | { label: string; value: (lead: Lead) => unknown };

const estimateField: MailField = {
  label: "Instant estimate",
  value: (lead) =>
    typeof lead.estimate_low === "number" && typeof lead.estimate_high === "number"
      ? `${formatEstimateRange({ low: lead.estimate_low, high: lead.estimate_high })} (${lead.estimate_note ?? ""})`
      : null,
};

/** The language the visitor wrote in, so staff answer in it. */
const languageField: MailField = {
  label: "Language",
  value: (lead) => (lead.locale === "es" ? "Spanish" : "English"),
};

const KINDS: Record<string, { label: string; fields: Record<string, MailField> }> = {
  project_evaluations: {
    label: "project request",
    fields: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      language: languageField,
      company: "Company",
      service: "Service",
      estimated_budget: "Budget",
      timeline: "Timeline",
      estimate: estimateField,
      project_description: "Details",
    },
  },
  contact_submissions: {
    label: "contact message",
    fields: {
      first_name: "First name",
      last_name: "Last name",
      email: "Email",
      language: languageField,
      company: "Company",
      message: "Message",
    },
  },
  newsletter_subscriptions: {
    label: "newsletter subscriber",
    fields: { email: "Email", language: languageField },
  },
};

function whoIs(lead: Lead): string {
  const name = lead.name ?? [lead.first_name, lead.last_name].filter(Boolean).join(" ");
  return name ? `${name} <${lead.email}>` : String(lead.email);
}

/**
 * The e-mail of one queued notice: for a new lead, every field the visitor sent, in full, and where to
 * work it; for a project message, the message to the other side; for a sent quote, the quote to the
 * client's members; for the client's answer to a quote, the answer to staff (null: nobody to tell).
 */
export function noticeMail(leadTable: string, lead: Lead, siteUrl: URL): NoticeMail | null {
  if (leadTable === "project_messages") return queuedMessageNotice(lead as unknown as QueuedMessage, siteUrl);
  if (leadTable === "quotes") return quoteSentNotice(lead as unknown as QueuedQuote, siteUrl);
  if (leadTable === "quote_decisions") return quoteDecisionNotice(lead as unknown as QueuedQuote, siteUrl);
  const kind = KINDS[leadTable];
  if (!kind) throw new Error(`no notice for leads of ${leadTable}`);
  const lines = Object.entries(kind.fields).map(([column, field]) => {
    const [label, value] =
      typeof field === "string" ? [field, lead[column]] : [field.label, field.value(lead)];
    return `${label}: ${value === null || value === undefined || value === "" ? "—" : String(value)}`;
  });
  const received = String(lead.created_at ?? lead.subscribed_at ?? "");
  return {
    subject: `New ${kind.label}: ${whoIs(lead)}`,
    text: [
      `A new ${kind.label} arrived${received ? ` at ${received}` : ""}.`,
      "",
      ...lines,
      "",
      `Open the staff dashboard: ${new URL(STAFF_DASHBOARD, siteUrl).href}`,
    ].join("\n"),
  };
}
