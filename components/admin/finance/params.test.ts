import { describe, expect, it } from "vitest";
import { ADMIN_SEARCH_MAX } from "../../../lib/admin/workspace/params.ts";
import {
  INVOICE_SORTS,
  PAYMENT_SORTS,
  parseExpenseList,
  parseFinanceState,
  parseInvoiceList,
  parsePaymentList,
  shownInvoiceStatus,
} from "./params.ts";

describe("parseFinanceState", () => {
  it("defaults to the invoices with no filter", () => {
    expect(parseFinanceState({})).toEqual({
      view: "invoices",
      q: "",
      status: "all",
      invoice: "",
      edit: false,
      create: null,
    });
  });

  it("keeps known values and drops unknown ones", () => {
    const id = "0b6c3c4e-1d2f-4a5b-8c9d-0e1f2a3b4c5d";
    expect(
      parseFinanceState({
        view: "analytics",
        q: "  acme ",
        status: "paid",
        invoice: id,
        edit: "invoice",
        new: "invoice",
      }),
    ).toEqual({ view: "analytics", q: "acme", status: "paid", invoice: id, edit: true, create: "invoice" });
    expect(parseFinanceState({ view: "x", status: "lost", invoice: "1", edit: "1", new: "server" })).toEqual({
      view: "invoices",
      q: "",
      status: "all",
      invoice: "",
      edit: false,
      create: null,
    });
  });

  it("bounds the search as every admin list does", () => {
    expect(parseFinanceState({ q: "x".repeat(ADMIN_SEARCH_MAX + 50) }).q).toHaveLength(ADMIN_SEARCH_MAX);
  });
});

describe("shownInvoiceStatus", () => {
  it("shows overdue when the database says so, the stored status otherwise", () => {
    expect(shownInvoiceStatus({ status: "sent", is_overdue: true })).toBe("overdue");
    expect(shownInvoiceStatus({ status: "sent", is_overdue: false })).toBe("sent");
    expect(shownInvoiceStatus({ status: "paid", is_overdue: false })).toBe("paid");
  });
});

describe("each finance list's view", () => {
  it("reads the invoices' search, status and sort; each table its own sorts", () => {
    expect(parseInvoiceList({ q: " acme ", status: "overdue", sort: "due-asc" })).toEqual({
      q: "acme",
      status: "overdue",
      sort: { key: "due", direction: "asc" },
    });
    expect(parseInvoiceList({ sort: "payment-desc" }).sort).toEqual(INVOICE_SORTS.default);
    expect(parseExpenseList({ sort: "status-asc" }).sort).toEqual({ key: "status", direction: "asc" });
    // A sort of another table is none of this one's.
    expect(parsePaymentList({ sort: "status-asc" }).sort).toEqual(PAYMENT_SORTS.default);
  });
});
