import { describe, expect, it } from "vitest";
import { formatDay, formatSavedAt, todayIso } from "./dates.ts";

describe("formatDay", () => {
  it("writes a day in en-US without shifting it by time zone", () => {
    expect(formatDay("2026-01-01")).toBe("Jan 1, 2026");
    expect(formatDay("2026-11-22T23:59:00+00:00")).toBe("Nov 22, 2026");
  });

  it("gives an empty string for no day or a broken one", () => {
    expect(formatDay(null)).toBe("");
    expect(formatDay("not a day")).toBe("");
  });
});

describe("todayIso", () => {
  it("is the Houston calendar day", () => {
    expect(todayIso(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-22");
    expect(todayIso(new Date("2026-11-23T07:00:00Z"))).toBe("2026-11-23");
  });
});

describe("formatSavedAt", () => {
  it("is the Houston wall clock as the database's stale-edit refusal words it", () => {
    expect(formatSavedAt("2026-11-29T13:05:00Z")).toBe("Nov 29, 2026 at 7:05 AM");
    expect(formatSavedAt("2026-07-04T17:30:00Z")).toBe("Jul 4, 2026 at 12:30 PM");
    expect(formatSavedAt("2026-01-01T05:59:00Z")).toBe("Dec 31, 2025 at 11:59 PM");
  });
});
