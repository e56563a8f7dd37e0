import { describe, expect, it } from "vitest";
import { ALL_STATUSES, inboxFilterParams, parseInboxFilters, statusLabel } from "./params";

describe("inbox filters in the URL", () => {
  it("read every filter", () => {
    const filters = parseInboxFilters(
      new URLSearchParams(
        "q=+Acme+&kind=contact&status=replied&spam=suspected&follow=overdue&from=2026-11-01&to=2026-11-22",
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
    });
    expect(inboxFilterParams(filters).toString()).toBe(
      "q=Acme&kind=contact&status=replied&spam=suspected&follow=overdue&from=2026-11-01&to=2026-11-22",
    );
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
      }),
    ).toEqual({
      q: "",
      kind: "all",
      status: "all",
      spam: "all",
      follow: "all",
      from: "",
      to: "",
    });
    expect(inboxFilterParams(parseInboxFilters({})).toString()).toBe("");
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
      "replied",
      "closed",
      "active",
      "inactive",
    ]);
    expect(statusLabel("in-review")).toBe("In Review");
    expect(statusLabel("seo-insights")).toBe("SEO Insights");
  });
});
