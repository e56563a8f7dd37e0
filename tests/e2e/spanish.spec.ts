import type { Page } from "@playwright/test";
import { homePageEs, processPageEs, siteSettingsEs } from "../../studio/seed/source/spanish.ts";
import { expect, seriousA11yViolations, test } from "./support/fixtures.ts";

/** The page's hreflang alternates as paths, by language tag. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((found) => found.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
  return Object.fromEntries(links.map(([tag, href]) => [tag, new URL(href ?? "").pathname]));
}

const canonicalOf = async (page: Page) =>
  new URL((await page.locator('head link[rel="canonical"]').getAttribute("href")) ?? "").pathname;

test.describe("the Spanish site", () => {
  test("/es is the home page in Spanish: lang, words, alternates, canonical and Open Graph locale", async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto("/es");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homePageEs.hero.title);
    await expect(page.getByRole("link", { name: "Cardinal Consulting, inicio" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Servicios" })).toHaveAttribute("href", "/es/servicios");
    await expect(page.getByRole("contentinfo")).toContainText(siteSettingsEs.footer.copyright);

    expect(await alternatesOf(page)).toEqual({ "en-US": "/", "es-US": "/es", "x-default": "/" });
    expect(await canonicalOf(page)).toBe("/es");
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
    await expect(page.locator('head meta[property="og:locale:alternate"]')).toHaveAttribute(
      "content",
      "en_US",
    );

    // The services are not translated yet: their cards' words are English, and say so.
    const card = page.locator("[data-service-card]").first();
    await expect(card.getByRole("heading")).toHaveAttribute("lang", "en-US");
    await expect(card.getByRole("link")).toHaveAttribute("href", "/es/servicios/desarrollo-web");
    // The forms are Spanish, as the page is: nothing marks them English.
    await expect(page.getByRole("contentinfo").getByRole("form", { name: "Boletín" })).toBeVisible();
    await expect(page.locator('#evaluation form[aria-label="Evaluación de proyecto"]')).toHaveCount(1);
    await expect(page.locator('[lang="en-US"] form')).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleProblems.list).toEqual([]);
  });

  test("hreflang pairs are reciprocal between / and /es, /services and /es/servicios", async ({ page }) => {
    const pairs: [string, string][] = [
      ["/", "/es"],
      ["/services", "/es/servicios"],
    ];
    for (const [english, spanish] of pairs) {
      await page.goto(english);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await alternatesOf(page)).toEqual({ "en-US": english, "es-US": spanish, "x-default": english });
      expect(await canonicalOf(page)).toBe(english);
      await page.goto(spanish);
      expect(await alternatesOf(page)).toEqual({ "en-US": english, "es-US": spanish, "x-default": english });
      expect(await canonicalOf(page)).toBe(spanish);
    }
  });

  test("the language switch keeps the page, both ways", async ({ page }) => {
    await page.goto("/es/servicios");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(processPageEs.heading.title);
    await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/servicios$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  });

  test("a page not translated yet shows the English text marked lang=en-US, canonical to the English page", async ({
    page,
  }) => {
    const response = await page.goto("/es/servicios/desarrollo-web");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Web Development");
    await expect(page.locator('main [lang="en-US"]').first()).toContainText("Web Development");
    expect(await canonicalOf(page)).toBe("/services/web-development");
    // The chrome around it is Spanish.
    await expect(page.getByRole("navigation", { name: "Principal" })).toContainText("Servicios");
    await page.waitForLoadState("networkidle");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("an unknown Spanish address is the not-found page", async ({ page }) => {
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
  });

  test("the Spanish sitemap lists the translated pages only; the English one stays English", async ({
    request,
  }) => {
    const paths = async (address: string) => {
      const xml = await (await request.get(address)).text();
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    };
    expect((await paths("/es/sitemap.xml")).sort()).toEqual(["/es", "/es/servicios"]);
    expect((await paths("/sitemap.xml")).filter((path) => path.startsWith("/es"))).toEqual([]);
    const spanish = await (await request.get("/es/sitemap.xml")).text();
    expect(spanish).toMatch(/hreflang="x-default" href="https?:\/\/[^"]+\/"/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/es\/sitemap\.xml$/m);
  });
});
