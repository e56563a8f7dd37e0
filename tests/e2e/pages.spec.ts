import type { Page } from "@playwright/test";
import {
  expect,
  hydrated,
  nextFrames,
  recordLayoutShifts,
  seriousA11yViolations,
  test,
} from "./support/fixtures.ts";
import { expectSoundRoute } from "./support/route-checks.ts";

const caseStudies = [
  {
    title: "Healthcare Portal Platform",
    path: "/insights/healthcare-portal",
    metrics: ["50K+", "99.9%", "4.9/5"],
  },
  { title: "Real Estate CRM System", path: "/insights/real-estate-crm", metrics: ["10K+", "$2.5B+", "500+"] },
  {
    title: "Legal Case Management",
    path: "/insights/legal-case-management",
    metrics: ["25K+", "150+", "+40%"],
  },
];

test.describe("inner pages", () => {
  test("/industries: every industry in full under its own anchor, with the quote call to action", async ({
    page,
    consoleProblems,
  }) => {
    expect((await page.goto("/industries"))?.status()).toBe(200);
    await expectSoundRoute(page);
    const industries = [
      ["real-estate", "Real Estate", ["500+", "98%", "24/7"], "MLS Integration & Data Synchronization"],
      ["government", "Government", ["99.9%", "50K+", "100%"], "Section 508 Accessibility Compliance"],
      ["legal", "Legal", ["1000+", "95%", "24/7"], "Attorney-Client Privilege Protection"],
      ["healthcare", "Healthcare", ["10K+", "100%", "30%"], "Electronic Health Records (EHR)"],
    ] as const;
    for (const [slug, name, stats, specialty] of industries) {
      const section = page.locator(`section#${slug}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(name);
      await expect(section.locator("dd")).toHaveText([...stats]);
      await expect(section.getByRole("listitem").filter({ hasText: specialty })).toHaveCount(1);
      await expect(section.locator("ul").first().locator("> li")).toHaveCount(4);
      await expect(section.locator("ul").last().locator("> li")).toHaveCount(9);
    }
    await expect(
      page.getByRole("heading", { name: "Need a solution built for your industry?" }),
    ).toBeVisible();
    await expect(page.getByText("4-step quote · Instant estimate · Response within 24 hours")).toBeVisible();

    await page.getByRole("button", { name: "Start Your Comprehensive Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Get Your Comprehensive Quote" })).toBeVisible();
    await page.keyboard.press("Escape");

    // The footer's industry links land on their sections.
    await page.getByRole("contentinfo").getByRole("link", { name: "Healthcare" }).click();
    await expect(page).toHaveURL(/\/industries#healthcare$/);
    await expect(page.locator("section#healthcare").getByRole("heading", { level: 2 })).toBeInViewport();
    expect(consoleProblems.list).toEqual([]);
  });

  test("/about: story, figures, the four working steps, values and the three offices", async ({
    page,
    consoleProblems,
  }) => {
    expect((await page.goto("/about"))?.status()).toBe(200);
    await expectSoundRoute(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Making an impact that matters");
    for (const stat of ["500+", "99.9%", "50+", "24/7"])
      await expect(page.locator("dd", { hasText: stat }).first()).toBeVisible();
    const steps = page.locator("#how-we-work ol > li");
    await expect(steps).toHaveCount(4);
    for (const [title, duration] of [
      ["Discovery Call", "30-60 mins"],
      ["Strategy & Planning", "3-5 days"],
      ["Development Sprint", "2-12 weeks"],
      ["Launch & Support", "Ongoing"],
    ] as const) {
      await expect(steps.filter({ hasText: title })).toContainText(duration);
    }
    const offices = page.locator("#offices");
    for (const city of ["Houston", "Dubai", "Irvine"])
      await expect(offices.getByRole("heading", { name: city })).toBeVisible();
    await expect(offices.getByRole("link", { name: "+971 4 555 0123" })).toHaveAttribute(
      "href",
      "tel:+97145550123",
    );
    await page.getByRole("link", { name: "Schedule Discovery Call" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("section#contact").getByRole("heading", { level: 2 })).toBeInViewport();
    expect(consoleProblems.list).toEqual([]);
  });

  test("/contact: the four info cards, quick contact form, quote, call and chat, and the offices", async ({
    page,
    consoleProblems,
  }) => {
    expect((await page.goto("/contact"))?.status()).toBe(200);
    await expectSoundRoute(page);
    const contact = page.locator("section#contact");
    for (const value of [
      "hello@cardinalhouston.com",
      "(832) 777-7312",
      "Mon-Fri 9AM-6PM",
      "Weekends by appointment",
    ])
      await expect(contact).toContainText(value);
    await expect(contact.getByRole("heading", { name: "Quick Contact" })).toBeVisible();
    // The page's heading opens the section: no second heading stacked under it.
    await expect(page.getByRole("region", { name: "Let's build what comes next" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Let's build what comes next" })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Quick contact" })).toBeVisible();
    await expect(contact.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+18327777312");
    // Live Chat leads to the form on the page, not back to the page itself.
    await contact.getByRole("link", { name: "Live Chat" }).click();
    await expect(page).toHaveURL(/\/contact#quick-contact$/);
    await expect(contact.getByRole("heading", { name: "Quick Contact" })).toBeInViewport();
    for (const city of ["Houston", "Dubai", "Irvine"])
      await expect(page.locator("#offices").getByRole("heading", { name: city })).toBeVisible();
    await page.getByRole("button", { name: "Get Comprehensive Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Get Your Comprehensive Quote" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(consoleProblems.list).toEqual([]);
  });

  test("/insights: the three case studies, each opening its own page", async ({ page, consoleProblems }) => {
    expect((await page.goto("/insights"))?.status()).toBe(200);
    await expectSoundRoute(page);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const study of caseStudies) {
      const card = cards.filter({ hasText: study.title });
      await expect(card.locator("dd")).toHaveText(study.metrics);
      await expect(
        card.getByRole("link", { name: new RegExp(`^View case study\\s*: ${study.title}$`) }),
      ).toHaveAttribute("href", study.path);
    }
    await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/#contact");
    expect(consoleProblems.list).toEqual([]);

    await cards
      .first()
      .getByRole("link", { name: /View case study/ })
      .click();
    await expect(page).toHaveURL(/\/insights\/healthcare-portal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Healthcare Portal Platform");
  });

  for (const study of caseStudies) {
    test(`${study.path}: the case study in full, with a way back to all of them`, async ({
      page,
      consoleProblems,
    }) => {
      expect((await page.goto(study.path))?.status()).toBe(200);
      await expectSoundRoute(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      await expect(page.getByRole("article").locator("dd")).toHaveText(study.metrics);
      await expect(page.getByRole("heading", { level: 2, name: "The challenge" })).toBeVisible();
      expect(consoleProblems.list).toEqual([]);
      await page.getByRole("link", { name: "View all case studies" }).click();
      await expect(page).toHaveURL(/\/insights$/);
    });
  }

  test("the home page's portfolio links lead to the case study pages and the portfolio", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto("/");
    const portfolio = page.locator("section#portfolio");
    await expect(
      portfolio.getByRole("link", { name: /^View case study\s*: Real Estate CRM System$/ }),
    ).toHaveAttribute("href", "/insights/real-estate-crm");
    await (await hydrated(portfolio.getByRole("link", { name: "View all case studies" }))).click();
    await expect(page).toHaveURL(/\/insights$/);
    expect(consoleProblems.list).toEqual([]);
  });

  test("/careers: four benefits, four full-time roles with Apply Now emails naming the role, and a resume button", async ({
    page,
    consoleProblems,
  }) => {
    expect((await page.goto("/careers"))?.status()).toBe(200);
    await expectSoundRoute(page);
    for (const benefit of [
      "Collaborative Culture",
      "Global Impact",
      "Growth Opportunities",
      "Work-Life Balance",
    ])
      await expect(page.locator("#benefits").getByRole("heading", { name: benefit })).toBeVisible();
    const roles = page.locator("#open-roles ul > li");
    await expect(roles).toHaveCount(4);
    for (const [title, department, location] of [
      ["Senior Full Stack Developer", "Engineering", "Houston TX / Remote"],
      ["UI/UX Designer", "Design", "Houston TX / Remote"],
      ["Digital Marketing Specialist", "Marketing", "Remote"],
      ["Project Manager", "Operations", "Houston TX"],
    ] as const) {
      const role = roles.filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(role).toContainText(department);
      await expect(role).toContainText(location);
      await expect(role).toContainText("Full-time");
      const apply = role.getByRole("link", {
        name: new RegExp(`^Apply Now\\s*: ${title.replace("/", "\\/")}$`),
      });
      await expect(apply).toBeVisible();
      const href = new URL((await apply.getAttribute("href")) ?? "");
      expect(href.protocol).toBe("mailto:");
      expect(href.pathname).toBe("hello@cardinalhouston.com");
      expect(href.searchParams.get("subject")).toBe(`Application: ${title}`);
    }
    const resume = page.getByRole("link", { name: "Send us your resume" });
    await expect(resume).toHaveAttribute("href", /^mailto:hello@cardinalhouston\.com\?subject=/);
    expect(consoleProblems.list).toEqual([]);
  });

  test("/test: explains Open Graph and Twitter cards and lists exactly the tags in its own head", async ({
    page,
    consoleProblems,
  }) => {
    expect((await page.goto("/test"))?.status()).toBe(200);
    await expectSoundRoute(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Social media meta tags");
    await expect(page.getByRole("heading", { level: 2, name: "Open Graph" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Twitter cards" })).toBeVisible();

    const listed = await page.locator("[data-meta-tags] dt").allTextContents();
    const values = await page.locator("[data-meta-tags] dd").allTextContents();
    expect(listed).toEqual(expect.arrayContaining(["og:title", "og:image", "twitter:card", "twitter:image"]));
    for (const [index, key] of listed.entries()) {
      const value = values[index];
      if (key === "title") await expect(page).toHaveTitle(value ?? "");
      else if (key === "canonical")
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", value ?? "");
      else {
        const attribute = key.startsWith("og:") ? "property" : "name";
        await expect(page.locator(`meta[${attribute}="${key}"]`)).toHaveAttribute("content", value ?? "");
      }
    }
    expect(consoleProblems.list).toEqual([]);
  });

  for (const [path, title, heading] of [
    ["/privacy", "Privacy Policy", "Information we collect"],
    ["/terms", "Terms of Service", "Use of the website"],
  ] as const) {
    test(`${path}: the legal text from content, linked from the footer`, async ({
      page,
      consoleProblems,
    }) => {
      await page.goto("/");
      const link = page.getByRole("contentinfo").getByRole("link", { name: title });
      await expect(link).toHaveAttribute("href", path);
      await (await hydrated(link)).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expect(
        page.getByRole("article").getByRole("link", { name: "hello@cardinalhouston.com" }),
      ).toHaveAttribute("href", "mailto:hello@cardinalhouston.com");
      expect(consoleProblems.list).toEqual([]);
    });
  }

  test("an unknown case study is the not-found page", async ({ page, consoleProblems }) => {
    consoleProblems.allow(/status of 404/);
    expect((await page.goto("/insights/no-such-study"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});

test.describe("motion", () => {
  /** Scrolls the window (no smooth scroll) so the top of #open-roles' section sits `above` px over the
   * viewport's bottom edge, measured on the layout, which a transform does not move. */
  const scrollSectionTopTo = (page: Page, above: number) =>
    page.locator("#open-roles").evaluate((roles, above) => {
      let top = 0;
      for (let el: HTMLElement | null = roles.parentElement; el; el = el.offsetParent as HTMLElement | null)
        top += el.offsetTop;
      window.scrollTo({ top: top - window.innerHeight + above, behavior: "instant" });
    }, above);
  const sectionShift = (page: Page) =>
    page
      .locator("#open-roles")
      .evaluate((el) => new DOMMatrix(getComputedStyle(el.parentElement as Element).transform).m42);

  test("sections rise into place without scripts, and stay fully visible", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto("/careers");
    const roles = page.locator("#open-roles");
    expect(await roles.evaluate((el) => getComputedStyle(el.parentElement as Element).opacity)).toBe("1");
    await scrollSectionTopTo(page, 40);
    await expect.poll(() => sectionShift(page)).toBeGreaterThan(0);
    expect(await sectionShift(page)).toBeLessThan(24);
    await scrollSectionTopTo(page, 400);
    await expect.poll(() => sectionShift(page)).toBe(0);
    await expect(roles).toBeInViewport();
    await context.close();
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("nothing is moved out of place", async ({ page, consoleProblems }) => {
      await page.goto("/careers");
      await scrollSectionTopTo(page, 40);
      await nextFrames(page);
      expect(await sectionShift(page)).toBe(0);
      expect(consoleProblems.list).toEqual([]);
    });
  });

  test.describe("with motion allowed", () => {
    test.use({ reducedMotion: "no-preference" });
    test("a section entering the view rises into place, with no layout shift", async ({
      page,
      consoleProblems,
    }) => {
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto("/careers");
      await hydrated(page.locator("#open-roles"));
      await scrollSectionTopTo(page, 40);
      await expect.poll(() => sectionShift(page)).toBeGreaterThan(0);
      await page.locator("#open-roles").scrollIntoViewIfNeeded();
      await expect.poll(() => sectionShift(page)).toBe(0);
      expect(await layoutShifts()).toEqual([]);
      expect(consoleProblems.list).toEqual([]);
    });

    test("a page scrolled to a section part-way into the view is scanned, with no serious a11y violations", async ({
      page,
      consoleProblems,
    }) => {
      await page.goto("/careers");
      await scrollSectionTopTo(page, 40);
      await expect.poll(() => sectionShift(page)).toBeGreaterThan(0);
      // The section's rise stays running while it sits part-way in: the scan must not wait for it to end.
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(consoleProblems.list).toEqual([]);
    });
  });
});
