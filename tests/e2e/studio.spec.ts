import { expect, test } from "./support/fixtures.ts";
import { STUDIO_LOAD_TIMEOUT, STUDIO_NOISE } from "./support/studio.ts";

test.describe("/studio without a Sanity project", () => {
  test.skip(
    Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID),
    "a Sanity project is configured, so /studio serves the hosted Studio",
  );
  // The Studio is a large app: it takes longer than the default 30 s to load on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("opens the Studio on the local Content Lake, signed in, with no setup page", async ({
    page,
    consoleProblems,
  }) => {
    consoleProblems.allow(STUDIO_NOISE);
    const response = await page.goto("/studio");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Home page" })).toBeVisible({ timeout: STUDIO_LOAD_TIMEOUT });
    await expect(page.getByRole("heading", { name: "Editing is not available right now" })).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(0);
  });

  test("deep Studio paths open the document instead of a 404", async ({ page, consoleProblems }) => {
    consoleProblems.allow(STUDIO_NOISE);
    const response = await page.goto("/studio/structure/homePage");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("action-publish")).toBeVisible({ timeout: STUDIO_LOAD_TIMEOUT });
  });

  test("the editors' guide is one click away", async ({ page, consoleProblems }) => {
    consoleProblems.allow(STUDIO_NOISE);
    await page.goto("/studio");
    await page.getByRole("link", { name: "Guide" }).click();
    await expect(page.getByText("Editors' guide")).toBeVisible({ timeout: STUDIO_LOAD_TIMEOUT });
    await expect(page.getByText("Numbers the site counts for you")).toBeVisible();
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
