import type { Page } from "@playwright/test";
import { formatCurrency } from "../../lib/admin/format.ts";
import { UNREADABLE } from "./support/admin-session.ts";
import { test } from "./support/fixtures.ts";
import {
  adminForFile,
  choose,
  clearSearch,
  expect,
  expectCards,
  expectLoadFailureToast,
  expectSummary,
  first,
  loadUntil,
  matches,
  openTab,
  rows,
  search,
} from "./support/workspace.ts";

interface Client {
  id: string;
  name: string;
  company: string;
  email: string;
  status: string;
  industry: string;
  total_revenue: number;
  notes: string | null;
}

const LIST = "Clients";
const shows = (page: Page, items: readonly Client[]) =>
  expectCards(
    page,
    LIST,
    items.map((item) => item.company),
  );
const SEARCHED = ["name", "company", "email"] as const;

const admin = adminForFile("clients-admin");

const clients = () =>
  rows<Client>("clients_overview", "id, name, company, email, status, industry, total_revenue, notes");

test("the four summary cards agree with the clients in the database", async ({ browser }) => {
  const page = await openTab(browser, admin(), "tab=clients");
  await expectSummary(page, "Clients summary", async () => {
    const all = await clients();
    const budgets = (await rows<{ budget: number; status: string }>("projects", "budget, status"))
      .filter((p) => p.status !== "cancelled")
      .map((p) => p.budget);
    return {
      figures: {
        "Total Clients": String(all.length),
        "Active Clients": String(all.filter((c) => c.status === "active").length),
        "Total Revenue": formatCurrency(
          all.reduce((sum, c) => sum + c.total_revenue, 0),
          { whole: true },
        ),
        "Avg Project Value": formatCurrency(
          Math.round((100 * budgets.reduce((sum, b) => sum + b, 0)) / budgets.length) / 100,
          { whole: true },
        ),
      },
      list: LIST,
      cards: all.map((c) => c.company),
    };
  });
  await page.context().close();
});

test("search, status and industry narrow the list by the rule, combined with AND", async ({ browser }) => {
  const all = await clients();
  const term = first(all)
    .email.slice(first(all).email.indexOf("@") + 1)
    .slice(0, 6)
    .toUpperCase();
  const page = await openTab(browser, admin(), "tab=clients");
  await search(page, "Search clients", term);
  const searched = all.filter((c) => matches({ ...c }, SEARCHED, term));
  await shows(page, searched);

  await clearSearch(page, "Search clients");

  await choose(page, "Status", "active");
  const active = all.filter((c) => c.status === "active");
  await shows(page, active);
  const industry = first(active).industry;
  await page.getByRole("combobox", { name: "Industry" }).selectOption(industry);
  await expect(page).toHaveURL(/industry=/);
  await shows(
    page,
    active.filter((c) => c.industry === industry),
  );
  await page.goBack();
  await expect(page).not.toHaveURL(/industry=/);
  await shows(page, active);
  await page.context().close();
});

test("the detail dialog shows Overview, Projects, Contact and Notes", async ({ browser }) => {
  const client = (await clients()).find((c) => c.notes) ?? first(await clients());
  const page = await openTab(browser, admin(), "tab=clients", { width: 390, height: 844 });
  const view = page.getByRole("button", { name: `View ${client.company}` });
  await loadUntil(page, view);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`client=${client.id}`));
  const dialog = page.getByRole("dialog", { name: client.company });
  for (const tab of ["Overview", "Projects", "Contact", "Notes"]) {
    await expect(dialog.getByRole("tab", { name: tab })).toBeVisible();
  }
  await dialog.getByRole("tab", { name: "Contact" }).click();
  await expect(dialog.getByRole("link", { name: client.email })).toHaveAttribute(
    "href",
    `mailto:${client.email}`,
  );
  if (client.notes) {
    await dialog.getByRole("tab", { name: "Notes" }).click();
    await expect(dialog).toContainText(client.notes.slice(0, 40));
  }
  await page.goBack();
  await expect(dialog).toBeHidden();
  await page.context().close();
});

test("a failed load shows the spec's toast", UNREADABLE, async ({ browser }) => {
  await expectLoadFailureToast(
    browser,
    admin(),
    "clients_summary",
    "tab=clients",
    "Failed to load client data",
  );
});
