import { expect, test } from "./support/fixtures";

test.describe("/studio without a Sanity project", () => {
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

test.describe("/studio with a Sanity project id", () => {
  test.skip(!process.env.NEXT_PUBLIC_SANITY_PROJECT_ID, "needs NEXT_PUBLIC_SANITY_PROJECT_ID at build time");

  test("serves the Studio shell in its own document, without the site chrome", async ({
    page,
    consoleProblems,
  }) => {
    // A made-up project cannot answer the Studio's API calls; only the shell is under test here.
    consoleProblems.allow(/.*/);
    const response = await page.goto("/studio");
    expect(response?.status()).toBe(200);
    await expect(page.locator("#sanity")).toBeAttached();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Connect a Sanity project to edit content" })).toHaveCount(
      0,
    );
  });
});
