import type { APIRequestContext } from "@playwright/test";
import { load } from "cheerio";
import { expect, test } from "./support/fixtures.ts";

/** Every page a language's sitemap lists, as paths. */
async function sitemapPaths(request: APIRequestContext, sitemap: string) {
  const response = await request.get(sitemap);
  expect(response.status(), sitemap).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

/** The site's own addresses a page's HTML links to, without their fragments. */
async function internalLinksOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const $ = load(await response.text());
  return $("a[href]")
    .toArray()
    .map((anchor) => $(anchor).attr("href") ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split("#")[0] || path);
}

test("every link on every page, in both languages, leads to a page", async ({ request }) => {
  // The server's HTML is what a visitor without scripts follows, and what a link's prefetch asks for.
  const pages = [
    ...(await sitemapPaths(request, "/sitemap.xml")),
    ...(await sitemapPaths(request, "/es/sitemap.xml")),
    "/auth",
    "/es/acceso",
  ];
  expect(pages.filter((path) => path.startsWith("/es"))).not.toHaveLength(0);
  const linkedFrom = new Map<string, string>();
  for (const path of new Set(pages))
    for (const target of await internalLinksOf(request, path))
      if (!linkedFrom.has(target)) linkedFrom.set(target, path);
  const broken: string[] = [];
  for (const [target, from] of linkedFrom) {
    // A redirect is followed: a link may lead through one (a moved page, the sign-in guard).
    const status = (await request.get(target)).status();
    if (status !== 200) broken.push(`${from} → ${target}: ${status}`);
  }
  expect(broken).toEqual([]);
  expect(linkedFrom.size).toBeGreaterThan(pages.length);
});
