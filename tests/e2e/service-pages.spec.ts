import type { Locator, Page } from "@playwright/test";
import { serviceSlugs } from "../../lib/runtime/routes.ts";
import { expect, hydrated, test } from "./support/fixtures.ts";
import { expectSoundRoute } from "./support/route-checks.ts";

interface ServiceSpec {
  slug: string;
  label: string;
  title: string;
  /** Hero buttons: [primary, secondary]. */
  hero: [string, string];
  cards?: string[];
  /** [title, primary, secondary] when the page has them. */
  banner?: [string, string, string];
  /** Pages with feature cards, a numbered list and 'Get Quote' / 'Start Your Project'. */
  quoteLinks?: boolean;
}

const services: ServiceSpec[] = [
  {
    slug: "web-development",
    label: "Technology Service",
    title: "Web Development",
    hero: ["Start Your Project", "Get Quote"],
    quoteLinks: true,
  },
  {
    slug: "mobile-applications",
    label: "Digital Service",
    title: "Mobile Applications",
    hero: ["Start Your Project", "Get Quote"],
    quoteLinks: true,
  },
  {
    slug: "web-applications",
    label: "Innovation Service",
    title: "Web Applications",
    hero: ["Start Your Project", "Get Quote"],
    quoteLinks: true,
  },
  {
    slug: "cloud-solutions",
    label: "Infrastructure Service",
    title: "Cloud Solutions",
    hero: ["Migrate to Cloud", "Get Assessment"],
    banner: ["Ready to Move to the Cloud?", "Start Migration", "Cloud Assessment"],
  },
  {
    slug: "seo-insights",
    label: "Analytics Service",
    title: "SEO & Insights",
    hero: ["Try Free SEO Analyzer", "Get Professional Audit"],
    cards: ["Advanced Analytics", "Keyword Strategy", "Growth Optimization", "Visibility Enhancement"],
    banner: ["Ready to Dominate Search Results?", "Get Professional Audit", "View Case Studies"],
  },
  {
    slug: "brand-identity",
    label: "Strategy Service",
    title: "Brand Identity",
    hero: ["Build Your Brand", "Get Consultation"],
    cards: ["Strategic Positioning", "Visual Identity", "Emotional Connection", "Brand Consistency"],
    banner: ["Ready to Build Your Brand?", "Start Branding", "View Brand Work"],
  },
  {
    slug: "digital-campaigns",
    label: "Marketing Service",
    title: "Digital Campaigns",
    hero: ["Launch Campaign", "Get Strategy"],
    cards: ["Targeted Strategy", "Growth Focused", "Community Building", "Data-Driven ROI"],
    banner: ["Ready to Launch Your Campaign?", "Start Campaign", "View Case Studies"],
  },
  {
    slug: "experience-optimization",
    label: "AI Service",
    title: "Experience Optimization",
    hero: ["Optimize Experience", "Learn About AEO"],
    cards: ["AI-Powered Analysis", "Real-time Optimization", "Precision Targeting", "Future-Ready AEO"],
    banner: ["Ready for AI-Powered Optimization?", "Start AEO Journey", "Explore AEO"],
  },
];

/**
 * A button that leads somewhere: a link to a route or to an anchor on this page, or a button that opens
 * the quote dialog. Returns the link's href, or null for the dialog button.
 */
async function expectUsefulAction(page: Page, scope: Locator, name: string): Promise<string | null> {
  const link = scope.getByRole("link", { name, exact: true });
  if ((await link.count()) === 0) {
    await expect(scope.getByRole("button", { name, exact: true })).toHaveAttribute("aria-haspopup", "dialog");
    return null;
  }
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href, name).toMatch(/^(\/|#)./);
  if (href?.startsWith("#")) await expect(page.locator(href)).toHaveCount(1);
  return href;
}

test.describe("service pages", () => {
  // shell.spec.ts leaves the service routes to these tests (routesSoundCheckedByTheirSpec).
  test("every service route is checked here", () => {
    expect(services.map((service) => service.slug).sort()).toEqual([...serviceSlugs].sort());
  });

  for (const service of services) {
    test(`/services/${service.slug}: sound as every route, with its hero, four capabilities, banner and links`, async ({
      page,
      consoleProblems,
    }) => {
      const response = await page.goto(`/services/${service.slug}`);
      expect(response?.status()).toBe(200);
      await expectSoundRoute(page);
      const main = page.getByRole("main");

      const hero = main.locator("section#overview");
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(service.title);
      await expect(hero).toContainText(service.label);
      const [primary, secondary] = service.hero;
      await expectUsefulAction(page, hero, primary);
      expect(await expectUsefulAction(page, hero, secondary)).toBe("/#contact");

      const capabilities = main.locator("section#capabilities");
      await expect(capabilities.getByRole("listitem")).toHaveCount(4);
      for (const card of service.cards ?? []) {
        await expect(capabilities.getByRole("heading", { level: 3, name: card, exact: true })).toBeVisible();
      }

      const banner = main.locator("section#get-started");
      await expect(banner.getByRole("heading", { level: 2 })).not.toHaveText("");
      const bannerLinks = banner.getByRole("link");
      await expect(bannerLinks.first()).toHaveAttribute("href", "/#contact");
      if (service.banner) {
        const [title, bannerPrimary, bannerSecondary] = service.banner;
        await expect(banner.getByRole("heading", { level: 2 })).toHaveText(title);
        await expect(bannerLinks.first()).toHaveText(bannerPrimary);
        await expectUsefulAction(page, banner, bannerSecondary);
      } else {
        await expect(bannerLinks).toHaveCount(2);
        for (const link of await bannerLinks.all())
          expect(await link.getAttribute("href")).toMatch(/^(\/|#)./);
      }

      if (service.quoteLinks) {
        await expect(main.locator("section#features").getByRole("listitem")).toHaveCount(4);
        await expect(main.locator("section#process ol > li").first()).toBeVisible();
        for (const name of ["Get Quote", "Start Your Project"]) {
          const links = main.getByRole("link", { name, exact: true });
          expect(await links.count(), name).toBeGreaterThan(0);
          for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/#contact");
        }
      }

      expect(consoleProblems.list).toEqual([]);
    });
  }

  test("cloud solutions shows its expertise grid and service tiles", async ({ page, consoleProblems }) => {
    await page.goto("/services/cloud-solutions");
    const expertise = page.locator("section#cloud-expertise");
    for (const title of [
      "Multi-Cloud Strategy",
      "Enterprise Security",
      "Data Management",
      "Global Infrastructure",
    ]) {
      await expect(expertise.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(expertise).toContainText("AWS, Azure and GCP");
    await expect(page.locator("section#cloud-services").getByRole("listitem")).toHaveCount(8);
    expect(consoleProblems.list).toEqual([]);
  });

  test("'Try Free SEO Analyzer' brings the analyzer into view", async ({ page, consoleProblems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/services/seo-insights");
    const analyzer = page.locator("#seo-analyzer");
    await expect(analyzer.getByRole("heading", { name: "SEO Analyzer", exact: true })).not.toBeInViewport();
    await page.getByRole("link", { name: "Try Free SEO Analyzer" }).click();
    await expect(page).toHaveURL(/\/services\/seo-insights#seo-analyzer$/);
    await expect(analyzer.getByRole("heading", { name: "SEO Analyzer", exact: true })).toBeInViewport();
    await expect(analyzer.getByRole("button", { name: "Analyze" })).toBeVisible();
    expect(consoleProblems.list).toEqual([]);
  });

  test("buttons the spec leaves open start a quote request", async ({ page, consoleProblems }) => {
    for (const [slug, name] of [
      ["cloud-solutions", "Migrate to Cloud"],
      ["cloud-solutions", "Cloud Assessment"],
      ["brand-identity", "Build Your Brand"],
    ] as const) {
      await page.goto(`/services/${slug}`);
      const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
      await (await hydrated(page.getByRole("main").getByRole("button", { name, exact: true }))).click();
      await expect(dialog, `${slug}: ${name}`).toBeVisible({ timeout: 20_000 });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    expect(consoleProblems.list).toEqual([]);
  });

  test("a mistyped service slug is the not-found page", async ({ page, consoleProblems }) => {
    consoleProblems.allow(/status of 404/);
    const response = await page.goto("/services/cloud-solution");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });

  for (const width of [390, 768, 1280]) {
    test(`service pages fit a ${width} px wide screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const slug of ["web-applications", "cloud-solutions", "seo-insights"]) {
        await page.goto(`/services/${slug}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, slug).toBeLessThanOrEqual(0);
      }
    });
  }
});
