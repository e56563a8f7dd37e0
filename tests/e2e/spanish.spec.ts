import { homePageEs, processPageEs, siteSettingsEs } from "../../studio/seed/source/spanish.ts";
import {
  aboutPageEs,
  careersPageEs,
  caseStudiesEs,
  contactPageEs,
  industriesPageEs,
  portfolioPageEs,
  privacyPageEs,
  servicesEs,
  termsPageEs,
  testPageEs,
} from "../../studio/seed/source/spanish-pages.ts";
import { servicePagesEs } from "../../studio/seed/source/spanish-service-pages.ts";
import { alternatesOf, canonicalOf, servedAlternatesOf } from "./support/alternates.ts";
import { expect, seriousA11yViolations, test } from "./support/fixtures.ts";
import { sitemapPaths } from "./support/sitemap.ts";

const englishSlugOf = (id: string) => id.replace(/^(service|caseStudy)-/, "").replace(/__i18n_es$/, "");

/** Every Spanish page of the seed: its address, its heading and the English page it translates. */
const spanishRoutes: { path: string; heading: string; english: string }[] = [
  { path: "/es", heading: homePageEs.hero.title, english: "/" },
  { path: "/es/servicios", heading: processPageEs.heading.title, english: "/services" },
  { path: "/es/nosotros", heading: aboutPageEs.heading.title, english: "/about" },
  { path: "/es/contacto", heading: contactPageEs.heading.title, english: "/contact" },
  { path: "/es/industrias", heading: industriesPageEs.heading.title, english: "/industries" },
  { path: "/es/portafolio", heading: portfolioPageEs.heading.title, english: "/insights" },
  { path: "/es/empleos", heading: careersPageEs.heading.title, english: "/careers" },
  { path: "/es/privacidad", heading: privacyPageEs.title, english: "/privacy" },
  { path: "/es/terminos", heading: termsPageEs.title, english: "/terms" },
  { path: "/es/etiquetas-sociales", heading: testPageEs.heading.title, english: "/test" },
  ...servicesEs.map((service) => {
    const page = servicePagesEs.find((candidate) => candidate.service._ref === service._id) as
      | { hero?: { title: string } }
      | undefined;
    return {
      path: `/es/servicios/${service.slug}`,
      heading: page?.hero?.title ?? service.title ?? "",
      english: `/services/${englishSlugOf(service._id)}`,
    };
  }),
  ...caseStudiesEs.map((study) => ({
    path: `/es/portafolio/${study.slug}`,
    heading: study.title,
    english: `/insights/${englishSlugOf(study._id)}`,
  })),
];

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

    // The services are translated documents: Spanish words, no lang of their own, their Spanish slugs.
    const card = page.locator("[data-service-card]").first();
    await expect(card.getByRole("heading")).toHaveText(servicesEs[0]?.title ?? "");
    await expect(card.getByRole("heading")).not.toHaveAttribute("lang", /.*/);
    await expect(card.getByRole("link")).toHaveAttribute("href", "/es/servicios/desarrollo-web");
    // The footer's service and portfolio links lead to the Spanish documents' addresses.
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: servicesEs[1]?.title ?? "" }),
    ).toHaveAttribute("href", `/es/servicios/${servicesEs[1]?.slug}`);
    // The forms are Spanish, as the page is: nothing marks them English.
    await expect(page.getByRole("contentinfo").getByRole("form", { name: "Boletín" })).toBeVisible();
    await expect(page.locator('#evaluation form[aria-label="Evaluación de proyecto"]')).toHaveCount(1);
    await expect(page.locator('[lang="en-US"] form')).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleProblems.list).toEqual([]);
  });

  test("every Spanish page answers in Spanish, and its language switch leads to its English page", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const { path, heading, english } of spanishRoutes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "es-US");
      const title = page.getByRole("heading", { level: 1 });
      await expect(title, path).toHaveText(heading);
      await expect(title, path).toBeVisible();
      // Written in Spanish: nothing in the heading's passage is marked as another language.
      await expect(page.locator('main [lang="en-US"]', { has: title }), path).toHaveCount(0);
      expect(await canonicalOf(page), path).toBe(path);
      const language = page
        .getByRole("navigation", { name: "Idioma" })
        .getByRole("link", { name: "English" });
      await expect(language, path).toHaveAttribute("href", english);
    }
  });

  test("an English page's switch leads to its Spanish page, and back", async ({ page }) => {
    await page.goto("/insights/healthcare-portal");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/portafolio\/portal-de-salud$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/insights\/healthcare-portal$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("every page's hreflang alternates are reciprocal in both languages, with x-default", async ({
    request,
  }) => {
    // The alternates are the server's head; the first test of this file reads them in the browser too.
    const seen = new Map<string, Record<string, string>>();
    for (const { path, english } of spanishRoutes) {
      for (const address of [english, path]) seen.set(address, await servedAlternatesOf(request, address));
    }
    for (const [address, alternates] of seen) {
      expect(alternates["x-default"], address).toBeDefined();
      expect(Object.values(alternates), address).toContain(address);
      // Each page an alternate names lists the very same alternates: the pair points at each other.
      for (const target of Object.values(alternates))
        expect(seen.get(target), `${address} → ${target}`).toEqual(alternates);
    }
  });

  test("/es/etiquetas-sociales lists exactly the tags its own Spanish head carries", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto("/es/etiquetas-sociales");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(testPageEs.heading.title);
    await expect(page.getByRole("heading", { level: 2, name: "Tarjetas de Twitter" })).toBeVisible();
    await expect(page).toHaveTitle(testPageEs.seo.title);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", "es_US");
    expect(await alternatesOf(page)).toEqual({
      "en-US": "/test",
      "es-US": "/es/etiquetas-sociales",
      "x-default": "/test",
    });
    const listed = await page.locator("[data-meta-tags] dt").allTextContents();
    const values = await page.locator("[data-meta-tags] dd").allTextContents();
    expect(listed).toEqual(expect.arrayContaining(["title", "canonical", "og:title", "twitter:card"]));
    for (const [index, key] of listed.entries()) {
      const value = values[index] ?? "";
      if (key === "title") await expect(page).toHaveTitle(value);
      else if (key === "canonical")
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", value);
      else {
        const attribute = key.startsWith("og:") ? "property" : "name";
        await expect(page.locator(`meta[${attribute}="${key}"]`)).toHaveAttribute("content", value);
      }
    }
    expect(values[listed.indexOf("canonical")]).toMatch(/\/es\/etiquetas-sociales$/);
    expect(consoleProblems.list).toEqual([]);
  });

  test("a translated document is not served at its English slug in Spanish", async ({ page }) => {
    const response = await page.goto("/es/servicios/web-development");
    expect(response?.status()).toBe(404);
  });

  test("an unknown Spanish address is the Spanish not-found page", async ({ page }) => {
    for (const path of ["/es/no-existe", "/es/servicios/no-existe", "/es/portafolio/no-existe/otra"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "es-US");
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect(page.getByRole("link", { name: "Volver al inicio" }), path).toHaveAttribute("href", "/es");
    }
  });

  test("the Spanish sitemap lists the translated pages; the English one stays English", async ({
    request,
  }) => {
    expect((await sitemapPaths(request, "/es/sitemap.xml")).sort()).toEqual(
      spanishRoutes.map(({ path }) => path).sort(),
    );
    expect((await sitemapPaths(request)).filter((path) => path.startsWith("/es"))).toEqual([]);
    const spanish = await (await request.get("/es/sitemap.xml")).text();
    expect(spanish).toMatch(/hreflang="x-default" href="https?:\/\/[^"]+\/"/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/es\/sitemap\.xml$/m);
  });
});
