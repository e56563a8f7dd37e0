import { describe, expect, it } from "vitest";
import { narrow, quotedIlikePattern, searchFilter } from "./query";

describe("dashboard search and filters (spec §9)", () => {
  it("searches each field for the term as a substring, any letter case", () => {
    expect(searchFilter(["name", "description"], " Cloud ")).toBe(
      'name.ilike."*Cloud*",description.ilike."*Cloud*"',
    );
  });

  it("a blank term searches nothing", () => {
    expect(searchFilter(["name"], "")).toBeNull();
    expect(searchFilter(["name"], "   ")).toBeNull();
    expect(searchFilter(["name"], undefined)).toBeNull();
  });

  it("takes the term literally: LIKE wildcards, quotes, commas and parentheses", () => {
    expect(quotedIlikePattern("50%_off")).toBe('"*50\\\\%\\\\_off*"');
    expect(quotedIlikePattern('say "hi", (now)')).toBe('"*say \\"hi\\", (now)*"');
    expect(quotedIlikePattern("a\\b")).toBe('"*a\\\\\\\\b*"');
  });

  it("combines the search and every filter but 'all' with AND", () => {
    const calls: string[] = [];
    const query = {
      eq(column: string, value: string) {
        calls.push(`eq ${column}=${value}`);
        return query;
      },
      or(filters: string) {
        calls.push(`or ${filters}`);
        return query;
      },
    };
    narrow(query, {
      columns: ["name"],
      search: "web",
      filters: { status: "active", category: "all", type: undefined },
    });
    expect(calls).toEqual(['or name.ilike."*web*"', "eq status=active"]);
  });
});
