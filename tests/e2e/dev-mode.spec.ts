import { legalRoutes, specRoutes } from "@/lib/routes";
import { expect, test } from "./support/fixtures";

// Runs against `next dev` (E2E_SERVER=dev, a step of `npm test`): development React reports hydration
// mismatches that a production build hides, so every route must hydrate cleanly here too. Routes run one
// after another in one page, since the dev server compiles each on first request.
test.describe.configure({ mode: "serial" });

for (const route of [...specRoutes.filter((r) => r !== "/admin"), ...legalRoutes]) {
  test(`${route} hydrates under next dev without a warning`, async ({ page, consoleProblems }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(consoleProblems.list).toEqual([]);
  });
}
