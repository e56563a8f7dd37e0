import { INVOICE_TAX_RATE_PERCENT } from "../../../supabase/workspace.ts";

/**
 * Invoice arithmetic exactly as the database's invoices_overview does it, for the New Invoice form's
 * live totals: line total = round(quantity × unit price, 2), subtotal = sum of line totals,
 * tax = round(subtotal × rate / 100, 2), total = subtotal + tax. Computed in whole cents (rounding half
 * away from zero like PostgreSQL's round) so no binary fraction can move a cent.
 */

export interface LineItemInput {
  quantity: number;
  unitPrice: number;
}

export interface InvoiceTotals {
  subtotal: number;
  taxAmount: number;
  total: number;
}

const toHundredths = (value: number) => Math.round(value * 100);

/** n / d rounded half away from zero, for integers. */
function roundDiv(n: number, d: number): number {
  const sign = Math.sign(n);
  return sign * Math.floor((2 * Math.abs(n) + d) / (2 * d));
}

export function lineTotal(item: LineItemInput): number {
  return roundDiv(toHundredths(item.quantity) * toHundredths(item.unitPrice), 100) / 100;
}

export function invoiceTotals(
  items: readonly LineItemInput[],
  taxRatePercent: number = INVOICE_TAX_RATE_PERCENT,
): InvoiceTotals {
  const subtotalCents = items.reduce(
    (sum, item) => sum + roundDiv(toHundredths(item.quantity) * toHundredths(item.unitPrice), 100),
    0,
  );
  const taxCents = roundDiv(subtotalCents * toHundredths(taxRatePercent), 10000);
  return {
    subtotal: subtotalCents / 100,
    taxAmount: taxCents / 100,
    total: (subtotalCents + taxCents) / 100,
  };
}

/** INV-YYYY-NNN: the year the invoice is issued and its number in that year. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(3, "0")}`;
}

/** TXN-NNN-YYYY: the payment's number in its year, then the year. */
export function formatTransactionId(sequence: number, year: number): string {
  return `TXN-${String(sequence).padStart(3, "0")}-${year}`;
}
