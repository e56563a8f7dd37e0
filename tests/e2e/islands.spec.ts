import type { Page } from "@playwright/test";
import { legalRoutes, marketingRoutes } from "@/lib/routes";
import { expect, test } from "./support/fixtures";

// Chakra's runtime writes its styles into <style data-emotion> tags: their presence is Chakra at work.
const chakraStyleTags = (page: Page) => page.locator("style[data-emotion]").count();

for (const route of [...marketingRoutes, ...legalRoutes, "/auth"]) {
  test(`${route} renders and hydrates without Chakra's runtime`, async ({ page, consoleProblems }) => {
    await page.goto(route);
    // Whatever the page fetches once hydrated (idle-time chunks included) has arrived.
    await page.waitForLoadState("networkidle");
    expect(await chakraStyleTags(page)).toBe(0);
    expect(consoleProblems.list).toEqual([]);
  });
}

test("Chakra arrives with the quote wizard, on first use", async ({ page }) => {
  await page.goto("/contact");
  expect(await chakraStyleTags(page)).toBe(0);
  await page.getByRole("button", { name: "Get Comprehensive Quote" }).click();
  await expect(page.getByRole("dialog", { name: "Get Your Comprehensive Quote" })).toBeVisible();
  expect(await chakraStyleTags(page)).toBeGreaterThan(0);
});
