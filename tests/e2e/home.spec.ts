import { expect, hydrated, test } from "./support/fixtures.ts";

const serviceCards = [
  ["TECHNOLOGY", "Web Development", "/services/web-development"],
  ["DIGITAL", "Mobile Applications", "/services/mobile-applications"],
  ["INNOVATION", "Web Applications", "/services/web-applications"],
  ["INFRASTRUCTURE", "Cloud Solutions", "/services/cloud-solutions"],
  ["ANALYTICS", "SEO & Insights", "/services/seo-insights"],
  ["STRATEGY", "Brand Identity", "/services/brand-identity"],
  ["MARKETING", "Digital Campaigns", "/services/digital-campaigns"],
  ["AI", "Experience Optimization", "/services/experience-optimization"],
] as const;

test.describe("home page from content", () => {
  test("hero, services, about, industries, portfolio and contact show the spec's copy", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section#top");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Make an impact that matters");
    await expect(hero).toContainText(
      "We help organizations transform their business through technology, strategy, and innovation to create lasting value and competitive advantage.",
    );
    await expect(hero.getByRole("link", { name: "Get started" })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Learn more" })).toBeVisible();
    for (const [value, label] of [
      ["150+", "Projects"],
      ["3", "Global offices"],
      ["24/7", "Client support"],
    ]) {
      await expect(hero.locator("dd", { hasText: value }).first()).toBeVisible();
      await expect(hero.locator("dt", { hasText: label })).toBeVisible();
    }

    const services = page.locator("section#services");
    await expect(services.getByRole("heading", { level: 2 })).toHaveText(
      "Digital solutions that drive growth",
    );
    await expect(services).toContainText(
      "We deliver end-to-end digital solutions that position organizations for sustained growth in an increasingly connected world.",
    );
    await expect(page.getByRole("heading", { name: "Evaluate Your Project for Free" })).toBeVisible();
    await expect(page.locator("section#about")).toContainText("Discovery Call");
    await expect(page.locator("section#about")).toContainText("Schedule Discovery Call");
    const portfolio = page.locator("section#portfolio");
    for (const title of ["Healthcare Portal Platform", "Real Estate CRM System", "Legal Case Management"]) {
      await expect(portfolio.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(portfolio.locator("img")).toHaveCount(3);
    const contact = page.locator("section#contact");
    for (const text of [
      "hello@cardinalhouston.com",
      "(832) 777-7312",
      "2100 West Loop S Fwy",
      "Mon-Fri 9AM-6PM",
    ]) {
      await expect(contact).toContainText(text);
    }

    await (await hydrated(contact.getByRole("button", { name: "Get Comprehensive Quote" }))).click();
    await expect(page.getByRole("dialog", { name: "Get Your Comprehensive Quote" })).toBeVisible({
      timeout: 20_000,
    });
  });

  test("each service card shows its copy and links to its service page", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("section#services [data-service-card]");
    await expect(cards).toHaveCount(8);
    for (const [index, [category, title, href]] of serviceCards.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(category);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card).toContainText("Learn more");
      await expect(card.getByRole("link")).toHaveAttribute("href", href);
    }
    await cards.nth(4).getByRole("link").click();
    await expect(page).toHaveURL(/\/services\/seo-insights$/);
  });

  test("cards take the theme's 1rem corner radius", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("section#services [data-service-card] > a").first();
    await expect(card).toHaveCSS("border-top-left-radius", "16px");
  });

  for (const [width, columns] of [
    [375, 1],
    [768, 2],
    [1280, 4],
  ] as const) {
    test(`the services grid has ${columns} column(s) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const lefts = await page
        .locator("section#services [data-service-card]")
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(columns);
    });
  }

  test("industries tabs switch by mouse and by keyboard; their quote buttons open the quote dialog", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("section#industries");
    const tabs = section.getByRole("tab");
    await hydrated(tabs.first());
    await expect(tabs).toHaveText(["Real Estate", "Government", "Legal", "Healthcare"]);
    const panel = section.getByRole("tabpanel");
    await expect(panel).toContainText("MLS Integration & Data Synchronization");
    await expect(panel.locator("dd")).toHaveCount(3);
    await expect(panel.locator("li")).toHaveCount(4 + 9);

    await section.getByRole("tab", { name: "Legal" }).click();
    await expect(section.getByRole("tab", { name: "Legal" })).toHaveAttribute("aria-selected", "true");
    // The panel by its tab's name: the panel being left stays in the page while it fades out.
    const legal = section.getByRole("tabpanel", { name: "Legal" });
    await expect(legal).toContainText("Attorney-Client Privilege Protection");
    await expect(legal.getByRole("button", { name: "Get a Legal Quote" })).toBeVisible();

    await section.getByRole("tab", { name: "Legal" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(section.getByRole("tab", { name: "Healthcare" })).toBeFocused();
    await expect(section.getByRole("tab", { name: "Healthcare" })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByRole("tabpanel", { name: "Healthcare" })).toContainText(
      "Healthcare Interoperability (HL7/FHIR)",
    );
    await page.keyboard.press("Home");
    await expect(section.getByRole("tab", { name: "Real Estate" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(section.getByRole("tab", { name: "Healthcare" })).toHaveAttribute("aria-selected", "true");
    // Arrows wrap around, and only the chosen tab is in the Tab order.
    await page.keyboard.press("ArrowRight");
    await expect(section.getByRole("tab", { name: "Real Estate" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(section.getByRole("tab", { name: "Healthcare" })).toBeFocused();
    await expect(section.getByRole("tab", { name: "Healthcare" })).toHaveAttribute("tabindex", "0");
    await expect(section.getByRole("tab", { name: "Legal" })).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("Home");

    await expect(section.getByRole("button", { name: "Start Your Comprehensive Quote" })).toBeVisible();
    await expect(section).toContainText("4-step quote");

    await section
      .getByRole("tabpanel", { name: "Real Estate" })
      .getByRole("button", { name: "Get a Real Estate Quote" })
      .click();
    await expect(page.getByRole("dialog", { name: "Get Your Comprehensive Quote" })).toBeVisible({
      timeout: 20_000,
    });
  });

  test("the hero shows the editor's picture beside the headline on a wide screen", async ({ page }) => {
    await page.goto("/");
    const picture = page
      .locator("section#top")
      .getByRole("img", { name: /Abstract artwork in cardinal red/ });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    const box = await picture.boundingBox();
    expect((box?.x ?? 0) > (heading?.x ?? 0) + (heading?.width ?? 0) - 1).toBe(true);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("the hero leads with the headline and does not load the picture", async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("section#top").getByRole("img")).toBeHidden();
      await page.locator("footer").scrollIntoViewIfNeeded();
      await expect(page.locator("footer")).toBeInViewport();
      expect(requested.filter((url) => url.includes("hero-home"))).toEqual([]);
    });

    test("every industry tab is on screen, none hidden past the edge", async ({ page }) => {
      await page.goto("/");
      const tabs = page.locator("section#industries").getByRole("tab");
      await expect(tabs).toHaveCount(4);
      for (const tab of await tabs.all()) {
        await tab.scrollIntoViewIfNeeded();
        const box = await tab.boundingBox();
        expect(box).not.toBeNull();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
        // The name is shown whole, not cut by the tab's edge.
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
    });
  });
});
