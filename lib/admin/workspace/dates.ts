const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A calendar day as PostgREST gives it ("2026-11-22"), written "Nov 22, 2026"; "" for none. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? "" : dayFormat.format(date);
}

/** Today in the agency's calendar, as a date input wants it (YYYY-MM-DD). */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(now);
}
