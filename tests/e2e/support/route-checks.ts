import type { Page } from "@playwright/test";
import { servicePageRoutes } from "../../../lib/runtime/routes.ts";
import { siteShell } from "../../fixtures/content/site-shell.ts";
import { chakraStyleTags, expect, seriousA11yViolations } from "./fixtures.ts";

/** Each page's own spec checks its exact copy; every route opens with exactly one named h1. */
export async function expectOnePageHeading(page: Page) {
  const headings = page.getByRole("heading", { level: 1 });
  await expect(headings).toHaveCount(1);
  await expect(headings).not.toHaveText("");
}

/**
 * What every public route owes, checked on the page as loaded: exactly one named h1, the site's header and
 * footer, a first paint that waits for the whole header, no Chakra runtime once everything it fetches after hydration (islands' chunks too) has arrived,
 * and no serious accessibility violation.
 */
export async function expectSoundRoute(page: Page) {
  await expectOnePageHeading(page);
  await expect(
    page.getByRole("banner").getByRole("link", { name: /Cardinal Consulting, home/ }),
  ).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(siteShell.contact.email);
  // The first paint waits for elements the page has (the islands' end markers too), and for the whole
  // header: one of them is the main region after it.
  const firstPaintAwaits = await page
    .locator('head link[rel="expect"][blocking="render"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const target of firstPaintAwaits) await expect(page.locator(`body ${target}`)).toHaveCount(1);
  const afterHeader = page.getByRole("banner").locator(`~ :is(${firstPaintAwaits.join(", ")})`);
  await expect(afterHeader).not.toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(await chakraStyleTags(page)).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/**
 * Routes whose own spec loads them for their content and runs expectSoundRoute there (loading and hydrating
 * a page is most of a browser test's time); shell.spec.ts loads every other public route for it.
 */
export const routesSoundCheckedByTheirSpec: ReadonlySet<string> = new Set([
  // pages.spec.ts
  "/industries",
  "/about",
  "/contact",
  "/insights",
  "/careers",
  "/test",
  // service-pages.spec.ts, which holds its list of pages to serviceSlugs
  ...servicePageRoutes,
]);
