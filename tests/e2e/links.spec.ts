import type { APIRequestContext } from "@playwright/test";
import { load } from "cheerio";
import { expect, test } from "./support/fixtures.ts";
import { sitemapPaths } from "./support/sitemap.ts";

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

/** Each item's answer, a few requests at a time (the server renders pages in parallel). */
async function inBatches<T>(items: string[], ask: (item: string) => Promise<T>): Promise<[string, T][]> {
  const answers: [string, T][] = [];
  for (let start = 0; start < items.length; start += 6) {
    const batch = items.slice(start, start + 6);
    const found = await Promise.all(batch.map(ask));
    answers.push(...batch.map((item, index) => [item, found[index] as T] as [string, T]));
  }
  return answers;
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
  const linksOfEach = await inBatches([...new Set(pages)], (path) => internalLinksOf(request, path));
  for (const [path, targets] of linksOfEach)
    for (const target of targets) if (!linkedFrom.has(target)) linkedFrom.set(target, path);
  // A redirect is followed: a link may lead through one (a moved page, the sign-in guard).
  const statuses = await inBatches([...linkedFrom.keys()], async (target) =>
    (await request.get(target)).status(),
  );
  const broken = statuses
    .filter(([, status]) => status !== 200)
    .map(([target, status]) => `${linkedFrom.get(target)} → ${target}: ${status}`);
  expect(broken).toEqual([]);
  expect(linkedFrom.size).toBeGreaterThan(pages.length);
});
