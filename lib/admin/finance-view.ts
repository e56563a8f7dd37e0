import { INVOICE_STATUSES, type InvoiceStatus } from "@/supabase/workspace";
import { isUuid } from "./list-query";

/** The Finance tab's state in the URL: sub-tab, invoice search and status, the open invoice, a create form. */

export const FINANCE_VIEWS = ["invoices", "expenses", "payments", "analytics"] as const;
export type FinanceView = (typeof FINANCE_VIEWS)[number];

export const FINANCE_CREATE = ["invoice", "expense"] as const;
export type FinanceCreate = (typeof FINANCE_CREATE)[number];

export const SEARCH_MAX = 100;

export interface FinanceState {
  view: FinanceView;
  q: string;
  status: InvoiceStatus | "all";
  invoice: string;
  create: FinanceCreate | null;
}

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
const member = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function parseFinanceState(params: Params): FinanceState {
  const view = one(params.view);
  const status = one(params.status);
  const create = one(params.new);
  return {
    view: member(FINANCE_VIEWS, view) ? view : "invoices",
    q: one(params.q).trim().slice(0, SEARCH_MAX),
    status: member(INVOICE_STATUSES, status) ? status : "all",
    invoice: isUuid(one(params.invoice)) ? one(params.invoice) : "",
    create: member(FINANCE_CREATE, create) ? create : null,
  };
}
