import { load } from "cheerio";
import { legalRoutes, marketingRoutes } from "../../lib/runtime/routes.ts";
import { expect, test } from "./support/fixtures.ts";

const caseStudyRoutes = [
  "/insights/healthcare-portal",
  "/insights/real-estate-crm",
  "/insights/legal-case-management",
];
const publicRoutes = [...marketingRoutes, ...legalRoutes, ...caseStudyRoutes];

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the sitemap lists exactly the public routes, as absolute URLs", async ({ request }) => {
  const response = await request.get("/sitemap.xml", { maxRetries: 2 });
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ""));
  expect(urls.map((url) => url.pathname).sort()).toEqual([...publicRoutes].sort());
  expect(new Set(urls.map((url) => url.origin)).size).toBe(1);
  for (const hidden of ["/admin", "/auth", "/studio"]) expect(xml).not.toContain(`${hidden}<`);
});

test("robots.txt keeps crawlers out of the private areas and points to the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt", { maxRetries: 2 })).text();
  const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]);
  expect(disallowed).toEqual(expect.arrayContaining(["/admin", "/auth", "/studio"]));
  for (const route of publicRoutes.filter((r) => r !== "/")) {
    expect(disallowed.some((path) => path && route.startsWith(path))).toBe(false);
  }
  expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test("/favicon.ico is the site's mark, for browsers and crawlers that ask for it by name", async ({
  request,
}) => {
  const response = await request.get("/favicon.ico", { maxRetries: 2 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/x-icon");
  const ico = await response.body();
  expect(ico.readUInt16LE(2)).toBe(1);
  expect(ico.readUInt16LE(4)).toBe(3);
  const firstImage = ico.readUInt32LE(6 + 12);
  expect(ico.subarray(firstImage + 1, firstImage + 4).toString()).toBe("PNG");
});

// Crawlers and link previews read the server's HTML without running scripts, so that is what is read here.
test("every public page has its own title, description, canonical URL and a 1200x630 PNG social image", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const seen = { titles: new Set<string>(), descriptions: new Set<string>(), images: new Set<string>() };
  for (const route of publicRoutes) {
    const response = await request.get(route, { maxRetries: 2 });
    expect(response.status(), route).toBe(200);
    const $ = load(await response.text());
    const title = $("head > title").text();
    const meta = (selector: string) => $(selector).attr("content") ?? null;
    const description = meta('meta[name="description"]') ?? "";
    expect(title, route).toMatch(/\S/);
    expect(description.length, route).toBeGreaterThan(40);
    seen.titles.add(title);
    seen.descriptions.add(description);

    const canonical = $('link[rel="canonical"]').attr("href");
    expect(new URL(canonical ?? "").pathname, route).toBe(route);
    expect(meta('meta[property="og:url"]'), route).toBe(canonical);
    expect(meta('meta[property="og:title"]'), route).toBeTruthy();
    expect(meta('meta[property="og:description"]'), route).toBe(description);
    expect(meta('meta[name="twitter:card"]'), route).toBe("summary_large_image");

    const image = meta('meta[property="og:image"]') ?? "";
    expect(meta('meta[name="twitter:image"]'), route).toBe(image);
    expect(meta('meta[property="og:image:width"]'), route).toBe("1200");
    expect(meta('meta[property="og:image:height"]'), route).toBe("630");
    seen.images.add(image);
    // Fetched from this server: the absolute URL carries the configured SITE_URL's origin.
    const { pathname, search } = new URL(image);
    const png = await request.get(`${pathname}${search}`, { maxRetries: 2 });
    expect(png.status(), route).toBe(200);
    expect(png.headers()["content-type"], route).toBe("image/png");
    expect(pngSize(await png.body()), route).toEqual({ width: 1200, height: 630 });
  }
  expect(seen.titles.size).toBe(publicRoutes.length);
  expect(seen.descriptions.size).toBe(publicRoutes.length);
  expect(seen.images.size).toBe(publicRoutes.length);
});

test("every page describes the organization and its three offices as JSON-LD", async ({ page }) => {
  for (const route of ["/", "/careers"]) {
    await page.goto(route);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "Organization");
    expect(organization, route).toMatchObject({
      "@context": "https://schema.org",
      name: "Cardinal Consulting",
      telephone: "+18327777312",
      email: "hello@cardinalhouston.com",
    });
    expect(
      organization.location.map(
        (place: { address: { addressLocality: string } }) => place.address.addressLocality,
      ),
    ).toEqual(["Houston", "Dubai", "Irvine"]);
    for (const place of organization.location) {
      expect(place.address["@type"]).toBe("PostalAddress");
      expect(place.telephone).toMatch(/^\+\d+$/);
    }
  }
});

test("anchors from other pages land on their sections below the sticky header", async ({ page }) => {
  for (const anchor of ["services", "contact"]) {
    await page.goto(`/#${anchor}`);
    const heading = page.locator(`section#${anchor}`).getByRole("heading", { level: 2 }).first();
    await expect(heading).toBeInViewport();
    // Polled: fonts and the section's entrance motion settle after the jump.
    await expect
      .poll(async () => {
        const headerBottom = await page
          .getByRole("banner")
          .evaluate((el) => el.getBoundingClientRect().bottom);
        const sectionTop = await page
          .locator(`section#${anchor}`)
          .evaluate((el) => el.getBoundingClientRect().top);
        return Math.abs(sectionTop - headerBottom);
      })
      .toBeLessThan(24);
  }
});
