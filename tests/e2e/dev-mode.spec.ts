import { legalRoutes, specRoutes } from "@/lib/routes";
import { expect, test } from "./support/fixtures";

// Runs against `next dev` (E2E_SERVER=dev npx playwright test): development React reports hydration
// mismatches that a production build hides. Not part of `npm test` yet: Chakra's css() cache gives the
// same props written in another order the class of whichever element came first, so some routes
// mismatch. Routes run one after another in one page, since the dev server compiles each on first request.
test.describe.configure({ mode: "serial" });

for (const route of [...specRoutes.filter((r) => r !== "/admin"), ...legalRoutes]) {
  test(`${route} hydrates under next dev without a warning`, async ({ page, consoleProblems }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(consoleProblems.list).toEqual([]);
  });
}
