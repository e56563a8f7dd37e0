import { describe, expect, it, vi } from "vitest";
import { narrow, quotedIlikePattern, rpcFailure, STALE_EDIT, searchFilter, writeFailure } from "./query.ts";

describe("dashboard search and filters", () => {
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

describe("a refused write", () => {
  it("a save opened from an older version keeps the database's sentence (who, when) and says so", () => {
    const message =
      "ann@example.com saved this project on Nov 29, 2026 at 7:05 AM, after you opened it. Reload to see their change; yours was not saved.";
    expect(writeFailure("edit project", { code: STALE_EDIT, message })).toEqual({
      ok: false,
      message,
      stale: true,
    });
    expect(rpcFailure("edit project", { code: STALE_EDIT, message })).toEqual({
      ok: false,
      message,
      stale: true,
    });
  });

  it("any other failure is a generic sentence without the offer to reload", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(writeFailure("edit project", { code: "XX000", message: "internal" })).toEqual({
      ok: false,
      message: "The change could not be saved. Please try again.",
    });
  });
});
