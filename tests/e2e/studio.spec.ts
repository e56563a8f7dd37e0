import { expect, test } from "./support/fixtures";

test.describe("/studio", () => {
  test.skip(
    Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID),
    "a Sanity project is configured, so /studio serves the Studio itself",
  );

  test("without a project id it explains how to connect one", async ({ page }) => {
    const response = await page.goto("/studio");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Connect a Sanity project to edit content",
    );
    await expect(page.getByText("NEXT_PUBLIC_SANITY_PROJECT_ID is not set")).toBeVisible();
    await expect(
      page.getByText("npx sanity dataset import studio/seed/production.ndjson production"),
    ).toBeVisible();
    await expect(page.locator("body")).toContainText("NEXT_PUBLIC_SANITY_DATASET=production");
  });

  test("deep Studio paths show the same page instead of a 404", async ({ page }) => {
    const response = await page.goto("/studio/structure/homePage");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Connect a Sanity project to edit content",
    );
  });
});
