import { describe, expect, it } from "vitest";
import {
  containsPattern,
  cursorOf,
  dayEnd,
  dayStart,
  defineSorts,
  joinPages,
  keysetAfter,
  otherSorts,
  parseCursor,
  parseDay,
  parseSort,
  type SortColumn,
  sortLabel,
  sortValue,
} from "./list-query.ts";

const id = "3f2a1c4e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";

const time: SortColumn = { column: "created_at", label: "Received", kind: "time" };
const amount: SortColumn = { column: "total", label: "Amount", kind: "number" };
const name: SortColumn = { column: "name", label: "Name", kind: "text" };
const day: SortColumn = { column: "due_date", label: "Due date", kind: "day" };
const status: SortColumn = { column: "status", label: "Status", kind: "enum", values: ["draft", "sent"] };
const SORTS = defineSorts({ date: day, amount, name, status }, { key: "date", direction: "desc" });

describe("sorts", () => {
  it("read a sort of the list, or its default", () => {
    expect(parseSort(SORTS, "amount-asc")).toEqual({ key: "amount", direction: "asc" });
    for (const value of ["", "amount", "amount-up", "total-desc", "constructor-asc", "amount-desc,id"]) {
      expect(parseSort(SORTS, value)).toEqual(SORTS.default);
    }
  });

  it("write a sort the way they read it", () => {
    expect(parseSort(SORTS, sortValue({ key: "name", direction: "desc" }))).toEqual({
      key: "name",
      direction: "desc",
    });
  });

  it("offer every other sort in words", () => {
    expect(sortLabel(SORTS, { key: "amount", direction: "desc" })).toBe("Amount, highest first");
    const offered = otherSorts(SORTS);
    expect(offered).toHaveLength(7);
    expect(offered.map((o) => o.value)).not.toContain("date-desc");
    expect(offered).toContainEqual({ value: "name-asc", label: "Name, A to Z" });
  });
});

describe("keyset cursors", () => {
  it("accept a value of the sort column's kind, null, and a uuid", () => {
    expect(parseCursor({ value: "2026-11-22T20:29:23.123456+00:00", id }, time)).toEqual({
      value: "2026-11-22T20:29:23.123456+00:00",
      id,
    });
    expect(parseCursor({ value: 1250.5, id }, amount)).toEqual({ value: 1250.5, id });
    expect(parseCursor({ value: 'O\'Brien, "Jr." (CEO)', id }, name)).not.toBeNull();
    expect(parseCursor({ value: "2026-02-28", id }, day)).not.toBeNull();
    expect(parseCursor({ value: "sent", id }, status)).not.toBeNull();
    expect(parseCursor({ value: null, id }, amount)).toEqual({ value: null, id });
  });

  it.each<[unknown, SortColumn]>([
    [null, time],
    ["2026-11-22", day],
    [{ value: "2026-11-22T20:29:23Z" }, time],
    [{ value: "2026-11-22T20:29:23Z),id.gt.(0", id }, time],
    [{ value: "2026-11-22T20:29:23Z", id: "1,id.gt.0" }, time],
    [{ value: 5, id }, time],
    [{ value: "5", id }, amount],
    [{ value: Number.POSITIVE_INFINITY, id }, amount],
    [{ value: "2026-02-30", id }, day],
    [{ value: "paid", id }, status],
    [{ value: "a\nb", id }, name],
    [{ value: "x".repeat(501), id }, name],
    [{ id }, amount],
  ])("refuse %j", (value, column) => {
    expect(parseCursor(value, column)).toBeNull();
  });

  it("continue after the last row: further along, or level with a further id, or in the null tail", () => {
    expect(keysetAfter({ value: "2026-11-22T20:29:23.5+00:00", id }, "created_at", "desc")).toBe(
      `created_at.lt."2026-11-22T20:29:23.5+00:00",and(created_at.eq."2026-11-22T20:29:23.5+00:00",id.lt.${id}),created_at.is.null`,
    );
    expect(keysetAfter({ value: 40, id }, "total", "asc")).toBe(
      `total.gt.40,and(total.eq.40,id.gt.${id}),total.is.null`,
    );
  });

  it("quote text so a comma, bracket or quote stays inside the value", () => {
    expect(keysetAfter({ value: 'a,b) "c" \\d', id }, "name", "asc")).toBe(
      `name.gt."a,b) \\"c\\" \\\\d",and(name.eq."a,b) \\"c\\" \\\\d",id.gt.${id}),name.is.null`,
    );
  });

  it("go on by id alone once in the null tail", () => {
    expect(keysetAfter({ value: null, id }, "deadline", "desc")).toBe(`and(deadline.is.null,id.lt.${id})`);
  });

  it("start after a row: its sort value and id", () => {
    expect(cursorOf({ id, total: 12, name: "x" }, amount)).toEqual({ value: 12, id });
    expect(cursorOf({ id, deadline: null }, { ...day, column: "deadline" })).toEqual({ value: null, id });
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

describe("joinPages", () => {
  const key = (row: { id: string }) => row.id;
  it("keeps every row of the pages in order", () => {
    expect(joinPages([[{ id: "a" }, { id: "b" }], [{ id: "c" }]], key).map(key)).toEqual(["a", "b", "c"]);
  });

  it("shows a row that moved on to a later page once, at its new place", () => {
    const moved = { id: "b", deadline: "2030-01-01" };
    const pages = [
      [{ id: "a" }, { id: "b", deadline: "2026-12-01" }],
      [{ id: "c" }, moved],
    ];
    expect(joinPages(pages, key)).toEqual([{ id: "a" }, { id: "c" }, moved]);
  });
});
