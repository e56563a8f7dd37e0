import { monthStart } from "../../components/admin/marketing/queries.ts";
import { adminSessionForFile, openDashboard } from "./support/admin-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { db } from "./support/leads.ts";

test.describe.configure({ timeout: 90_000 });

const admin = adminSessionForFile("marketing-admin");

test("charts leads and subscribers by month, with figures that match the lead tables", async ({
  browser,
}) => {
  const page = await openDashboard(browser, admin(), "?tab=marketing");
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  const table = page.getByRole("table", {
    name: "Leads and newsletter subscribers by month, last 12 months",
  });
  await expect(table.getByRole("row")).toHaveCount(13);
  await expect(page.locator(".recharts-surface").first()).toBeVisible();

  const cards = page.getByRole("list", { name: "Marketing figures" }).getByRole("listitem");
  // Other specs store leads meanwhile: compare one rendering with one count made right after it.
  await expect(async () => {
    await page.reload();
    const since = monthStart(new Date(), 11).toISOString();
    const counted = async (t: string, column: string) =>
      (await db.from(t).select("id", { count: "exact", head: true }).gte(column, since)).count ?? 0;
    const leads =
      (await counted("contact_submissions", "created_at")) +
      (await counted("project_evaluations", "created_at"));
    const subscribers = await counted("newsletter_subscriptions", "subscribed_at");
    const active =
      (
        await db
          .from("newsletter_subscriptions")
          .select("id", { count: "exact", head: true })
          .eq("is_active", true)
      ).count ?? 0;
    await expect(cards.filter({ hasText: "Leads (12 months)" })).toContainText(`Leads (12 months)${leads}`, {
      timeout: 2000,
    });
    await expect(cards.filter({ hasText: "New Subscribers" })).toContainText(`(12 months)${subscribers}`, {
      timeout: 2000,
    });
    await expect(cards.filter({ hasText: "Active Subscribers" })).toContainText(
      `Active Subscribers${active}`,
      {
        timeout: 2000,
      },
    );
  }).toPass({ timeout: 60_000 });
  expect(page.problems).toEqual([]);
  await page.context().close();
});
