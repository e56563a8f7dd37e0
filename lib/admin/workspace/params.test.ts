import { describe, expect, it } from "vitest";
import { filterParam, isCreating, openIdParam, searchParam } from "./params";

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
