/**
 * Pure pieces every admin list shares: keyset cursors (newest first, past any fixed limit), the
 * search pattern for PostgREST's ilike, and calendar days in the agency's time zone.
 */

/** Houston: the day a lead arrived, as staff count days. */
export const ADMIN_TIME_ZONE = "America/Chicago";

export const receivedFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: ADMIN_TIME_ZONE,
});

/** The last row of a page: the next page starts strictly after it in (time desc, id desc) order. */
export interface Cursor {
  at: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** A cursor from untrusted input, or null: its parts end up inside a PostgREST filter string. */
export function parseCursor(value: unknown): Cursor | null {
  if (typeof value !== "object" || value === null) return null;
  const { at, id } = value as Record<string, unknown>;
  return typeof at === "string" && TIMESTAMP.test(at) && isUuid(id) ? { at, id } : null;
}

/** PostgREST `or` filter for the rows after `cursor`, ordered by `timeColumn` desc then `idColumn` desc. */
export function keysetAfter(cursor: Cursor, timeColumn: string, idColumn = "id"): string {
  const at = `"${cursor.at}"`;
  return `${timeColumn}.lt.${at},and(${timeColumn}.eq.${at},${idColumn}.lt.${cursor.id})`;
}

/**
 * An ilike pattern matching `term` anywhere, literally: LIKE's own wildcards are escaped. PostgREST
 * reads `*` as `%` whatever precedes it, so a typed `*` becomes `_` (any one character, itself included).
 */
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
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return dayStart(next, timeZone);
}
