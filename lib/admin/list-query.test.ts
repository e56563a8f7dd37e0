import { describe, expect, it } from "vitest";
import { containsPattern, dayEnd, dayStart, keysetAfter, parseCursor, parseDay } from "./list-query";

const id = "3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";

describe("keyset cursors", () => {
  it("accept PostgREST timestamps and uuids", () => {
    expect(parseCursor({ at: "2026-11-22T20:29:23.123456+00:00", id })).toEqual({
      at: "2026-11-22T20:29:23.123456+00:00",
      id,
    });
    expect(parseCursor({ at: "2026-11-22T20:29:23Z", id })).not.toBeNull();
  });

  it.each([
    null,
    "2026-11-22",
    { at: "2026-11-22T20:29:23Z" },
    { at: "2026-11-22T20:29:23Z),id.gt.(0", id },
    { at: "2026-11-22T20:29:23Z", id: "1,id.gt.0" },
    { at: 5, id },
  ])("refuse %j", (value) => {
    expect(parseCursor(value)).toBeNull();
  });

  it("continue after the last row: older, or as old with a smaller id", () => {
    expect(keysetAfter({ at: "2026-11-22T20:29:23.5+00:00", id }, "created_at")).toBe(
      `created_at.lt."2026-11-22T20:29:23.5+00:00",and(created_at.eq."2026-11-22T20:29:23.5+00:00",id.lt.${id})`,
    );
  });
});

describe("containsPattern", () => {
  it.each([
    ["acme", "*acme*"],
    ["50%", "*50\\%*"],
    ["first_name", "*first\\_name*"],
    ["a\\b", "*a\\\\b*"],
    ["a*b", "*a_b*"],
    ["O'Brien, Jr. (CEO)", "*O'Brien, Jr. (CEO)*"],
  ])("%j → %j", (term, pattern) => {
    expect(containsPattern(term)).toBe(pattern);
  });
});

describe("days", () => {
  it("accept real calendar days only", () => {
    expect(parseDay("2026-02-28")).toBe("2026-02-28");
    for (const bad of ["2026-02-30", "2026-2-1", "yesterday", "", 20260101, "2026-13-01"]) {
      expect(parseDay(bad)).toBe("");
    }
  });

  it("start at midnight in Houston, standard and daylight time", () => {
    expect(dayStart("2026-01-15").toISOString()).toBe("2026-01-15T06:00:00.000Z");
    expect(dayStart("2026-07-04").toISOString()).toBe("2026-07-04T05:00:00.000Z");
    // Daylight saving starts on 2026-03-08 at 2 AM: that day still began at CST midnight.
    expect(dayStart("2026-03-08").toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(dayStart("2026-11-01").toISOString()).toBe("2026-11-01T05:00:00.000Z");
  });

  it("end where the next day starts", () => {
    expect(dayEnd("2026-03-07").toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(dayEnd("2026-12-31").toISOString()).toBe("2027-01-01T06:00:00.000Z");
  });
});
