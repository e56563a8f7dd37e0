import type { Cursor, Sort } from "../../../lib/admin/list-query.ts";
import { listSource } from "../../../lib/admin/list-source.ts";
import {
  type FilterValue,
  type Read,
  read,
  readAll,
  readEmbedded,
  type Supabase,
  type WriteResult,
  writeFailure,
} from "../../../lib/admin/query.ts";
import type { TableRow, ViewRow } from "../../../lib/supabase/rows.ts";
import type { InvoiceStatus } from "../../../supabase/workspace.ts";
import { type ExpenseValues, expenseArgs } from "./expense-schema.ts";
import { type InvoiceValues, invoiceArgs } from "./invoice-schema.ts";
import { EXPENSE_SORTS, INVOICE_SORTS, type InvoiceListState, PAYMENT_SORTS } from "./params.ts";

/** Invoice search, case-insensitive substring: number, client and project. */
export const INVOICE_SEARCH_COLUMNS = ["invoice_number", "client_name", "project_name"] as const;

export interface InvoiceFilters {
  search?: string;
  status?: FilterValue<InvoiceStatus>;
}

/**
 * Overdue is derived in SQL (public.invoice_is_overdue, the view's is_overdue) and never stored: the
 * "overdue" filter asks for it, and "sent" means sent and not yet overdue, as the badges read.
 */
const invoicesList = listSource<InvoiceRow, InvoiceFilters, InvoiceListState["sort"]["key"]>({
  what: "invoices list",
  view: "invoices_overview",
  search: INVOICE_SEARCH_COLUMNS,
  sorts: INVOICE_SORTS,
  filters: ({ status }) => ({ status: status === "overdue" ? undefined : status }),
  refine: (query, { status }) => {
    if (status === "overdue") return query.eq("is_overdue", true);
    if (status === "sent") return query.eq("is_overdue", false);
    return query;
  },
  order: { column: "issue_date", ascending: false },
});

export const listInvoices = (supabase: Supabase, filters: InvoiceFilters = {}) =>
  invoicesList.all(supabase, filters);

/** One page of the invoices list in the URL's view, after `cursor`. */
export const readInvoicePage = (supabase: Supabase, state: InvoiceListState, cursor: Cursor | null) =>
  invoicesList.page(supabase, { search: state.q, status: state.status }, state.sort, cursor);

export function getInvoiceDetail(supabase: Supabase, id: string): Promise<Read<InvoiceDetail | null>> {
  return readEmbedded<InvoiceRow & Omit<InvoiceDetail, "invoice">, InvoiceDetail>(
    "invoice",
    () =>
      supabase
        .from("invoices_overview")
        .select(
          "*, items:invoice_items(*), payments:payments_overview(*), credits:invoice_credits(*), mails:invoice_mails(*)",
        )
        .eq("id", id)
        .order("position", { referencedTable: "items" })
        .order("payment_date", { referencedTable: "payments" })
        .order("created_at", { referencedTable: "credits" })
        .order("created_at", { referencedTable: "mails" })
        .maybeSingle(),
    ({ items, payments, credits, mails, ...invoice }) => ({ invoice, items, payments, credits, mails }),
  );
}

/**
 * A draft as its edit form opens it: the fields, the lines and the version they are of, in one read
 * (one statement, so the version is the one these values were saved at).
 */
export function getInvoiceDraft(supabase: Supabase, id: string): Promise<Read<InvoiceDraftRow | null>> {
  return read<InvoiceDraftRow | null>("invoice draft", () =>
    supabase
      .from("invoices")
      .select(
        "id, invoice_number, status, version, client_id, project_id, issue_date, due_date, description, notes, tax_rate, invoice_items(description, quantity, unit_price, position)",
      )
      .eq("id", id)
      .order("position", { referencedTable: "invoice_items" })
      .maybeSingle(),
  );
}

/** Recurring invoices, the next one to be issued first (paused ones last), and the reminder ladder. */
export function getBillingSchedule(supabase: Supabase): Promise<Read<BillingSchedule>> {
  return readAll<BillingSchedule>({
    recurring: read<RecurringInvoiceRow[]>("recurring invoices", () =>
      supabase
        .from("recurring_invoices_overview")
        .select("*")
        .order("active", { ascending: false })
        .order("next_date"),
    ),
    steps: read<ReminderStepRow[]>("reminder steps", () =>
      supabase.from("reminder_steps").select("*").order("offset_days"),
    ),
  });
}

const expensesList = listSource<ExpenseRow, object, keyof typeof EXPENSE_SORTS.columns>({
  what: "expenses list",
  view: "expenses_overview",
  sorts: EXPENSE_SORTS,
  order: { column: "date", ascending: false },
});

export const listExpenses = (supabase: Supabase) => expensesList.all(supabase);

/** One page of expenses in the URL's sort, after `cursor`. */
export const readExpensePage = (
  supabase: Supabase,
  state: { sort: Sort<keyof typeof EXPENSE_SORTS.columns> },
  cursor: Cursor | null,
) => expensesList.page(supabase, {}, state.sort, cursor);

const paymentsList = listSource<PaymentRow, object, keyof typeof PAYMENT_SORTS.columns>({
  what: "payments list",
  view: "payments_overview",
  sorts: PAYMENT_SORTS,
  order: { column: "payment_date", ascending: false },
});

/** One page of payments in the URL's sort, after `cursor`. */
export const readPaymentPage = (
  supabase: Supabase,
  state: { sort: Sort<keyof typeof PAYMENT_SORTS.columns> },
  cursor: Cursor | null,
) => paymentsList.page(supabase, {}, state.sort, cursor);

export const listPayments = (supabase: Supabase) => paymentsList.all(supabase);

export function financeSummary(supabase: Supabase): Promise<Read<FinanceSummary>> {
  return read("finance summary", () => supabase.from("finance_summary").select("*").single());
}

/** Revenue and expenses of the last 12 months, oldest first (the analytics chart). */
export function financeByMonth(supabase: Supabase): Promise<Read<FinanceMonth[]>> {
  return read("finance by month", () => supabase.from("finance_monthly").select("*").order("month"));
}

/** Creates the invoice with its items in one transaction; the database numbers it INV-YYYY-NNN. */
export async function createInvoice(supabase: Supabase, values: InvoiceValues): Promise<WriteResult> {
  const { data, error } = await supabase.rpc("create_invoice", invoiceArgs(values));
  return error ? writeFailure("create invoice", error) : { ok: true, id: data as string };
}

/** Stored pending through public.create_expense, Finance's and a project's alike. */
export async function createExpense(supabase: Supabase, values: ExpenseValues): Promise<WriteResult> {
  const { data, error } = await supabase.rpc("create_expense", { expense: expenseArgs(values) });
  return error ? writeFailure("create expense", error) : { ok: true, id: data as string };
}

export type InvoiceRow = ViewRow<
  "invoices_overview",
  "project_id" | "paid_date" | "description" | "payment_method" | "notes" | "project_name"
>;
/** `total` is a stored generated column: always computed, though the generator cannot tell. */
export type InvoiceItemRow = TableRow<"invoice_items"> & { total: number };
export type CreditRow = TableRow<"invoice_credits">;
export type RecurringInvoiceRow = ViewRow<
  "recurring_invoices_overview",
  "project_id" | "project_name" | "last_invoice_id" | "last_invoice_number"
>;
export type ReminderStepRow = TableRow<"reminder_steps">;
export type BillingSchedule = { recurring: RecurringInvoiceRow[]; steps: ReminderStepRow[] };
/** An e-mail of the invoice or one of its reminders, with its outcome. */
export type InvoiceMailRow = TableRow<"invoice_mails">;
export type InvoiceDetail = {
  invoice: InvoiceRow;
  items: InvoiceItemRow[];
  payments: PaymentRow[];
  credits: CreditRow[];
  mails: InvoiceMailRow[];
};
export type PaymentRow = ViewRow<"payments_overview", "notes">;
export type ExpenseRow = ViewRow<
  "expenses_overview",
  "project_id" | "approved_by" | "approved_date" | "notes" | "project_name" | "approved_by_name"
>;
export type FinanceSummary = ViewRow<"finance_summary", "profit_margin" | "growth_rate">;
export type FinanceMonth = ViewRow<"finance_monthly">;
export type InvoiceDraftRow = Pick<
  TableRow<"invoices">,
  | "id"
  | "invoice_number"
  | "status"
  | "version"
  | "client_id"
  | "project_id"
  | "issue_date"
  | "due_date"
  | "description"
  | "notes"
  | "tax_rate"
> & {
  invoice_items: Pick<TableRow<"invoice_items">, "description" | "quantity" | "unit_price" | "position">[];
};
