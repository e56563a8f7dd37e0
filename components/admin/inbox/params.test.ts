import { describe, expect, it } from "vitest";
import {
  ALL_STATUSES,
  hasInboxFilters,
  inboxFilterParams,
  parseInboxFilters,
  parseInboxOpen,
  serviceLabel,
  statusLabel,
} from "./params.ts";

describe("inbox filters in the URL", () => {
  it("read every filter", () => {
    const filters = parseInboxFilters(
      new URLSearchParams(
        "q=+Acme+&kind=contact&status=replied&spam=suspected&follow=overdue&from=2026-11-01&to=2026-11-22&sort=name-asc",
      ),
    );
    expect(filters).toEqual({
      q: "Acme",
      kind: "contact",
      status: "replied",
      spam: "suspected",
      follow: "overdue",
      from: "2026-11-01",
      to: "2026-11-22",
      sort: { key: "name", direction: "asc" },
    });
    expect(inboxFilterParams(filters).toString()).toBe(
      "q=Acme&kind=contact&status=replied&spam=suspected&follow=overdue&from=2026-11-01&to=2026-11-22&sort=name-asc",
    );
    expect(
      hasInboxFilters({
        ...filters,
        q: "",
        kind: "all",
        status: "all",
        spam: "all",
        follow: "all",
        from: "",
        to: "",
      }),
    ).toBe(false);
  });

  it("treat unknown values as no filter", () => {
    expect(
      parseInboxFilters({
        kind: "spam",
        status: "deleted",
        spam: "yes",
        follow: "someday",
        from: "2026-02-31",
        to: "soon",
        sort: "email-asc",
      }),
    ).toEqual({
      q: "",
      kind: "all",
      status: "all",
      spam: "all",
      follow: "all",
      from: "",
      to: "",
      sort: { key: "received", direction: "desc" },
    });
    expect(inboxFilterParams(parseInboxFilters({ sort: "received-desc" })).toString()).toBe("");
  });

  it("take the first of repeated parameters and swap a reversed range", () => {
    expect(
      parseInboxFilters({ kind: ["quote", "contact"], from: "2026-11-22", to: "2026-11-01" }),
    ).toMatchObject({
      kind: "quote",
      from: "2026-11-01",
      to: "2026-11-22",
    });
  });

  it("cut an overlong search", () => {
    expect(parseInboxFilters({ q: "x".repeat(500) }).q).toHaveLength(200);
  });

  it("know every kind's statuses once", () => {
    expect(ALL_STATUSES).toEqual([
      "new",
      "in-review",
      "quoted",
      "approved",
      "in-progress",
      "completed",
      "cancelled",
      "converted",
      "replied",
      "closed",
      "active",
      "inactive",
    ]);
    expect(statusLabel("in-review")).toBe("In Review");
    expect(statusLabel("seo-insights")).toBe("SEO Insights");
  });
});

describe("the inbox's URL state", () => {
  const ID = "0b6e6c1e-3f7a-4c4e-9a51-2f7c1c9d8e01";

  it("holds the filters, the open lead and the conversion form", () => {
    const params = { kind: "quote", lead: ID, convert: "project" };
    expect(parseInboxFilters(params)).toMatchObject({ kind: "quote" });
    expect(parseInboxOpen(params)).toMatchObject({
      lead: ID,
      convert: "project",
    });
  });

  it("opens nothing for a malformed lead or an unknown conversion", () => {
    expect(parseInboxOpen({ lead: "1 or 1=1", convert: "invoice" })).toMatchObject({
      lead: "",
      convert: null,
    });
  });
});

describe("serviceLabel", () => {
  const services = [{ value: "data-engineering", label: "Data Engineering & AI" }];
  it("names a service as the site does, and one no longer published by its key", () => {
    expect(serviceLabel("data-engineering", services)).toBe("Data Engineering & AI");
    expect(serviceLabel("seo-insights", services)).toBe("SEO Insights");
    expect(serviceLabel(null, services)).toBe("");
  });
});
