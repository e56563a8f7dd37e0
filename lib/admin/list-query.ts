/**
 * Pure pieces every admin list shares: sorts and keyset cursors (page after page in any sort), the
 * search pattern for PostgREST's ilike, and calendar days in the agency's time zone.
 */

import { ADMIN_TIME_ZONE, addDays } from "./workspace/dates.ts";

export const receivedFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: ADMIN_TIME_ZONE,
});

/** The first page of every admin list, and each "Load more". */
export const LIST_PAGE_SIZE = 25;

export type SortDirection = "asc" | "desc";

/**
 * How a column's values are compared and written in a cursor: `enum` columns order by the enum's
 * declaration (the workflow), so their cursor value must be one of `values`.
 */
export type SortColumn =
  | { column: string; label: string; kind: "text" | "number" | "day" | "time" }
  | { column: string; label: string; kind: "enum"; values: readonly string[] };

/** A list's closed set of sorts: the columns staff sort by, keyed by their URL name, and the default. */
export interface SortSpec<K extends string = string> {
  columns: Record<K, SortColumn>;
  default: Sort<K>;
}

export interface Sort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

export function defineSorts<K extends string>(
  columns: Record<K, SortColumn>,
  fallback: Sort<NoInfer<K>>,
): SortSpec<K> {
  return { columns, default: fallback };
}

/** `amount-desc`: the one way a sort is written in a URL (`sort=`), the default left out. */
export const sortValue = (sort: Sort) => `${sort.key}-${sort.direction}`;

/** The sort a URL asks for, or the list's default for anything not on its list. */
export function parseSort<K extends string>(spec: SortSpec<K>, value: string): Sort<K> {
  const [, key, direction] = /^([a-z]+)-(asc|desc)$/.exec(value) ?? [];
  if (!key || !Object.hasOwn(spec.columns, key)) return spec.default;
  return { key: key as K, direction: direction as SortDirection };
}

const DIRECTION_WORDS: Record<SortColumn["kind"], Record<SortDirection, string>> = {
  text: { asc: "A to Z", desc: "Z to A" },
  number: { asc: "lowest first", desc: "highest first" },
  day: { asc: "earliest first", desc: "latest first" },
  time: { asc: "oldest first", desc: "newest first" },
  enum: { asc: "in workflow order", desc: "in reverse workflow order" },
};

/** "Amount, highest first": what the sort control offers and the list announces. */
export function sortLabel(spec: SortSpec, sort: Sort): string {
  const column: SortColumn | undefined = spec.columns[sort.key];
  if (!column) return "";
  return `${column.label}, ${DIRECTION_WORDS[column.kind][sort.direction]}`;
}

/** Every sort of a list but its default: both directions of each column. */
export function otherSorts(spec: SortSpec): { value: string; label: string }[] {
  return Object.keys(spec.columns)
    .flatMap((key) => (["asc", "desc"] as const).map((direction) => ({ key, direction })))
    .filter((sort) => sortValue(sort) !== sortValue(spec.default))
    .map((sort) => ({ value: sortValue(sort), label: sortLabel(spec, sort) }));
}

/**
 * The last row of a page: its sort column's value (null when the row has none: nulls come last in
 * either direction) and its id, the tie-breaker. The next page starts strictly after it.
 */
export interface Cursor {
  value: string | number | null;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A name or code as long as any the workspace stores; control characters never belong in one.
const TEXT_MAX = 500;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

function validValue(value: unknown, column: SortColumn): boolean {
  if (value === null) return true;
  switch (column.kind) {
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "day":
      return parseDay(value) !== "";
    case "time":
      return typeof value === "string" && TIMESTAMP.test(value);
    case "enum":
      return typeof value === "string" && column.values.includes(value);
    case "text":
      return typeof value === "string" && value.length <= TEXT_MAX && !CONTROL.test(value);
  }
}

/** A cursor from untrusted input for a list sorted by `column`, or null: it ends up in a PostgREST filter. */
export function parseCursor(input: unknown, column: SortColumn): Cursor | null {
  if (typeof input !== "object" || input === null) return null;
  const { value, id } = input as Record<string, unknown>;
  if (!isUuid(id) || !validValue(value, column)) return null;
  return { value: value as Cursor["value"], id };
}

/** The cursor after `row`, for a list sorted by `column`. */
export function cursorOf(row: Record<string, unknown>, column: SortColumn): Cursor {
  return { value: (row[column.column] ?? null) as Cursor["value"], id: String(row.id) };
}

/** A value as a PostgREST filter operand: numbers bare, anything else double-quoted and escaped. */
function operand(value: string | number): string {
  return typeof value === "number" ? String(value) : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * PostgREST `or` filter for the rows after `cursor` in (column direction nulls last, id direction)
 * order: further along the column, or level with it and further along the id, or (past every value)
 * in the null tail; a cursor already in the null tail goes on by id alone.
 */
export function keysetAfter(
  cursor: Cursor,
  column: string,
  direction: SortDirection,
  idColumn = "id",
): string {
  const op = direction === "asc" ? "gt" : "lt";
  const id = `${idColumn}.${op}.${cursor.id}`;
  if (cursor.value === null) return `and(${column}.is.null,${id})`;
  const at = operand(cursor.value);
  return `${column}.${op}.${at},and(${column}.eq.${at},${id}),${column}.is.null`;
}

/**
 * An ilike pattern matching `term` anywhere, literally: LIKE's own wildcards are escaped. PostgREST
 * reads `*` as `%` whatever precedes it, so a typed `*` becomes `_` (any one character, itself included).
 */
/**
 * Pages of a keyset list put together: a row edited between two pages so that its sort value moved on
 * (a deadline put later) comes again in the later page; it is shown once, at its new place.
 */
export function joinPages<T>(pages: readonly (readonly T[])[], keyOf: (row: T) => string): T[] {
  const rows = pages.flat();
  const last = new Map(rows.map((row, index) => [keyOf(row), index]));
  return rows.filter((row, index) => last.get(keyOf(row)) === index);
}

export function containsPattern(term: string): string {
  const literal = term.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, "_");
  return `*${literal}*`;
}

/** A real calendar day written YYYY-MM-DD, or "". */
export function parseDay(value: unknown): string {
  if (typeof value !== "string" || !DAY.test(value)) return "";
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : "";
}

/** How far `timeZone`'s wall clock is ahead of UTC at instant `ms`. */
function zoneOffsetMs(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant `day` (YYYY-MM-DD) begins in `timeZone`, daylight saving included. */
export function dayStart(day: string, timeZone = ADMIN_TIME_ZONE): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let instant = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  const corrected = midnightUtc - zoneOffsetMs(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The instant the day after `day` begins in `timeZone`: the exclusive end of a range ending on `day`. */
export function dayEnd(day: string, timeZone = ADMIN_TIME_ZONE): Date {
  return dayStart(addDays(day, 1), timeZone);
}
