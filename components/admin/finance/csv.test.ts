import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { financeCsvFilename, isFinanceExport, paymentsCsv, reportCsv } from "./csv.ts";
import type { PaymentRow } from "./queries.ts";

const payment: PaymentRow = {
  id: "p1",
  invoice_id: "i1",
  amount: 1234.5,
  payment_date: "2026-11-02",
  payment_method: "ach",
  transaction_id: "TXN-004-2026",
  status: "completed",
  notes: '=HYPERLINK("x")',
  created_at: "2026-11-02T10:00:00Z",
  invoice_number: "INV-2026-004",
  client_name: "Acme, Inc.",
};

const parse = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), { header: true }).data;

describe("finance CSV", () => {
  it("round-trips payments with commas intact and formulas neutralised", () => {
    const [row] = parse(paymentsCsv([payment]));
    expect(row).toMatchObject({
      "Transaction ID": "TXN-004-2026",
      Invoice: "INV-2026-004",
      Client: "Acme, Inc.",
      "Amount (USD)": "1234.50",
      Notes: '\'=HYPERLINK("x")',
    });
  });

  it("reports net profit per month in cents, ISO months, and a loss as a number", () => {
    const rows = parse(
      reportCsv([
        { month: "2026-11-01", revenue: 1000.1, expenses: 400.2 },
        { month: "2026-10-01", revenue: 0, expenses: 40250 },
      ]),
    );
    expect(rows).toEqual([
      {
        Month: "2026-11",
        "Revenue (USD)": "1000.10",
        "Expenses (USD)": "400.20",
        "Net profit (USD)": "599.90",
      },
      {
        Month: "2026-10",
        "Revenue (USD)": "0.00",
        "Expenses (USD)": "40250.00",
        "Net profit (USD)": "-40250.00",
      },
    ]);
    // A spreadsheet sums what it reads: every figure is a number, nothing was turned into text.
    const net = rows.map((row) => Number(row["Net profit (USD)"]));
    expect(net.reduce((a, b) => a + b, 0)).toBeCloseTo(-39650.1, 2);
  });

  it("knows its exports and names the files by date", () => {
    expect(isFinanceExport("payments")).toBe(true);
    expect(isFinanceExport("toString")).toBe(false);
    expect(financeCsvFilename("report", new Date("2026-11-22T12:00:00Z"))).toBe(
      "financial-report-2026-11-22.csv",
    );
  });
});
