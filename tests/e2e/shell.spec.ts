import { legalRoutes, marketingRoutes } from "../../lib/runtime/routes.ts";
import { serviceLinks, siteShell } from "../fixtures/content/site-shell.ts";
import { expect, hydrated, nextFrames, test } from "./support/fixtures.ts";
import {
  expectOnePageHeading,
  expectSoundRoute,
  routesSoundCheckedByTheirSpec,
} from "./support/route-checks.ts";

test.describe("every route of the product", () => {
  // /admin sends anonymous visitors to /auth; auth-admin.spec.ts covers it. Routes whose own spec loads
  // them run the same checks there.
  const routes = [...marketingRoutes, ...legalRoutes, "/auth"].filter(
    (route) => !routesSoundCheckedByTheirSpec.has(route),
  );
  for (const route of routes) {
    test(`${route} answers 200 with its heading, in the shell, hydrated without Chakra's runtime, with no serious a11y violations`, async ({
      page,
      consoleProblems,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expectSoundRoute(page);
      expect(consoleProblems.list).toEqual([]);
    });
  }
});

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/services/web-develpment", "/insights/2019/archive"]) {
    test(`${path} renders the not-found page with status 404`, async ({ page, consoleProblems }) => {
      consoleProblems.allow(/status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
      await page.getByRole("link", { name: siteShell.notFound.linkLabel }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Make an impact that matters");
    });
  }

  test("without JavaScript the server's markup carries the 404 copy, in the shell, for unknown paths and slugs", async ({
    browser,
  }) => {
    // Its own context: the fixture's page waits for hydration, which never comes without scripts.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { title, text, linkLabel } = siteShell.notFound;
    for (const path of [
      "/no-such-page",
      "/case-studies/unknown-slug",
      "/services/unknown",
      "/insights/unknown",
      "/landing-pages/unknown",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
      await expect(page.getByText(text), path).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: linkLabel }), path).toHaveAttribute(
        "href",
        "/",
      );
      await expect(page.getByRole("banner"), path).toBeVisible();
      await expect(page.getByRole("contentinfo"), path).toBeVisible();
    }
    await context.close();
  });
});

test("the header changes style once the page is scrolled more than 20 px", async ({
  page,
  consoleProblems,
}) => {
  await page.goto("/about");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-condensed", "false");
  const openBackground = await header.evaluate((el) => getComputedStyle(el).backgroundColor);

  await hydrated(header);
  await page.evaluate(() => window.scrollTo(0, 20));
  await nextFrames(page);
  await expect(header).toHaveAttribute("data-condensed", "false");

  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).toHaveAttribute("data-condensed", "true");
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .not.toBe(openBackground);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-condensed", "false");
  expect(consoleProblems.list).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu button toggles the menu, and the menu closes on navigation", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(mobileNav).toBeHidden();

    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(mobileNav).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await mobileNav.getByRole("link", { name: "Industries" }).click();
    await expect(page).toHaveURL(/\/industries$/);
    await expectOnePageHeading(page);
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(consoleProblems.list).toEqual([]);
  });
});

test("every route change scrolls to the top", async ({ page, consoleProblems }) => {
  await page.goto("/careers");
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  await (await hydrated(footer.getByRole("link", { name: serviceLinks[0]?.label ?? "" }))).click();
  await expect(page).toHaveURL(/\/services\/web-development$/);
  await expectOnePageHeading(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(consoleProblems.list).toEqual([]);
});

test("a visitor who scrolls while the page is loading keeps the place once it is interactive", async ({
  page,
  consoleProblems,
}) => {
  // Hold the page's scripts until the visitor has scrolled, so the order of events is the slow phone's.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/careers", { waitUntil: "commit" });
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);

  release();
  await hydrated(footer.getByRole("link", { name: serviceLinks[0]?.label ?? "" }));
  // Effects of the hydrating render run in the tasks after its commit.
  await nextFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(consoleProblems.list).toEqual([]);
});

test("the header links lead to their pages and mark the current one", async ({ page, consoleProblems }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const item of siteShell.nav) {
    await nav.getByRole("link", { name: item.label }).click();
    await expect(page).toHaveURL(new RegExp(`${item.href}$`));
    await expect(nav.getByRole("link", { name: item.label })).toHaveAttribute("aria-current", "page");
  }
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(consoleProblems.list).toEqual([]);
});
