import "server-only";
import { type Read, read, readAll, type Supabase } from "../admin/query.ts";
import type { TableRow, ViewRow } from "../supabase/rows.ts";

/**
 * The portal's reads, each with the member's own session: row level security gives a client its own
 * rows and nothing else, so none of these filters by client (a filter here would be a second guard that
 * could drift from the first, and the first is the one the REST API enforces too).
 */

export type PortalProject = ViewRow<
  "portal_projects",
  "description" | "end_date" | "next_milestone" | "next_milestone_due"
>;
export type PortalInvoice = ViewRow<
  "portal_invoices",
  "project_id" | "project_name" | "paid_date" | "description" | "notes"
>;
export type PortalMilestone = Pick<
  TableRow<"project_milestones">,
  "id" | "name" | "description" | "status" | "progress" | "due_date" | "order_index"
>;
export type PortalDocument = Pick<
  TableRow<"project_documents">,
  "id" | "name" | "file_type" | "url" | "uploaded_at"
>;
export type PortalMessage = Pick<
  TableRow<"project_messages">,
  "id" | "author_email" | "from_staff" | "body" | "created_at"
>;
export type PortalLine = Pick<TableRow<"invoice_items">, "id" | "description" | "quantity" | "unit_price"> & {
  total: number;
};
export type PortalPayment = Pick<
  TableRow<"payments">,
  "id" | "amount" | "payment_date" | "payment_method" | "status" | "transaction_id"
>;
export type PortalCredit = Pick<
  TableRow<"invoice_credits">,
  "id" | "credit_number" | "reason" | "credit_date" | "amount"
>;

/** A quote with its amounts and whether it expired (quotes_overview). */
export type PortalQuote = ViewRow<
  "quotes_overview",
  "lead_id" | "notes" | "decided_at" | "decided_by_email" | "decision_reason" | "invoice_id"
>;
export type PortalQuoteLine = Pick<
  TableRow<"quote_items">,
  "id" | "description" | "quantity" | "unit_price"
> & {
  total: number;
};

const quotesNewestFirst = (supabase: Supabase) =>
  supabase.from("quotes_overview").select("*").order("sent_at", { ascending: false });

export function portalHome(supabase: Supabase) {
  return readAll<{ projects: PortalProject[]; invoices: PortalInvoice[]; quotes: PortalQuote[] }>({
    quotes: read("portal quotes", () => quotesNewestFirst(supabase)),
    projects: read("portal projects", () =>
      supabase.from("portal_projects").select("*").order("deadline", { ascending: true }),
    ),
    invoices: read("portal invoices", () =>
      supabase.from("portal_invoices").select("*").order("issue_date", { ascending: false }),
    ),
  });
}

export function portalInvoices(supabase: Supabase): Promise<Read<PortalInvoice[]>> {
  return read("portal invoices", () =>
    supabase.from("portal_invoices").select("*").order("issue_date", { ascending: false }),
  );
}

export type PortalProjectDetail = {
  project: PortalProject | null;
  milestones: PortalMilestone[];
  documents: PortalDocument[];
  messages: PortalMessage[];
  invoices: PortalInvoice[];
  quotes: PortalQuote[];
};

export function portalProject(supabase: Supabase, id: string): Promise<Read<PortalProjectDetail>> {
  return readAll<PortalProjectDetail>({
    project: read("portal project", () =>
      supabase.from("portal_projects").select("*").eq("id", id).maybeSingle(),
    ),
    milestones: read("portal milestones", () =>
      supabase
        .from("project_milestones")
        .select("id, name, description, status, progress, due_date, order_index")
        .eq("project_id", id)
        .order("order_index"),
    ),
    documents: read("portal documents", () =>
      supabase
        .from("project_documents")
        .select("id, name, file_type, url, uploaded_at")
        .eq("project_id", id)
        .order("uploaded_at", { ascending: false }),
    ),
    messages: read("portal messages", () =>
      supabase
        .from("project_messages")
        .select("id, author_email, from_staff, body, created_at")
        .eq("project_id", id)
        .order("created_at"),
    ),
    invoices: read("portal project invoices", () =>
      supabase
        .from("portal_invoices")
        .select("*")
        .eq("project_id", id)
        .order("issue_date", { ascending: false }),
    ),
    quotes: read("portal project quotes", () => quotesNewestFirst(supabase).eq("project_id", id)),
  });
}

export type PortalQuoteDetail = { quote: PortalQuote | null; lines: PortalQuoteLine[] };

export function portalQuote(supabase: Supabase, id: string): Promise<Read<PortalQuoteDetail>> {
  return readAll<PortalQuoteDetail>({
    quote: read("portal quote", () =>
      supabase.from("quotes_overview").select("*").eq("id", id).maybeSingle(),
    ),
    lines: read("portal quote lines", () =>
      supabase
        .from("quote_items")
        .select("id, description, quantity, unit_price, total")
        .eq("quote_id", id)
        .order("position"),
    ),
  });
}

export type PortalInvoiceDetail = {
  invoice: PortalInvoice | null;
  items: PortalLine[];
  payments: PortalPayment[];
  credits: PortalCredit[];
};

export function portalInvoice(supabase: Supabase, id: string): Promise<Read<PortalInvoiceDetail>> {
  return readAll<PortalInvoiceDetail>({
    invoice: read("portal invoice", () =>
      supabase.from("portal_invoices").select("*").eq("id", id).maybeSingle(),
    ),
    items: read("portal invoice lines", () =>
      supabase
        .from("invoice_items")
        .select("id, description, quantity, unit_price, total")
        .eq("invoice_id", id)
        .order("position"),
    ),
    payments: read("portal invoice payments", () =>
      supabase
        .from("payments")
        .select("id, amount, payment_date, payment_method, status, transaction_id")
        .eq("invoice_id", id)
        .order("payment_date"),
    ),
    credits: read("portal invoice credit notes", () =>
      supabase
        .from("invoice_credits")
        .select("id, credit_number, reason, credit_date, amount")
        .eq("invoice_id", id)
        .order("credit_date"),
    ),
  });
}
