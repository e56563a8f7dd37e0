import { defineArea } from "../../../lib/admin/areas.ts";
import { FINANCE_URL } from "./params.ts";

/** Finance: its sub-views' lists have a URL state each (INVOICE_LIST, EXPENSE_LIST, PAYMENT_LIST). */
export const financeArea = defineArea({
  slug: "finance",
  label: "Finance",
  loading: "Loading financial systems...",
  failed: "adminFinanceFailed",
  url: FINANCE_URL,
});
