import { defineSorts } from "../../../lib/admin/list-query.ts";
import { defineUrlState, read, type UrlState } from "../../../lib/admin/workspace/params.ts";
import type { ViewRow } from "../../../lib/supabase/rows.ts";
import { EXPENSE_STATUSES, INVOICE_STATUSES, type InvoiceStatus } from "../../../supabase/workspace.ts";

export const FINANCE_VIEWS = ["invoices", "expenses", "payments", "recurring", "analytics"] as const;
export type FinanceView = (typeof FINANCE_VIEWS)[number];

export const FINANCE_CREATE = ["invoice", "expense"] as const;
export type FinanceCreate = (typeof FINANCE_CREATE)[number];

/** What staff sort invoices by; latest issued first unless they choose. */
export const INVOICE_SORTS = defineSorts(
  {
    date: { column: "issue_date", kind: "day", label: "Issue date" },
    due: { column: "due_date", kind: "day", label: "Due date" },
    amount: { column: "total", kind: "number", label: "Amount" },
    status: { column: "status", kind: "enum", values: INVOICE_STATUSES, label: "Status" },
    number: { column: "invoice_number", kind: "text", label: "Number" },
  },
  { key: "date", direction: "desc" },
);

/** Expenses, latest first unless staff choose; the labels are the table's headers. */
export const EXPENSE_SORTS = defineSorts(
  {
    date: { column: "date", kind: "day", label: "Date" },
    amount: { column: "amount", kind: "number", label: "Amount" },
    status: { column: "status", kind: "enum", values: EXPENSE_STATUSES, label: "Status" },
  },
  { key: "date", direction: "desc" },
);

/** Payments, latest first unless staff choose; the labels are the table's headers. */
export const PAYMENT_SORTS = defineSorts(
  {
    date: { column: "payment_date", kind: "day", label: "Date" },
    amount: { column: "amount", kind: "number", label: "Amount" },
  },
  { key: "date", direction: "desc" },
);

/** The invoices list's search, status filter and sort; the sub-view is part of the list's query. */
export const INVOICE_LIST = defineUrlState(
  { q: read.search, status: read.filter(INVOICE_STATUSES), sort: read.sort(INVOICE_SORTS) },
  ["view", "q", "status", "sort"],
);
export const EXPENSE_LIST = defineUrlState({ sort: read.sort(EXPENSE_SORTS) }, ["view", "sort"]);
export const PAYMENT_LIST = defineUrlState({ sort: read.sort(PAYMENT_SORTS) }, ["view", "sort"]);

export type InvoiceListState = UrlState<typeof INVOICE_LIST>;
export const parseInvoiceList = INVOICE_LIST.parse;
export const parseExpenseList = EXPENSE_LIST.parse;
export const parsePaymentList = PAYMENT_LIST.parse;

/** The Finance area's state in the URL: sub-view, invoice search and status, the open invoice, a form. */
export const FINANCE_URL = defineUrlState({
  view: read.oneOf(FINANCE_VIEWS, "invoices" as const),
  q: read.search,
  status: read.filter(INVOICE_STATUSES),
  invoice: read.openId(),
  /** The open invoice's edit form (a draft's). */
  edit: read.equals("invoice"),
  create: read.oneOf(FINANCE_CREATE, null, "new"),
});

export type FinanceState = UrlState<typeof FINANCE_URL>;
export const parseFinanceState = FINANCE_URL.parse;

/** The status staff see: the stored one, or overdue when the database says so (is_overdue). */
export function shownInvoiceStatus(
  invoice: Pick<ViewRow<"invoices_overview">, "status" | "is_overdue">,
): InvoiceStatus {
  return invoice.is_overdue ? "overdue" : invoice.status;
}
