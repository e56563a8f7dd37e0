import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The pages a sitemap of the site lists (`/sitemap.xml`, `/es/sitemap.xml`), as paths. */
export async function sitemapPaths(request: APIRequestContext, sitemap = "/sitemap.xml"): Promise<string[]> {
  const response = await request.get(sitemap);
  expect(response.status(), sitemap).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}
