import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import { type CsvColumn, toCsv } from "../../../lib/runtime/csv.ts";
import type { FinanceMonth, PaymentRow } from "./queries.ts";

/**
 * 'Export Payments' and 'Export Reports': what each CSV holds, column by column. Files carry ISO dates
 * (2026-11-02, months as 2026-11) and plain numbers (-40250.00), which every spreadsheet reads as such.
 */

export const PAYMENT_COLUMNS: CsvColumn<PaymentRow>[] = [
  { header: "Transaction ID", value: (p) => p.transaction_id },
  { header: "Invoice", value: (p) => p.invoice_number },
  { header: "Client", value: (p) => p.client_name },
  { header: "Amount (USD)", value: (p) => p.amount.toFixed(2) },
  { header: "Payment date", value: (p) => p.payment_date },
  { header: "Method", value: (p) => p.payment_method },
  { header: "Status", value: (p) => p.status },
  { header: "Notes", value: (p) => p.notes },
];

export const REPORT_COLUMNS: CsvColumn<FinanceMonth>[] = [
  { header: "Month", value: (m) => m.month.slice(0, 7) },
  { header: "Revenue (USD)", value: (m) => m.revenue.toFixed(2) },
  { header: "Expenses (USD)", value: (m) => m.expenses.toFixed(2) },
  {
    header: "Net profit (USD)",
    value: (m) => ((Math.round(m.revenue * 100) - Math.round(m.expenses * 100)) / 100).toFixed(2),
  },
];

export const FINANCE_EXPORTS = {
  payments: { name: "payments", columns: PAYMENT_COLUMNS },
  report: { name: "financial-report", columns: REPORT_COLUMNS },
} as const;

export type FinanceExport = keyof typeof FINANCE_EXPORTS;

export const isFinanceExport = (value: unknown): value is FinanceExport =>
  typeof value === "string" && Object.hasOwn(FINANCE_EXPORTS, value);

export const paymentsCsv = (rows: readonly PaymentRow[]) => toCsv(rows, PAYMENT_COLUMNS);
export const reportCsv = (rows: readonly FinanceMonth[]) => toCsv(rows, REPORT_COLUMNS);

/** e.g. payments-2026-11-22.csv */
export const financeCsvFilename = (kind: FinanceExport, today = new Date()) =>
  `${FINANCE_EXPORTS[kind].name}-${todayIso(today)}.csv`;
