import { describe, expect, it } from "vitest";
import { expensesByCategory, monthLabel, monthlyPoints } from "./analytics.ts";

describe("expensesByCategory", () => {
  it("sums approved expenses per category in cents, largest first", () => {
    expect(
      expensesByCategory([
        { category: "software", amount: 0.1, status: "approved" },
        { category: "software", amount: 0.2, status: "approved" },
        { category: "travel", amount: 500, status: "approved" },
        { category: "travel", amount: 900, status: "pending" },
        { category: "office", amount: 40, status: "rejected" },
      ]),
    ).toEqual([
      { category: "travel", label: "Travel", amount: 500 },
      { category: "software", label: "Software", amount: 0.3 },
    ]);
  });

  it("is empty without approved expenses", () => {
    expect(expensesByCategory([])).toEqual([]);
  });
});

describe("monthly figures", () => {
  it("labels months and computes what is left", () => {
    expect(monthLabel("2026-03-01")).toBe("Mar 26");
    expect(monthlyPoints([{ month: "2026-11-01", revenue: 1000.1, expenses: 400.2 }])).toEqual([
      { month: "Nov 26", revenue: 1000.1, expenses: 400.2, profit: 599.9 },
    ]);
  });
});
