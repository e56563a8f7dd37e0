import { describe, expect, it } from "vitest";
import { defineSorts } from "../list-query.ts";
import {
  filterParam,
  isCreating,
  listPage,
  listQuery,
  openIdParam,
  searchParam,
  sortParam,
} from "./params.ts";

const ID = "0b6e6c1e-3f7a-4c4e-9a51-2f7c1c9d8e01";

describe("workspace URL parameters", () => {
  it("trims and bounds the search term", () => {
    expect(searchParam({ q: "  Acme  " })).toBe("Acme");
    expect(searchParam({ q: "x".repeat(500) })).toHaveLength(200);
    expect(searchParam(new URLSearchParams("q=a%20b"))).toBe("a b");
  });

  it("takes a filter only from its allowed values; anything else is 'all'", () => {
    expect(filterParam({ status: "active" }, "status", ["active", "inactive"])).toBe("active");
    expect(filterParam({ status: "drop table" }, "status", ["active"])).toBe("all");
    expect(filterParam({}, "status", ["active"])).toBe("all");
    expect(filterParam({ status: ["inactive", "active"] }, "status", ["active", "inactive"])).toBe(
      "inactive",
    );
  });

  it("opens an item only for a well-formed id", () => {
    expect(openIdParam({ project: ID }, "project")).toBe(ID);
    expect(openIdParam({ project: "1 or 1=1" }, "project")).toBe("");
  });

  it("opens a create dialog for its own kind only", () => {
    expect(isCreating({ new: "project" }, "project")).toBe(true);
    expect(isCreating({ new: "service" }, "project")).toBe(false);
  });
});

describe("a list's view in the URL", () => {
  const SORTS = defineSorts(
    {
      name: { column: "name", kind: "text", label: "Name" },
      amount: { column: "total", kind: "number", label: "Amount" },
    },
    { key: "name", direction: "asc" },
  );

  it("reads the sort, or the list's default", () => {
    expect(sortParam({ sort: "amount-desc" }, SORTS)).toEqual({ key: "amount", direction: "desc" });
    expect(sortParam({ sort: ["total-desc", "amount-asc"] }, SORTS)).toEqual(SORTS.default);
    expect(sortParam({}, SORTS)).toEqual(SORTS.default);
  });

  it("keeps only the parameters that choose the rows and their order", () => {
    const params = { q: "acme", status: "paid", invoice: "x", sort: "amount-desc", new: "invoice" };
    expect(listQuery(params, ["q", "status", "sort"])).toBe("q=acme&status=paid&sort=amount-desc");
    expect(listQuery({ q: "" }, ["q", "sort"])).toBe("");
  });

  it("names the sorted column for aria-sort and says the sort in words", () => {
    const first = { ok: true as const, rows: [], next: null };
    const load = async () => first;
    const list = listPage(
      first,
      { sort: "amount-desc" },
      ["sort"],
      SORTS,
      { key: "amount", direction: "desc" },
      load,
    );
    expect(list).toMatchObject({
      query: "sort=amount-desc",
      sorted: "Amount, highest first",
      sortedBy: { label: "Amount", direction: "desc" },
    });
  });
});
