import { describe, expect, it } from "vitest";
import { INVOICE_TAX_RATE_PERCENT } from "../../../supabase/workspace.ts";
import { formatInvoiceNumber, formatTransactionId, invoiceTotals, lineTotal } from "./invoice-math.ts";

describe("invoice arithmetic", () => {
  it("taxes the subtotal at 8.5% by default and adds it to the total", () => {
    expect(INVOICE_TAX_RATE_PERCENT).toBe(8.5);
    expect(invoiceTotals([{ quantity: 1, unitPrice: 1000 }])).toEqual({
      subtotal: 1000,
      taxAmount: 85,
      total: 1085,
    });
    expect(
      invoiceTotals([
        { quantity: 2, unitPrice: 1250.5 },
        { quantity: 1, unitPrice: 99.99 },
      ]),
    ).toEqual({ subtotal: 2600.99, taxAmount: 221.08, total: 2822.07 });
  });

  it("rounds half a cent away from zero, as the database does", () => {
    // 8.5% of $0.10 is 0.85 cents → 1 cent; of $0.30 is 2.55 cents → 3 cents.
    expect(invoiceTotals([{ quantity: 1, unitPrice: 0.1 }]).taxAmount).toBe(0.01);
    expect(invoiceTotals([{ quantity: 1, unitPrice: 0.3 }]).taxAmount).toBe(0.03);
    // 1.15 × 1.15 = 1.3225 → 1.32; 0.5 × 0.05 = 0.025 → 0.03.
    expect(lineTotal({ quantity: 1.15, unitPrice: 1.15 })).toBe(1.32);
    expect(lineTotal({ quantity: 0.5, unitPrice: 0.05 })).toBe(0.03);
  });

  it("takes another rate and an empty invoice", () => {
    expect(invoiceTotals([{ quantity: 3, unitPrice: 100 }], 0)).toEqual({
      subtotal: 300,
      taxAmount: 0,
      total: 300,
    });
    expect(invoiceTotals([{ quantity: 3, unitPrice: 100 }], 10)).toEqual({
      subtotal: 300,
      taxAmount: 30,
      total: 330,
    });
    expect(invoiceTotals([])).toEqual({ subtotal: 0, taxAmount: 0, total: 0 });
  });

  it("numbers invoices INV-YYYY-NNN and payments TXN-NNN-YYYY", () => {
    expect(formatInvoiceNumber(2026, 7)).toBe("INV-2026-007");
    expect(formatInvoiceNumber(2026, 123)).toBe("INV-2026-123");
    expect(formatTransactionId(42, 2026)).toBe("TXN-042-2026");
  });
});
