import { adminSessionForFile, openDashboard } from "./support/admin-session.ts";
import { dialogTookFocus, expect, test } from "./support/fixtures.ts";
import { db } from "./support/leads.ts";

// A detail opened by its link (a reload, a shared URL) answers clicks like one opened from its card.
test.describe.configure({ timeout: 90_000 });

const admin = adminSessionForFile("links-admin");

const LINKS = [
  {
    tab: "finance",
    param: "invoice",
    table: "invoices",
    name: (r: Row) => `Invoice ${r.invoice_number}`,
    tab2: "Line items",
  },
  { tab: "clients", param: "client", table: "clients", name: (r: Row) => String(r.company), tab2: "Contact" },
  { tab: "hosting", param: "server", table: "servers", name: (r: Row) => String(r.name), tab2: "Alerts" },
  {
    tab: "projects",
    param: "project",
    table: "projects",
    name: (r: Row) => String(r.name),
    tab2: "Milestones",
  },
] as const;

type Row = Record<string, unknown>;

for (const link of LINKS) {
  test(`a ${link.param} opened from its link takes clicks on its tabs, × and the backdrop`, async ({
    browser,
  }) => {
    const { data } = await db.from(link.table).select("*").order("id").limit(1).single();
    const row = data as Row;
    const page = await openDashboard(browser, admin(), `?tab=${link.tab}&${link.param}=${row.id}`);
    const dialog = page.getByRole("dialog", { name: link.name(row) });
    await expect(dialog).toBeVisible();
    // A real click, at the tab's place on screen: it reaches the tab only when nothing blocks pointers.
    await dialog.getByRole("tab", { name: link.tab2 }).click();
    await expect(dialog.getByRole("tab", { name: link.tab2 })).toHaveAttribute("aria-selected", "true");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(new RegExp(`${link.param}=`));

    await page.goto(`/admin?tab=${link.tab}&${link.param}=${row.id}`);
    await expect(dialog).toBeVisible();
    await dialogTookFocus(dialog);
    // The backdrop: a click beside the dialog closes it.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await page.context().close();
  });
}
