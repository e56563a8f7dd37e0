import type { Locator } from "@playwright/test";
import { adminSessionForFile, openDashboard } from "./support/admin-session.ts";
import { expect, test, waitForHydration } from "./support/fixtures.ts";

// At 390 px: Quick Actions covers nothing, wide tables become stacked rows, the team is picked by touch.
test.describe.configure({ timeout: 90_000 });

const admin = adminSessionForFile("phone-admin");
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

test("Quick Actions covers no filter, button or card, wherever the page is scrolled", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "?tab=finance", PHONE);
  const quick = page.getByRole("button", { name: "Quick Actions" });
  const targets = [
    page.getByLabel("Status"),
    page.getByRole("link", { name: "Export Reports" }),
    ...(await page.getByRole("list", { name: "Invoices" }).getByRole("listitem").all()).slice(0, 6),
  ];
  for (const target of targets) {
    await target.scrollIntoViewIfNeeded();
    expect(overlaps(await box(quick), await box(target))).toBe(false);
  }
  await page.context().close();
});

test("the expense and payment tables are stacked rows within the screen", async ({ browser }) => {
  for (const view of ["expenses", "payments"]) {
    const page = await openDashboard(browser, admin(), `?tab=finance&view=${view}`, PHONE);
    const table = page.getByRole("table", { name: view === "expenses" ? "Expenses" : "Payments" });
    await expect(table).toBeVisible();
    const first = table.getByRole("row").nth(1);
    const cells = await first.getByRole("cell").all();
    expect(cells.length).toBeGreaterThan(3);
    const frame = await box(table);
    expect(frame.width).toBeLessThanOrEqual(390);
    // One label-and-value line per cell, one under the other.
    const boxes = await Promise.all(cells.map(box));
    for (let i = 1; i < boxes.length; i += 1) {
      expect(boxes[i]?.y ?? 0).toBeGreaterThanOrEqual(
        (boxes[i - 1]?.y ?? 0) + (boxes[i - 1]?.height ?? 0) - 1,
      );
      expect((boxes[i]?.x ?? 0) + (boxes[i]?.width ?? 0)).toBeLessThanOrEqual(frame.x + frame.width + 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  }
});

test("New Project's team is picked by tapping check boxes, no key to hold", async ({ browser }) => {
  const context = await browser.newContext({ storageState: admin(), viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/admin?tab=projects&new=project");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "New Project" });
  const team = dialog.getByRole("group", { name: "Assigned team" });
  await expect(dialog).not.toContainText("Hold Ctrl");
  const boxes = team.getByRole("checkbox");
  await boxes.nth(0).tap();
  await boxes.nth(1).tap();
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();
  await boxes.nth(0).tap();
  await expect(boxes.nth(0)).not.toBeChecked();
  expect((await box(boxes.nth(1).locator(".."))).height).toBeGreaterThanOrEqual(44);
  await context.close();
});
