import { type Browser, expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { adminSessionForFile, withUnreadable } from "./admin-session.ts";
import { test, toast, waitForHydration } from "./fixtures.ts";
import { db } from "./leads.ts";

/**
 * Helpers of the workspace tab specs (projects, clients, services, team): an admin session, the
 * database as the test reads it (past RLS), and a way to make one tab's read fail for real.
 */

export { db };

// A new view is a server render of the whole list; on a busy shared machine that can take a while.
const VIEW_TIMEOUT = 60_000;

/** `expect` whose waits allow for a server render of a whole view (a create, a filter, a detail). */
export const expect = baseExpect.configure({ timeout: VIEW_TIMEOUT });

type StorageState = Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>>;

/** A page of the dashboard at `query`, hydrated, as the admin of `state`. */
export async function openTab(
  browser: Browser,
  state: StorageState,
  query: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ storageState: state, viewport });
  const page = await context.newPage();
  await page.goto(`/admin?${query}`);
  await waitForHydration(page);
  return page;
}

/** Every row of a table or view, past RLS, with the columns asked for. */
export async function rows<T>(table: string, columns = "*"): Promise<T[]> {
  const { data, error } = await db.from(table).select(columns);
  if (error) throw new Error(`reading ${table}: ${error.code} ${error.message}`);
  return data as T[];
}

/** The dashboard's search: case-insensitive substring over the given fields. */
export function matches(row: Record<string, unknown>, fields: readonly string[], term: string): boolean {
  const needle = term.toLowerCase();
  return fields.some((field) =>
    String(row[field] ?? "")
      .toLowerCase()
      .includes(needle),
  );
}

/** The names on the cards of the list labelled `label`, sorted. */
export async function cardTitles(page: Page, label: string): Promise<string[]> {
  const titles = await page
    .getByRole("list", { name: label })
    .getByRole("heading", { level: 3 })
    .allTextContents();
  return titles.sort();
}

/**
 * Clicks "Load more" while the list offers it: null then, so a poll asks again; `read` once every
 * page is shown.
 */
export async function allPages<T>(page: Page, read: () => Promise<T>): Promise<T | null> {
  const more = page.getByRole("button", { name: "Load more" });
  if ((await more.isVisible()) && (await more.isEnabled())) {
    await more.click();
    return null;
  }
  return read();
}

/**
 * Whether the list says more rows follow. Its status line is the one to ask: the appended rows can show
 * a moment before the button leaves its "Loading..." state, when no "Load more" button is to be seen.
 */
export async function hasMore(page: Page): Promise<boolean> {
  const status = page.getByRole("status").filter({ hasText: /Showing (all )?\d+/ });
  await expect(status).toBeVisible();
  return /more below/.test((await status.textContent()) ?? "");
}

/** Clicks "Load more" until `target` shows (without one, every page) or the list has no more (at most 20). */
export async function loadUntil(page: Page, target?: Locator) {
  const more = page.getByRole("button", { name: "Load more" });
  const items = page.getByRole("listitem");
  for (let pages = 0; pages < 20 && !(await target?.isVisible()) && (await hasMore(page)); pages++) {
    const shown = await items.count();
    await more.click();
    await expect.poll(() => items.count()).toBeGreaterThan(shown);
  }
}

/** Waits until the cards show exactly `expected` (any order), every page loaded. */
export async function expectCards(page: Page, label: string, expected: readonly string[]) {
  await expect
    .poll(() => allPages(page, () => cardTitles(page, label)), { timeout: VIEW_TIMEOUT })
    .toEqual([...expected].sort());
}

/** Waits until `items` (a list's rows) number `count`, every page loaded. */
export async function expectListed(page: Page, items: Locator, count: number) {
  await expect.poll(() => allPages(page, () => items.count()), { timeout: VIEW_TIMEOUT }).toBe(count);
}

/**
 * Runs `check` until it passes: each try after the first reloads the page. Other spec files change rows
 * meanwhile (the suite runs two at a time), so a check reads the database again each time, and a page
 * rendered before a change is reloaded.
 */
export async function passesReloading(page: Page, check: () => Promise<void>, timeout: number) {
  let tries = 0;
  await baseExpect(async () => {
    if (tries++ > 0) {
      await page.reload();
      await waitForHydration(page);
    }
    await check();
  }).toPass({ timeout });
}

/**
 * Waits until `items` (a list's rows, every page loaded) number what `count` reads from the database at
 * that moment: other spec files add rows meanwhile, so both are read again, the page reloaded, until they
 * agree.
 */
export async function expectListedNow(page: Page, items: Locator, count: () => Promise<number>) {
  await passesReloading(
    page,
    async () => {
      const expected = await count();
      await loadUntil(page);
      baseExpect(await items.count()).toBe(expected);
    },
    2 * VIEW_TIMEOUT,
  );
}

/** Checks that the list `list` shows exactly `cards`, every page loaded. */
async function showsCards(page: Page, list: string, cards: readonly string[]) {
  await loadUntil(page);
  baseExpect(await cardTitles(page, list)).toEqual([...cards].sort());
}

/** Waits until the list `list` shows exactly the cards `read` finds in the database (every page loaded). */
export async function expectCardsNow(page: Page, list: string, read: () => Promise<readonly string[]>) {
  await passesReloading(page, async () => showsCards(page, list, await read()), 2 * VIEW_TIMEOUT);
}

/**
 * Waits until the summary cards of `region` show `figures` (label → value) and the list `list` shows
 * exactly the `cards` (every page loaded), all as `read` finds them in the database.
 */
export async function expectSummary(
  page: Page,
  region: string,
  read: () => Promise<{ figures: Record<string, string>; list: string; cards: readonly string[] }>,
) {
  await passesReloading(
    page,
    async () => {
      const { figures, list, cards } = await read();
      const summary = page.getByRole("list", { name: region });
      for (const [label, value] of Object.entries(figures)) {
        await baseExpect(summary.locator(`[data-summary="${label}"] [data-value]`)).toHaveText(value, {
          timeout: VIEW_TIMEOUT / 2,
        });
      }
      await showsCards(page, list, cards);
    },
    2.5 * VIEW_TIMEOUT,
  );
}

export async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/, { timeout: VIEW_TIMEOUT });
}

export async function choose(page: Page, label: string, value: string) {
  await page.getByRole("combobox", { name: label, exact: true }).selectOption(value);
  await expect(page).toHaveURL(new RegExp(`[?&]${label.toLowerCase()}=${value}`), { timeout: VIEW_TIMEOUT });
}

/** The first of rows the sample data always has; a clear failure when it has none. */
export function first<T>(items: readonly T[], what = "row"): T {
  const item = items[0];
  if (item === undefined) throw new Error(`the sample data has no ${what}`);
  return item;
}

/**
 * The spec file's admin: its tests run in order (a create test changes the counts the first test
 * reads), as one admin signed in once. Returns the session for `openTab`.
 */
export function adminForFile(tag: string): () => StorageState {
  // Bounds for a busy shared machine (a create test renders several server views); tests wait for states.
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  return adminSessionForFile(tag);
}

/** Empties the search box and waits until the URL has no search. */
export async function clearSearch(page: Page, label: string) {
  await page.getByLabel(label).fill("");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).not.toHaveURL(/[?&]q=/, { timeout: VIEW_TIMEOUT });
}

/**
 * With the summary `view` unreadable, the tab at `query` shows the load-failure toast "Error" / `description`
 * and says in place of its cards that they could not be loaded.
 */
export async function expectLoadFailureToast(
  browser: Browser,
  state: StorageState,
  view: string,
  query: string,
  description: string,
) {
  await withUnreadable(`public.${view}`, async () => {
    const page = await openTab(browser, state, query);
    await expect(toast(page, "error", "Error")).toContainText(description);
    // Where the summary would be, the tab says it could not be loaded instead of leaving a gap.
    await expect(page.getByText("Could not load the summary. The error has been logged.")).toBeVisible();
    await page.context().close();
  });
}

/**
 * Counts the server renders of the area at `path` from now on: each navigation's RSC request for it
 * (prefetches left out), and each server action whose response carries the area rendered again (Next.js
 * says so in `x-action-revalidated`; 0 is an action that only answered). `count()` waits for every
 * response seen so far.
 */
export function countAreaRenders(page: Page, path: string) {
  const renders: Promise<boolean>[] = [];
  page.on("request", (request) => {
    const headers = request.headers();
    if (new URL(request.url()).pathname !== path || headers["next-router-prefetch"]) return;
    if (headers["next-action"]) {
      renders.push(
        request.response().then(async (response) => {
          const revalidated = (await response?.headerValue("x-action-revalidated")) ?? "0";
          return revalidated !== "0";
        }),
      );
    } else if (headers.rsc) renders.push(Promise.resolve(true));
  });
  return { count: async () => (await Promise.all(renders)).filter(Boolean).length };
}
