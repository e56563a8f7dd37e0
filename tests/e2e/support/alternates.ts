import type { Page } from "@playwright/test";

/** The page's hreflang alternates as paths, by language tag. */
export async function alternatesOf(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((found) => found.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
  return Object.fromEntries(links.map(([tag, href]) => [tag, new URL(href ?? "").pathname]));
}

/** The page's canonical URL as a path. */
export const canonicalOf = async (page: Page) =>
  new URL((await page.locator('head link[rel="canonical"]').getAttribute("href")) ?? "").pathname;
