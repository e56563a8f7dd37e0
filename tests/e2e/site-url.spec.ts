import { legalRoutes, marketingRoutes } from "../../lib/runtime/routes.ts";
import { expect, test } from "./support/fixtures.ts";

// Runs in the suite's second build, which is made with SITE_URL set: every public URL the site prints
// must use that origin, never the development address.
const siteUrl = process.env.SITE_URL ?? "";

test.describe("a build with SITE_URL set", () => {
  test.skip(!siteUrl, "needs SITE_URL at build time");

  const publicPages = [...marketingRoutes, ...legalRoutes];
  for (const route of [...publicPages, "/auth"]) {
    test(`${route}: canonical, og:url and og:image use SITE_URL, and no page text says localhost`, async ({
      request,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).not.toMatch(/localhost/i);
      const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
      expect(attr(/<link rel="canonical" href="([^"]+)"/)).toBe(`${siteUrl}${route === "/" ? "" : route}`);
      // Sign-in is kept out of search and sharing, so only the public pages carry Open Graph tags.
      if (route === "/auth") return;
      expect(attr(/<meta property="og:url" content="([^"]+)"/)?.startsWith(siteUrl)).toBe(true);
      expect(attr(/<meta property="og:image" content="([^"]+)"/)?.startsWith(`${siteUrl}/og/`)).toBe(true);
    });
  }

  test("sitemap.xml and robots.txt name SITE_URL only", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locations.length).toBeGreaterThan(10);
    for (const location of locations)
      expect(location.startsWith(`${siteUrl}/`) || location === siteUrl).toBe(true);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(`${sitemap}${robots}`).not.toMatch(/localhost/i);
  });
});
