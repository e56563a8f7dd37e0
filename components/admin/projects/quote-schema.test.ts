import { describe, expect, it } from "vitest";
import { linesFromEstimate, quoteArgs, quoteSchema } from "./quote-schema.ts";

const PROJECT = "6f1c2b1e-4b5a-4c8e-9f3a-2d1e0c9b8a7f";

describe("a quote's first draft from a quote request", () => {
  it("is one line at the middle of the estimated range, described by the estimate's note", () => {
    expect(
      linesFromEstimate({
        id: "l",
        estimate_low: 8000,
        estimate_high: 12001,
        estimate_note: "Website, 5 pages",
      }),
    ).toEqual([{ description: "As estimated: Website, 5 pages", quantity: "1", unitPrice: "10001" }]);
  });

  it("is nothing without an estimate", () => {
    expect(linesFromEstimate(null)).toBeNull();
    expect(
      linesFromEstimate({ id: "l", estimate_low: null, estimate_high: null, estimate_note: null }),
    ).toBeNull();
  });
});

describe("the quote form", () => {
  it("sends its lines and the tax rate as send_quote takes them", () => {
    const parsed = quoteSchema.parse({
      projectId: PROJECT,
      leadId: "",
      title: " Website ",
      validUntil: "2030-01-31",
      taxRate: "8.5",
      notes: "",
      items: [{ description: "Design", quantity: "2", unitPrice: "$1,200.50" }],
    });
    expect(quoteArgs(parsed)).toEqual({
      p_project_id: PROJECT,
      quote: { lead_id: null, title: "Website", valid_until: "2030-01-31", tax_rate: 8.5, notes: null },
      items: [{ description: "Design", quantity: 2, unit_price: 1200.5 }],
    });
  });

  it("needs a line", () => {
    const parsed = quoteSchema.safeParse({
      projectId: PROJECT,
      title: "W",
      validUntil: "2030-01-31",
      items: [],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Add at least one line.");
  });
});
