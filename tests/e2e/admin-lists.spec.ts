import { test } from "./support/fixtures.ts";
import { adminForFile, db, expect, hasMore, openTab } from "./support/workspace.ts";

// Every admin list sorts by the columns staff use and pages with "Load more" (25 rows at a time); the
// sort lives in the URL. The database, read past RLS, says what each page must hold.
const PAGE = 25;
const admin = adminForFile("lists-admin");

/** Ids of `view` in the list's order (nulls last, the id breaking ties). */
async function ordered<T extends Record<string, unknown>>(
  view: string,
  columns: string,
  column: string,
  ascending: boolean,
): Promise<T[]> {
  const { data, error } = await db
    .from(view)
    .select(columns)
    .order(column, { ascending, nullsFirst: false })
    .order("id", { ascending });
  if (error) throw new Error(`reading ${view}: ${error.message}`);
  return data as unknown as T[];
}

test("invoices by amount: the largest first, Load more appends the next, the URL keeps the sort", async ({
  browser,
}) => {
  const page = await openTab(browser, admin(), "tab=finance");
  const list = page.getByRole("list", { name: "Invoices" });
  const numbers = () => list.getByText(/^INV-\d{4}-\d{3}$/).allTextContents();
  const status = page.getByRole("status").filter({ hasText: "Showing" });

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Amount, highest first" });
  await expect(page).toHaveURL(/[?&]sort=amount-desc/);
  await expect(status).toHaveText("Sorted by amount, highest first. Showing 25; more below.");
  const invoices = await ordered<{ invoice_number: string }>(
    "invoices_overview",
    "id, invoice_number, total",
    "total",
    false,
  );
  expect(invoices.length).toBeGreaterThan(2 * PAGE);
  const byAmount = invoices.map((invoice) => invoice.invoice_number);
  expect(await numbers()).toEqual(byAmount.slice(0, PAGE));

  await page.getByRole("button", { name: "Load more" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2 * PAGE);
  const shown = await numbers();
  expect(shown).toEqual(byAmount.slice(0, 2 * PAGE));
  expect(new Set(shown).size).toBe(shown.length);

  // A reload (or a shared link) shows the same sort from its first page.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("amount-desc");
  await expect(list.getByRole("listitem")).toHaveCount(PAGE);
  expect(await numbers()).toEqual(byAmount.slice(0, PAGE));

  // The expense table says which column it is sorted by.
  await page.goto("/admin/finance?view=expenses&sort=amount-asc");
  const table = page.getByRole("table", { name: "Expenses" });
  await expect(table.getByRole("columnheader", { name: "Amount" })).toHaveAttribute("aria-sort", "ascending");
  await expect(table.getByRole("columnheader", { name: "Date" })).not.toHaveAttribute("aria-sort");
  await page.context().close();
});

test("projects by name on a phone: A to Z from the select, every project once over the pages", async ({
  browser,
}) => {
  const page = await openTab(browser, admin(), "tab=projects", { width: 390, height: 844 });
  const titles = () => page.getByRole("list", { name: "Projects" }).getByRole("heading", { level: 3 });
  const sortBy = page.getByRole("combobox", { name: "Sort by" });
  await sortBy.focus();
  await sortBy.selectOption("name-asc");
  await expect(page).toHaveURL(/[?&]sort=name-asc/);
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText(
    "Sorted by name, A to Z.",
  );
  const projects = await ordered<{ name: string }>("projects_overview", "id, name", "name", true);
  await expect(titles()).toHaveText(projects.slice(0, PAGE).map((p) => p.name));

  const more = page.getByRole("button", { name: "Load more" });
  for (let pages = 1; pages < 10 && (await hasMore(page)); pages++) {
    const count = await titles().count();
    await more.click();
    await expect.poll(() => titles().count()).toBeGreaterThan(count);
  }
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText(
    `Showing all ${projects.length}.`,
  );
  await expect(titles()).toHaveText(projects.map((p) => p.name));
  await page.context().close();
});
