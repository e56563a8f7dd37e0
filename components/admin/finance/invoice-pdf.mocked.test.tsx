import { inflateSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import type { InvoiceDetail } from "./queries.ts";

vi.mock("server-only", () => ({}));

/** The text a PDF shows: each content stream inflated, each TJ/Tj operator's hex strings decoded. */
function shownText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const op of content.matchAll(/(\[[^\]]*\]|<[0-9a-fA-F]*>)\s*T[Jj]/g)) {
      const hexes = [...(op[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? "");
      lines.push(hexes.map((hex) => Buffer.from(hex, "hex").toString("latin1")).join(""));
    }
  }
  return lines.join("\n");
}

const invoice = {
  id: "inv-1",
  invoice_number: "INV-2026-054",
  client_id: "c",
  project_id: null,
  status: "paid",
  issue_date: "2026-11-01",
  due_date: "2026-12-01",
  paid_date: "2026-11-20",
  description: null,
  tax_rate: 8.5,
  currency: "USD",
  payment_method: "wire",
  notes: null,
  created_at: "",
  updated_at: "",
  client_name: "Bayou Freight",
  project_name: null,
  subtotal: 2000,
  tax_amount: 170,
  total: 2170,
  amount: 2170,
  item_count: 1,
  is_overdue: false,
  amount_paid: 1000,
  amount_credited: 1170,
  balance: 0,
} as InvoiceDetail["invoice"];

describe("invoice PDF", () => {
  it("lists the payments and credit notes, the amount paid and the balance due", async () => {
    const { invoicePdf } = await import("./invoice-pdf.tsx");
    const detail: InvoiceDetail = {
      invoice: { ...invoice, status: "sent", paid_date: null, amount_credited: 0, balance: 1170 },
      items: [
        {
          id: "i1",
          invoice_id: "inv-1",
          position: 0,
          description: "Design sprint",
          quantity: 1,
          unit_price: 2000,
          total: 2000,
        },
      ],
      payments: [
        {
          id: "p1",
          invoice_id: "inv-1",
          amount: 1000,
          payment_date: "2026-11-10",
          payment_method: "wire",
          transaction_id: "TXN-012-2026",
          status: "completed",
          notes: null,
          created_at: "",
          invoice_number: "INV-2026-054",
          client_name: "Bayou Freight",
        },
      ],
      credits: [],
      mails: [],
    };
    const partPaid = shownText(await invoicePdf(detail));
    expect(partPaid).toContain("Payment TXN-012-2026 (wire)");
    expect(partPaid).toMatch(/Amount paid\n\$1,000\.00/);
    expect(partPaid).toMatch(/Balance due\n\$1,170\.00/);

    const writtenOff = shownText(
      await invoicePdf({
        ...detail,
        invoice,
        credits: [
          {
            id: "c1",
            credit_number: "CRN-2026-001",
            amount: 1170,
            credit_date: "2026-11-20",
            reason: "Settled for less",
          },
        ],
      }),
    );
    expect(writtenOff).toContain("Credit note CRN-2026-001: Settled for less");
    expect(writtenOff).toMatch(/Credited\n\$1,170\.00/);
    expect(writtenOff).toMatch(/Balance due\n\$0\.00/);
  }, 30_000);
});
