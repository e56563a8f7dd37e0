import { chakraStyleTags, expect, test } from "./support/fixtures";

// Every public route renders and hydrates without Chakra's runtime: shell.spec.ts checks it on each route.

test("Chakra arrives with the quote wizard, on first use", async ({ page }) => {
  await page.goto("/contact");
  expect(await chakraStyleTags(page)).toBe(0);
  await page.getByRole("button", { name: "Get Comprehensive Quote" }).click();
  await expect(page.getByRole("dialog", { name: "Get Your Comprehensive Quote" })).toBeVisible();
  expect(await chakraStyleTags(page)).toBeGreaterThan(0);
});
