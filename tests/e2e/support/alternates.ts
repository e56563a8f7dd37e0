import type { APIRequestContext, Page } from "@playwright/test";
import { load } from "cheerio";
import { expect } from "./fixtures.ts";

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

/**
 * The hreflang alternates of `path` as its server sends them, read from the HTML's head as alternatesOf
 * reads the page's: for checks of the server's head alone (no script adds or moves these tags), where
 * fetching the HTML costs a fraction of loading and hydrating the page.
 */
export async function servedAlternatesOf(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, string>> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const $ = load(await response.text());
  const links = $('head link[rel="alternate"][hreflang]')
    .toArray()
    .map((link) => [$(link).attr("hreflang"), $(link).attr("href")]);
  return Object.fromEntries(links.map(([tag, href]) => [tag, new URL(href ?? "").pathname]));
}
