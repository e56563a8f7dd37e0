import { filterParam, openIdParam, type Params, searchParam } from "@/lib/admin/workspace/params";
import { INVOICE_STATUSES, type InvoiceStatus } from "@/supabase/workspace";
import type { InvoiceRow } from "./queries";

/** The Finance tab's state in the URL: sub-tab, invoice search and status, the open invoice, a create form. */

export const FINANCE_VIEWS = ["invoices", "expenses", "payments", "analytics"] as const;
export type FinanceView = (typeof FINANCE_VIEWS)[number];

export const FINANCE_CREATE = ["invoice", "expense"] as const;
export type FinanceCreate = (typeof FINANCE_CREATE)[number];

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
