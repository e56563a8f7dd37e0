import { type Read, read, readAll, type Supabase } from "../../../lib/admin/query.ts";

/**
 * The Marketing tab's figures: leads (contact messages and project evaluations) and newsletter
 * subscribers per month over the last 12 months, counted from the rows' own timestamps.
 */

export const MARKETING_MONTHS = 12;

export interface MarketingRows {
  contacts: { created_at: string }[];
  evaluations: { created_at: string }[];
  subscribers: { subscribed_at: string }[];
}

export interface MarketingMonth {
  /** "YYYY-MM" */
  key: string;
  month: string;
  leads: number;
  subscribers: number;
}

export interface MarketingFigures {
  months: MarketingMonth[];
  leadsInPeriod: number;
  leadsLast30: number;
  leadsPrevious30: number;
  subscribersInPeriod: number;
}

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });
const DAY = 86_400_000;

/** The first day (UTC) of the month `monthsBack` months before the month of `now`. */
export function monthStart(now: Date, monthsBack: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

export function marketingFigures(rows: MarketingRows, now = new Date()): MarketingFigures {
  const months: MarketingMonth[] = Array.from({ length: MARKETING_MONTHS }, (_, i) => {
    const start = monthStart(now, MARKETING_MONTHS - 1 - i);
    return {
      key: start.toISOString().slice(0, 7),
      month: monthFormat.format(start),
      leads: 0,
      subscribers: 0,
    };
  });
  const byKey = new Map(months.map((m) => [m.key, m]));
  const leads = [...rows.contacts, ...rows.evaluations].map((row) => new Date(row.created_at));
  let leadsLast30 = 0;
  let leadsPrevious30 = 0;
  for (const at of leads) {
    const month = byKey.get(at.toISOString().slice(0, 7));
    if (month) month.leads += 1;
    const age = now.getTime() - at.getTime();
    if (age >= 0 && age < 30 * DAY) leadsLast30 += 1;
    else if (age >= 30 * DAY && age < 60 * DAY) leadsPrevious30 += 1;
  }
  for (const row of rows.subscribers) {
    const month = byKey.get(new Date(row.subscribed_at).toISOString().slice(0, 7));
    if (month) month.subscribers += 1;
  }
  return {
    months,
    leadsInPeriod: months.reduce((sum, m) => sum + m.leads, 0),
    leadsLast30,
    leadsPrevious30,
    subscribersInPeriod: months.reduce((sum, m) => sum + m.subscribers, 0),
  };
}

const PAGE = 1000;
const MAX_PAGES = 200;

/** Every row of a read, page by page (PostgREST returns at most max_rows = 1000 per request). */
async function readEvery<T>(
  what: string,
  page: (
    from: number,
    to: number,
  ) => PromiseLike<{ data: unknown; error: { code?: string; message: string } | null }>,
): Promise<Read<T[]>> {
  const rows: T[] = [];
  for (let index = 0; index < MAX_PAGES; index += 1) {
    const result = await read<T[]>(what, () => page(index * PAGE, index * PAGE + PAGE - 1));
    if (result.failed) return result;
    rows.push(...result.data);
    if (result.data.length < PAGE) return { data: rows, failed: false };
  }
  console.error(`[admin] ${what} stopped after ${MAX_PAGES} pages`);
  return { data: null, failed: true };
}

/** Every lead and subscriber since the start of the first charted month (staff session, RLS decides). */
export function readMarketingRows(supabase: Supabase, now = new Date()): Promise<Read<MarketingRows>> {
  const since = monthStart(now, MARKETING_MONTHS - 1).toISOString();
  const dates =
    (table: "contact_submissions" | "project_evaluations" | "newsletter_subscriptions", column: string) =>
    (from: number, to: number) =>
      supabase.from(table).select(column).gte(column, since).order(column).order("id").range(from, to);
  return readAll<MarketingRows>({
    contacts: readEvery("marketing contacts", dates("contact_submissions", "created_at")),
    evaluations: readEvery("marketing evaluations", dates("project_evaluations", "created_at")),
    subscribers: readEvery("marketing subscribers", dates("newsletter_subscriptions", "subscribed_at")),
  });
}

/** Subscribers who still receive the newsletter, all time. */
export function activeSubscriberCount(supabase: Supabase): Promise<Read<number>> {
  return read<number>("active subscribers", () =>
    supabase
      .from("newsletter_subscriptions")
      .select("id", { count: "exact", head: true })
      .eq("is_active", true)
      .then((response) => ({ data: response.count ?? 0, error: response.error })),
  );
}
