import type { Browser, Locator, Page } from "@playwright/test";
import { es } from "../../lib/i18n/dictionaries/es.ts";
import { analyzerWords as english } from "../../lib/seo/words.ts";
import { servicesEs } from "../../studio/seed/source/spanish-pages.ts";
import { type FixtureServer, startFixtureServer } from "../fixtures/seo/server.ts";
import { flawedSite } from "../fixtures/seo/sites.ts";
import {
  expect,
  expectToastShown,
  holdLateScripts,
  isHydrated,
  recordToasts,
  seriousA11yViolations,
  test,
} from "./support/fixtures.ts";
import { uniqueAddress } from "./support/leads.ts";

// The analyzer on the Spanish SEO service page against fixture sites on 127.0.0.1: the same engine as
// on /services/seo-insights (seo-analyzer.spec.ts), every word the visitor reads in Spanish.
const words = es.analyzer;
const seoService = servicesEs.find((service) => service._id === "service-seo-insights__i18n_es");
const PATH = `/es/servicios/${seoService?.slug}`;

// Each test its own client address: the analyzer limits runs per address.
test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

let flawed: FixtureServer;

test.beforeAll(async () => {
  flawed = await startFixtureServer(flawedSite);
});

test.afterAll(async () => {
  await flawed.close();
});

function analyzer(page: Page) {
  const root = page.locator("#seo-analyzer");
  return {
    root,
    input: root.getByRole("textbox", { name: words.form.url }),
    analyze: root.getByRole("button", { name: words.form.analyze, exact: true }),
    section: (name: string) => root.getByRole("region", { name }),
  };
}

/** A report in Spanish: its sections, a finding of the flawed site, and none of the English words. */
async function expectSpanishReport(root: Locator, url: string) {
  const report = root.getByTestId("seo-results");
  await expect(report).toHaveAttribute("data-url", url);
  for (const heading of [words.report.overview, words.report.recommendations, words.report.technical])
    await expect(report.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  await expect(report.getByText(/^Problemas encontrados \(\d+\)$/)).toBeVisible();
  await expect(report.getByText(words.issues.robotsBlocks.title, { exact: true })).toBeVisible();
  await expect(report.getByText(words.recommendations.letCrawlersIn.title, { exact: true })).toBeVisible();
  await expect(report.getByTestId("score-tile").filter({ hasText: words.report.seo })).toContainText(
    /\d+\/100/,
  );
  await expect(report.getByTestId("load-time")).toHaveText(/^(\d+\.\d s|Sin medir)$/);
  const text = (await report.textContent()) ?? "";
  const englishWords = [
    ...Object.values(english.issues).map((issue) => issue.title),
    ...Object.values(english.recommendations).map((advice) => advice.title),
    english.report.overview,
    english.report.loadTime,
    english.report.action,
    "Issues Found",
  ];
  expect(englishWords.filter((phrase) => text.includes(phrase))).toEqual([]);
  return report;
}

async function seoFigure(report: Locator) {
  const card =
    (await report.getByTestId("score-tile").filter({ hasText: words.report.seo }).textContent()) ?? "";
  return card.match(/(\d+)\/100/)?.[1];
}

test("the page's analyzer is in Spanish, and an empty address is named in Spanish", async ({
  page,
  consoleProblems: _,
}) => {
  await recordToasts(page);
  await page.goto(PATH);
  const ui = analyzer(page);
  await expect(ui.root.getByRole("heading", { name: words.heading })).toBeVisible();
  await expect(ui.input).toHaveAttribute("placeholder", words.form.placeholder);
  await expect(ui.root.getByTestId("how-we-score")).toContainText(words.scoring.title);
  await ui.input.fill("  ");
  await ui.analyze.click();
  await expectToastShown(page, words.toasts.emptyUrl.title, words.toasts.emptyUrl.description);
  await expect(ui.section(words.report.overview)).toHaveCount(0);
  // Its close button is named in Spanish too, and closes it.
  const close = page.getByRole("button", { name: es.toast.dismiss, exact: true });
  await expect(close).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Dismiss notification" })).toHaveCount(0);
  // The suite asks for reduced motion, as some visitors do: the toast appears and goes without sliding or
  // fading (and an accessibility scan never meets it half-transparent).
  await expect(page.locator("[data-kind]")).toHaveCSS("transition-duration", "0s");
  await close.click();
  await expect(close).toHaveCount(0);
});

test("a run reports in Spanish; a failure is told in Spanish and keeps the report", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/status of 502/);
  await recordToasts(page);
  await page.goto(PATH);
  const ui = analyzer(page);
  await ui.input.fill(flawed.url("/"));
  await ui.analyze.click();
  const report = await expectSpanishReport(ui.root, flawed.url("/"));
  await expectToastShown(page, words.toasts.complete.title, `Puntuación SEO: ${await seoFigure(report)}/100`);
  await expect(ui.root.getByRole("status").filter({ hasText: "Análisis terminado para" })).toHaveCount(1);

  await ui.input.fill(flawed.url("/nothing-here"));
  await ui.analyze.click();
  await expectToastShown(
    page,
    words.toasts.failed.title,
    `No pudimos analizar el sitio. ${words.errors.not_found.reason} ${words.errors.not_found.advice}`,
  );
  await expect(report).toHaveAttribute("data-url", flawed.url("/"));
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a Spanish submit made before the analyzer's code came runs once it comes, in Spanish", async ({
  page,
  consoleProblems,
}) => {
  const { held, release } = await holdLateScripts(page, PATH);
  await page.goto(PATH);
  const ui = analyzer(page);
  await ui.root.scrollIntoViewIfNeeded();
  await expect.poll(() => held.length, { message: "the analyzer's code is asked for" }).toBeGreaterThan(0);
  expect(await isHydrated(ui.input)).toBe(false);

  await ui.input.fill(flawed.url("/"));
  await ui.analyze.click();
  await expect(ui.input).toHaveValue(flawed.url("/"));

  release();
  await expectSpanishReport(ui.root, flawed.url("/"));
  expect(consoleProblems.list).toEqual([]);
});

async function withoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() },
  });
  return context.newPage();
}

test("without JavaScript the form posts itself and the page comes back with the Spanish report", async ({
  browser,
}) => {
  const page = await withoutScripts(browser);
  await page.goto(PATH);
  const ui = analyzer(page);
  await ui.analyze.click();
  await expect(ui.root.getByRole("alert")).toContainText(words.toasts.emptyUrl.description);

  await ui.input.fill(flawed.url("/nothing-here"));
  await ui.analyze.click();
  await expect(ui.root.getByRole("alert")).toContainText(words.errors.not_found.reason);
  await expect(ui.input).toHaveValue(flawed.url("/nothing-here"));

  await ui.input.fill(flawed.url("/"));
  await ui.analyze.click();
  const report = await expectSpanishReport(ui.root, flawed.url("/"));
  await expect(ui.root.getByRole("status").filter({ hasText: words.toasts.complete.title })).toContainText(
    `Puntuación SEO: ${await seoFigure(report)}/100`,
  );
  await page.context().close();
});
