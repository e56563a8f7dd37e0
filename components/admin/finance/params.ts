import { defineSorts, type Sort } from "@/lib/admin/list-query";
import { filterParam, openIdParam, type Params, searchParam, sortParam } from "@/lib/admin/workspace/params";
import { EXPENSE_STATUSES, INVOICE_STATUSES, type InvoiceStatus } from "@/supabase/workspace";
import type { InvoiceRow } from "./queries";

/** The Finance tab's state in the URL: sub-tab, invoice search and status, the open invoice, a create form. */

export const FINANCE_VIEWS = ["invoices", "expenses", "payments", "analytics"] as const;
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

/** The parameters that choose each view's rows and their order. */
export const INVOICE_LIST_PARAMS = ["view", "q", "status", "sort"] as const;
export const LEDGER_LIST_PARAMS = ["view", "sort"] as const;

/** The invoices list's search, status filter and sort. */
export interface InvoiceListState {
  q: string;
  status: InvoiceStatus | "all";
  sort: Sort<keyof typeof INVOICE_SORTS.columns>;
}

export function parseInvoiceList(params: Params): InvoiceListState {
  return {
    q: searchParam(params),
    status: filterParam(params, "status", INVOICE_STATUSES),
    sort: sortParam(params, INVOICE_SORTS),
  };
}

export const parseExpenseList = (params: Params) => ({ sort: sortParam(params, EXPENSE_SORTS) });
export const parsePaymentList = (params: Params) => ({ sort: sortParam(params, PAYMENT_SORTS) });

export interface FinanceState {
  view: FinanceView;
  q: string;
  status: InvoiceStatus | "all";
  invoice: string;
  /** The open invoice's edit form (a draft's). */
  edit: boolean;
  create: FinanceCreate | null;
}

export function parseFinanceState(params: Params): FinanceState {
  const view = filterParam(params, "view", FINANCE_VIEWS);
  const create = filterParam(params, "new", FINANCE_CREATE);
  return {
    view: view === "all" ? "invoices" : view,
    q: searchParam(params),
    status: filterParam(params, "status", INVOICE_STATUSES),
    invoice: openIdParam(params, "invoice"),
    edit: filterParam(params, "edit", ["invoice"] as const) === "invoice",
    create: create === "all" ? null : create,
  };
}

/** The status staff see: the stored one, or overdue when the database says so (is_overdue). */
export function shownInvoiceStatus(invoice: Pick<InvoiceRow, "status" | "is_overdue">): InvoiceStatus {
  return invoice.is_overdue ? "overdue" : invoice.status;
}
