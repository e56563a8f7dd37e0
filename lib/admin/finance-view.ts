import { INVOICE_STATUSES, type InvoiceStatus } from "@/supabase/workspace";
import { filterParam, openIdParam, type Params, searchParam } from "./workspace/params";

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
    create: create === "all" ? null : create,
  };
}
