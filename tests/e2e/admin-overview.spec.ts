import type { Page } from "@playwright/test";
import { SERVICES_SHOWN } from "../../components/admin/overview/queries.ts";
import { formatCurrency } from "../../lib/admin/format.ts";
import { QUICK_ACTIONS } from "../../lib/admin/quick-actions.ts";
import { adminSessionForFile, openDashboard } from "./support/admin-session.ts";
import { expect, pressEscapeIn, test } from "./support/fixtures.ts";
import { db } from "./support/leads.ts";
import { financeFromRows } from "./support/money.ts";
import { passesReloading } from "./support/workspace.ts";

const TAG = `ov${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 90_000 });

const admin = adminSessionForFile("overview-admin");

type Filter = ["eq" | "gt", string, string] | ["in", string, string[]];

async function count(table: string, ...filters: Filter[]): Promise<number> {
  let query = db.from(table).select("id", { count: "exact", head: true });
  for (const [op, column, value] of filters) {
    query = op === "in" ? query.in(column, value as string[]) : query[op](column, value as string);
  }
  const { count: n, error } = await query;
  if (error) throw error;
  return n ?? 0;
}

/** The six figures, computed here from the rows. */
async function expectedFigures() {
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  // Revenue is what paid invoices brought in: their totals less any balance written off.
  const { revenue } = await financeFromRows();
  return {
    revenue: formatCurrency(revenue / 100, { whole: true }),
    projects: await count("projects", ["in", "status", ["approved", "in-progress"]]),
    clients: await count("clients", ["eq", "status", "active"]),
    team: await count("team_members", ["eq", "status", "active"]),
    leads:
      (await count("contact_submissions", ["gt", "created_at", since])) +
      (await count("project_evaluations", ["gt", "created_at", since])),
    online: await count("servers", ["eq", "status", "online"]),
    servers: await count("servers"),
  };
}

test("the six stat cards agree with counts made from the database", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "");
  const cards = page.getByRole("list", { name: "Agency at a glance" }).getByRole("listitem");
  await expect(cards).toHaveCount(6);
  // Other specs add leads and servers meanwhile: compare one rendering with one count made right after it.
  await expect(async () => {
    await page.reload();
    const figures = await expectedFigures();
    await expect(cards.filter({ hasText: "Total Revenue" })).toContainText(figures.revenue, {
      timeout: 2000,
    });
    await expect(cards.filter({ hasText: "Active Projects" })).toContainText(
      `Active Projects${figures.projects}`,
      {
        timeout: 2000,
      },
    );
    await expect(cards.filter({ hasText: "Active Clients" })).toContainText(
      `Active Clients${figures.clients}`,
      {
        timeout: 2000,
      },
    );
    await expect(cards.filter({ hasText: "Team Members" })).toContainText(`Team Members${figures.team}`, {
      timeout: 2000,
    });
    await expect(cards.filter({ hasText: "New Leads" })).toContainText(`New Leads${figures.leads}`, {
      timeout: 2000,
    });
    await expect(cards.filter({ hasText: "Servers Online" })).toContainText(
      `${figures.online}/${figures.servers}`,
      {
        timeout: 2000,
      },
    );
  }).toPass({ timeout: 60_000 });
  // The best earners, as the view ranks them at that moment (other specs record payments meanwhile).
  const serviceCells = page
    .getByRole("table", { name: "Service performance" })
    .locator('[role="cell"][data-label="Service"]');
  await passesReloading(
    page,
    async () => {
      const { data: ranked, error } = await db
        .from("services_overview")
        .select("name")
        .order("total_revenue", { ascending: false })
        .order("name")
        .limit(SERVICES_SHOWN);
      if (error) throw error;
      await expect(serviceCells).toHaveText(
        (ranked ?? []).map((s) => s.name),
        { timeout: 5000 },
      );
    },
    60_000,
  );
  await expect(
    page.getByText(new RegExp(`^The ${SERVICES_SHOWN} best earners of \\d+ services;`)),
  ).toBeVisible();
  await page.getByRole("link", { name: "see every service in Services" }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test("recent activity shows real events: a new lead appears", async ({ browser }) => {
  const { error } = await db.from("contact_submissions").insert({
    first_name: "Ada",
    last_name: TAG,
    email: `${TAG}@example.com`,
    company: "Activity Co",
    message: "Please call about a portal",
  });
  if (error) throw error;
  const page = await openDashboard(browser, admin(), "");
  const activity = page.getByRole("list", { name: "Recent activity" });
  await expect(activity.getByRole("listitem").filter({ hasText: `Ada ${TAG}` })).toContainText(
    "New contact message",
  );
  await page.context().close();
});

test("recent leads: the newest 20 of each kind, beside how many there are in all", async ({ browser }) => {
  // More contact messages than the glance holds, so it must say what it leaves out. Written as of long
  // ago: 21 new ones would push other specs' changes out of the overview's ten recent activities.
  const { error } = await db.from("contact_submissions").insert(
    Array.from({ length: 21 }, (_, i) => ({
      created_at: "2020-01-15T12:00:00Z",
      first_name: "Glance",
      last_name: `${TAG} ${i}`,
      email: `${TAG}.glance${i}@example.com`,
      company: "Glance Co",
      message: "Counted, not all shown",
    })),
  );
  if (error) throw error;
  const page = await openDashboard(browser, admin(), "");
  const kinds = [
    ["leads-contacts", "Contact messages", "contact_submissions", "Contact messages, newest first"],
    [
      "leads-evaluations",
      "Project evaluations and quotes",
      "project_evaluations",
      "Project evaluations and quote requests, newest first",
    ],
  ] as const;
  // Other specs add leads meanwhile: compare one rendering with one count made right after it.
  await expect(async () => {
    await page.reload();
    for (const [id, title, table, caption] of kinds) {
      const total = await count(table);
      const shown = Math.min(total, 20);
      const all = total.toLocaleString("en-US");
      await expect(page.locator(`#${id}`)).toHaveText(`${title}${all}`, { timeout: 2000 });
      await expect(page.getByRole("table", { name: caption }).locator("tbody tr")).toHaveCount(shown, {
        timeout: 2000,
      });
      const glance = page.getByText(`Showing the newest ${shown} of ${all}.`);
      await expect(glance).toHaveCount(total > shown ? 1 : 0, { timeout: 2000 });
    }
  }).toPass({ timeout: 60_000 });
  await page.context().close();
});

async function openQuickActions(page: Page) {
  const trigger = page.getByRole("button", { name: "Quick Actions" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  // Keys go to the menu only once it has taken focus, a frame after it shows.
  await expect(menu).toBeFocused();
  return menu;
}

test("Quick Actions is a keyboard menu whose links open the create dialogs", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "", { width: 390, height: 844 });
  const menu = await openQuickActions(page);
  await expect(menu.getByRole("menuitem")).toHaveText(QUICK_ACTIONS.map((action) => action.label));
  for (const action of QUICK_ACTIONS) {
    await expect(menu.getByRole("menuitem", { name: action.label })).toHaveAttribute("href", action.href);
  }
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem", { name: "Add Server" })).toHaveAttribute("data-highlighted", "");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/hosting\?new=server/);
  await expect(page.getByRole("dialog", { name: "Add Server" })).toBeVisible();
  await page.context().close();

  const second = await openDashboard(browser, admin(), "");
  await openQuickActions(second);
  await second.keyboard.press("End");
  await second.keyboard.press("ArrowUp");
  await second.keyboard.press("ArrowUp");
  await expect(second.getByRole("menuitem", { name: "New Invoice" })).toHaveAttribute("data-highlighted", "");
  await second.keyboard.press("Enter");
  await expect(second).toHaveURL(/\/admin\/finance\?new=invoice/);
  await expect(second.getByRole("dialog", { name: "New Invoice" })).toBeVisible();
  await second.context().close();
});

test("a create dialog stays open when focus is moved outside it by script", async ({ browser }) => {
  // What a closing menu does when it gives focus back to its trigger while the dialog it linked to opens.
  const page = await openDashboard(browser, admin(), "?tab=finance&new=invoice");
  const dialog = page.getByRole("dialog", { name: "New Invoice" });
  await expect(dialog).toBeVisible();
  // Closing would ask the server for the view without `new=invoice`.
  const navigations: string[] = [];
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers.rsc && !headers["next-router-prefetch"]) navigations.push(request.url());
  });
  // Found by its text: while the modal is open the page below it is hidden from the accessibility tree.
  await page.locator("button", { hasText: "Quick Actions" }).evaluate(async (button: HTMLElement) => {
    button.focus();
    // A dialog dismisses on focus outside at once or on the next frame; its close navigates at once.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
  expect(navigations).toEqual([]);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await page.context().close();
});

test("a create dialog reached from Quick Actions closes with Cancel and with Esc", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "");
  const documentLoads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads.push(request.url());
  });
  await openQuickActions(page);
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add Server" });
  await expect(dialog).toBeVisible();
  // The menu navigates within the page: no document request, so nothing waits for a new hydration.
  expect(documentLoads).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/new=server/);

  await openQuickActions(page);
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await pressEscapeIn(dialog);
  await expect(dialog).toBeHidden();
  await page.context().close();
});
