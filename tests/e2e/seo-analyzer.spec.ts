import type { Locator, Page } from "@playwright/test";
import { type FixtureServer, html, readFixture, slow, startFixtureServer } from "../fixtures/seo/server.ts";
import { badSite, edgeSite, flawedSite } from "../fixtures/seo/sites.ts";
import {
  expect,
  expectToastShown,
  holdLateScripts,
  isHydrated,
  recordToasts,
  seriousA11yViolations,
  test,
} from "./support/fixtures.ts";

/**
 * The analyzer on /services/seo-insights against fixture sites on 127.0.0.1. The app under test runs with
 * SEO_ANALYZER_ALLOW_LOOPBACK=1 (set by playwright.config.ts), the only way it may fetch loopback.
 */
let flawed: FixtureServer;
let bad: FixtureServer;
let edge: FixtureServer;

test.beforeAll(async () => {
  // The first page answers after 1.5 s so the running state can be seen.
  flawed = await startFixtureServer({
    ...flawedSite,
    "/": slow(1_500, html(readFixture("pages/flawed.html"))),
  });
  bad = await startFixtureServer(badSite);
  edge = await startFixtureServer(edgeSite(bad.url("/")));
});

test.afterAll(async () => {
  await Promise.all([flawed, bad, edge].map((server) => server.close()));
});

// Toasts are read from the page's record of them: the checks between a run and its toast can outlast
// the toast's 5 s on a busy machine.
test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

function analyzer(page: Page) {
  const root = page.locator("#seo-analyzer");
  return {
    root,
    input: root.getByRole("textbox", { name: "Website URL" }),
    analyze: root.getByRole("button", { name: "Analyze", exact: true }),
    analyzing: root.getByRole("button", { name: "Analyzing" }),
    section: (name: string | RegExp) => root.getByRole("region", { name }),
  };
}

function tile(overview: Locator, label: string) {
  return overview.getByTestId("score-tile").filter({ hasText: label });
}

/** The success toast names the figure the SEO Score card shows, whatever that figure is. */
async function expectToastRepeatsSeoCard(page: Page, overview: Locator) {
  const card = (await tile(overview, "SEO Score").textContent()) ?? "";
  const figure = card.match(/(\d+)\/100/)?.[1];
  expect(figure).toBeDefined();
  await expectToastShown(page, "Analysis Complete", `SEO score: ${figure}/100`);
}

/**
 * Closes every toast at once, then waits until they are gone. Clicked one by one from a list taken first,
 * the second button was often gone by its turn (the first close removes its toast and renumbers the rest),
 * and its click waited out the test's 60 s.
 */
async function dismissToasts(page: Page) {
  const close = page.getByRole("button", { name: "Dismiss notification" });
  await close.evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(close).toHaveCount(0);
}

test("an empty URL shows the error toast and runs nothing", async ({ page, consoleProblems: _ }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/seo/analyze")) calls.push(request.url());
  });
  await page.goto("/services/seo-insights");
  const ui = analyzer(page);
  await expect(ui.root.getByRole("heading", { name: "SEO Analyzer" })).toBeVisible();
  await expect(ui.input).toHaveAttribute("type", "url");
  await expect(ui.input).toHaveAttribute("placeholder", /website URL/i);
  await ui.input.fill("   ");
  await ui.analyze.click();
  await expectToastShown(page, "Error", "Please enter a valid URL");
  // The field is marked and focused at once, for the address to be typed; typing clears the mark.
  await expect(ui.input).toHaveAttribute("aria-invalid", "true");
  await expect(ui.input).toBeFocused();
  await ui.input.pressSequentially("a");
  await expect(ui.input).not.toHaveAttribute("aria-invalid");
  await expect(ui.section("Overview")).toHaveCount(0);
  expect(calls).toEqual([]);
});

test("a run shows the spinner then every section; a second run replaces it; a failure keeps it", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/status of 502/);
  await page.goto("/services/seo-insights");
  const ui = analyzer(page);

  // First run: a page with wrong lengths, zoom disabled, a skipped heading and robots.txt blocking all.
  // The request is held until the analyzing state has been seen, so a fast answer cannot hide it.
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    "**/api/seo/analyze",
    async (route) => {
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  await ui.input.fill(flawed.url("/"));
  await ui.input.press("Enter");
  await expect(ui.analyzing).toBeVisible();
  await expect(ui.analyzing).toBeDisabled();
  await expect(ui.analyzing.locator("[data-part=spinner]")).toBeVisible();
  release();
  await expect(ui.analyze).toBeVisible({ timeout: 15_000 });

  // The toast repeats the SEO Score card (lib/runtime/toasts.ts), not the overall score.
  const overview = ui.section("Overview");
  await expect(tile(overview, "Overall Score")).toContainText("69/100");
  await expect(tile(overview, "SEO Score")).toContainText("60/100");
  await expect(tile(overview, "Mobile Score")).toContainText("85/100");
  await expectToastRepeatsSeoCard(page, overview);
  await expectToastShown(page, "Analysis Complete", "SEO score: 60/100");
  // The page needs no other files: its weight is the HTML alone.
  await expect(overview.getByTestId("load-time")).toHaveText(/^\d+\.\ds$/);
  await expect(overview.getByTestId("load-detail")).toHaveText(
    /^Page weight \d+ KB: the HTML, which needs no other files\.$/,
  );
  await expect(overview.locator('[data-score-colour="yellow"]')).toHaveCount(2);
  await expect(overview.locator('[data-score-colour="green"]')).toHaveCount(1);

  const issues = ui.section(/^Issues Found/);
  await expect(issues.getByRole("heading")).toHaveText("Issues Found (8)");
  await expect(
    issues.getByRole("listitem").filter({ hasText: "Canonical URL Points to Another Host" }),
  ).toContainText("The canonical link names https://northside.example/");
  const tooLong = issues.getByRole("listitem").filter({ hasText: "Title Too Long" });
  await expect(tooLong).toContainText("The title is 69 characters; 30–60 display best in search results.");
  await expect(tooLong).toContainText("medium");
  await expect(tooLong).toContainText("Meta Tags");
  await expect(tooLong.getByRole("img", { name: "Warning" })).toBeVisible();
  await expect(
    issues.getByRole("listitem").filter({ hasText: "Not Served Over HTTPS" }).getByRole("img"),
  ).toHaveAccessibleName("Error");

  const recommendations = ui.section("Recommendations");
  const shorten = recommendations.getByRole("listitem").filter({ hasText: "Shorten the Title" });
  await expect(shorten).toContainText("medium");
  await expect(shorten).toContainText("Action: Rewrite the title to 30–60 characters.");

  const technical = ui.section("Technical SEO");
  const mark = (group: string, label: string) =>
    technical
      .getByRole("list", { name: group })
      .getByRole("listitem")
      .filter({ hasText: label })
      .getByRole("img");
  await expect(mark("Security and Structure", "SSL Certificate")).toHaveAccessibleName("Fail");
  await expect(mark("Security and Structure", "Robots.txt")).toHaveAccessibleName("Pass");
  await expect(mark("Security and Structure", "XML Sitemap")).toHaveAccessibleName("Pass");
  await expect(mark("Meta Tags", "Title Tag")).toHaveAccessibleName("Pass");
  await expect(mark("Meta Tags", "Meta Description")).toHaveAccessibleName("Pass");
  await expect(mark("Meta Tags", "Viewport Tag")).toHaveAccessibleName("Pass");
  const counts = technical.getByRole("list", { name: "Content Structure" });
  await expect(counts.getByRole("listitem").filter({ hasText: "H1 Tags" })).toHaveText(/H1 Tags\s*1$/);
  await expect(counts.getByRole("listitem").filter({ hasText: "H2 Tags" })).toHaveText(/H2 Tags\s*1$/);
  await expect(counts.getByRole("listitem").filter({ hasText: "Images Total" })).toHaveText(
    /Images Total\s*0$/,
  );
  await expect(counts.getByRole("listitem").filter({ hasText: "Missing Alt" })).toHaveText(
    /Missing Alt\s*0$/,
  );
  await dismissToasts(page);

  // Second run: a page with nearly every problem replaces the first report.
  await ui.input.fill(bad.url("/"));
  await ui.analyze.click();
  await expect(issues.getByRole("heading")).toHaveText("Issues Found (14)");
  await expect(issues).toContainText("7 of 9 images lack alt text.");
  await expect(issues).not.toContainText("Title Too Long");
  await expect(tile(overview, "Overall Score")).toContainText("9/100");
  await expect(tile(overview, "SEO Score")).toContainText("1/100");
  await expectToastRepeatsSeoCard(page, overview);
  // The first three images are what the page needs to render: 3 × 30 KB besides its 125 KB of HTML.
  await expect(overview.getByTestId("load-detail")).toHaveText("Page weight 215 KB: the HTML and 3 files.");
  await expect(overview.locator('[data-score-colour="red"]')).toHaveCount(3);
  await expect(counts.getByRole("listitem").filter({ hasText: "Missing Alt" })).toHaveText(
    /Missing Alt\s*7$/,
  );
  await dismissToasts(page);

  // A failure says why, and the last report stays.
  await ui.input.fill(edge.url("/data.json"));
  await ui.analyze.click();
  await expectToastShown(
    page,
    "Analysis Failed",
    "Unable to analyze the website. That address is not a web page (it returned application/json instead of HTML). Enter the address of a web page: trying again will not help.",
  );
  await expect(ui.analyze).toBeEnabled();
  await expect(issues.getByRole("heading")).toHaveText("Issues Found (14)");
  await expect(tile(overview, "Overall Score")).toContainText("9/100");
  await expect(ui.root.getByRole("status")).toContainText("Analysis failed.");
  await dismissToasts(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("the analyzer loads after the page, keeps an address typed before its code came and runs a submit made before", async ({
  page,
  consoleProblems,
}) => {
  const { held, release } = await holdLateScripts(page, "/services/seo-insights");
  await page.goto("/services/seo-insights");
  const ui = analyzer(page);
  await ui.root.scrollIntoViewIfNeeded();
  await expect.poll(() => held.length, { message: "the analyzer's code is asked for" }).toBeGreaterThan(0);
  expect(await isHydrated(ui.input)).toBe(false);

  await ui.input.fill(bad.url("/"));
  await ui.analyze.click();
  await expect(ui.input).toHaveValue(bad.url("/"));
  await expect(ui.section("Overview")).toHaveCount(0);

  release();
  await expect(ui.section("Overview")).toBeVisible({ timeout: 20_000 });
  await expect(ui.input).toHaveValue(bad.url("/"));
  expect(consoleProblems.list).toEqual([]);
});

test("How we score defines every figure of the report", async ({ page, consoleProblems: _ }) => {
  await page.goto("/services/seo-insights");
  const ui = analyzer(page);
  const summary = ui.root.getByText("How we score", { exact: true });
  const definitions = ui.root.getByTestId("how-we-score");
  await expect(definitions.getByRole("heading", { name: "SEO Score" })).toBeHidden();
  await summary.click();
  await expect(definitions.getByRole("heading", { name: "SEO Score" })).toBeVisible();
  const seoChecks = definitions.getByRole("list", { name: "SEO Score checks" });
  await expect(
    seoChecks.getByRole("listitem").filter({ hasText: "canonical link on the page's own host" }),
  ).toContainText("6 points");
  await expect(definitions).toContainText("Overall Score: 50% of the SEO Score");
  await expect(definitions.getByRole("heading", { name: "Load Time" })).toBeVisible();
  await expect(definitions).toContainText("the first 3 images that are not lazy-loaded");
});
