import { expect, hydrated, test } from "./support/fixtures.ts";

const phases = [
  ["Discovery & Strategy", "1-2 weeks", 14],
  ["Planning & Design", "1-2 weeks", 28],
  ["Design & Prototyping", "2-3 weeks", 42],
  ["Development & Integration", "4-12 weeks", 56],
  ["Testing & QA", "1-2 weeks", 70],
  ["Launch & Deployment", "1 week", 84],
  ["Growth & Optimization", "Ongoing", 100],
] as const;

test.describe("/services, the process page", () => {
  test("figures, seven phases with progress, why choose us, testimonials and the call to action", async ({
    page,
    consoleProblems,
  }) => {
    const response = await page.goto("/services");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Building tomorrow's digital experiences",
    );
    await expect(main).toContainText("Digital Excellence Since 2015");
    for (const value of ["500+", "99.9%", "50+", "24/7"]) {
      await expect(main.locator("dd", { hasText: value }).first()).toBeVisible();
    }

    const timeline = main.locator("section#phases");
    await expect(timeline).toContainText("7 phases");
    const steps = timeline.locator("ol > li");
    await expect(steps).toHaveCount(phases.length);
    for (const [index, [title, duration, progress]] of phases.entries()) {
      const step = steps.nth(index);
      await expect(step.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(step).toContainText(duration);
      await expect(step.getByRole("listitem")).toHaveCount(4);
      const bar = step.getByRole("progressbar", { name: title });
      await expect(bar).toHaveAttribute("aria-valuenow", String(progress));
      await expect(step).toContainText(`${progress}%`);
    }

    const why = main.locator("section#why-choose-us");
    for (const title of ["Enterprise Security", "Rapid Development", "Proven ROI", "Smart Solutions"]) {
      await expect(why.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }

    const testimonials = main.locator("section#testimonials figure");
    await expect(testimonials).toHaveCount(3);
    for (const [index, name] of ["Sarah Chen", "Marcus Rodriguez", "Elena Volkov"].entries()) {
      await expect(testimonials.nth(index)).toContainText(name);
      await expect(testimonials.nth(index).getByRole("img", { name: "5/5" })).toBeVisible();
      await expect(testimonials.nth(index).locator("svg[fill='#f59e0b']")).toHaveCount(5);
    }

    const cta = main.locator("section#get-started");
    await expect(cta.getByRole("heading", { level: 2 })).toHaveText(
      "Ready to transform your digital presence?",
    );
    await expect(cta.getByRole("button", { name: "Start Your Project" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    await expect(cta.getByRole("link", { name: "View Our Work" })).toHaveAttribute("href", "/insights");

    expect(consoleProblems.list).toEqual([]);
  });

  test("'Start Your Project' opens the quote request dialog", async ({ page, consoleProblems }) => {
    await page.goto("/services");
    const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
    const start = page.locator("section#get-started").getByRole("button", { name: "Start Your Project" });
    await (await hydrated(start)).click();
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    expect(consoleProblems.list).toEqual([]);
  });

  for (const width of [390, 768, 1280]) {
    test(`fits a ${width} px wide screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/services");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
