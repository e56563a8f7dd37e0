import { describe, expect, it } from "vitest";
import { parseFinanceState } from "./finance-view";
import { ADMIN_SEARCH_MAX } from "./workspace/params";

describe("parseFinanceState", () => {
  it("defaults to the invoices with no filter", () => {
    expect(parseFinanceState({})).toEqual({
      view: "invoices",
      q: "",
      status: "all",
      invoice: "",
      create: null,
    });
  });

  it("keeps known values and drops unknown ones", () => {
    const id = "0b6c3c4e-1d2f-4a5b-8c9d-0e1f2a3b4c5d";
    expect(
      parseFinanceState({ view: "analytics", q: "  acme ", status: "paid", invoice: id, new: "invoice" }),
    ).toEqual({ view: "analytics", q: "acme", status: "paid", invoice: id, create: "invoice" });
    expect(parseFinanceState({ view: "x", status: "lost", invoice: "1", new: "server" })).toEqual({
      view: "invoices",
      q: "",
      status: "all",
      invoice: "",
      create: null,
    });
  });

  it("bounds the search as every admin list does", () => {
    expect(parseFinanceState({ q: "x".repeat(ADMIN_SEARCH_MAX + 50) }).q).toHaveLength(ADMIN_SEARCH_MAX);
  });
});
