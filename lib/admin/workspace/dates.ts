/**
 * The agency's calendar: Houston. Every "today" of the dashboard, its forms, its files and its database
 * (`public.agency_today()`, which names the same zone: a stack test holds them together) is a day here,
 * so an invoice due today is not overdue at 7 pm and an expense dated today is today's.
 */
export const ADMIN_TIME_ZONE = "America/Chicago";

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const savedAtFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: ADMIN_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const isoDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: ADMIN_TIME_ZONE });

/** A calendar day as PostgREST gives it ("2026-11-22"), written "Nov 22, 2026"; "" for none. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? "" : dayFormat.format(date);
}

/**
 * A moment on the agency's wall clock as the database words it when it refuses a stale edit
 * (`public.refuse_stale_edit`): "Nov 29, 2026 at 7:05 AM".
 */
export function formatSavedAt(at: string | Date): string {
  const parts = Object.fromEntries(savedAtFormat.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** Today in the agency's calendar, as a date input wants it (YYYY-MM-DD). */
export function todayIso(now = new Date()): string {
  return isoDayFormat.format(now);
}

/** The calendar day `days` after `day` (YYYY-MM-DD; negative for before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
