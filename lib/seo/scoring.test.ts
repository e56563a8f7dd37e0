import { describe, expect, it } from "vitest";
import {
  accessibilityChecks,
  computeScores,
  mobileChecks,
  OVERALL_DEFINITION,
  overallWeights,
  scoreDefinitions,
  seoChecks,
} from "./scoring.ts";
import { perfectPage } from "./testing-facts.ts";

const sum = (checks: { weight: number }[]) => checks.reduce((total, check) => total + check.weight, 0);

describe("score weights", () => {
  it("each score's weights add up to 100 and the overall shares to 1", () => {
    expect(sum(seoChecks)).toBe(100);
    expect(sum(mobileChecks)).toBe(100);
    expect(sum(accessibilityChecks)).toBe(100);
    expect(overallWeights.seo + overallWeights.mobile + overallWeights.accessibility).toBe(1);
  });
});

describe("score definitions", () => {
  it("name the three scores as the screen does, each check with its own sentence", () => {
    expect(scoreDefinitions.map((definition) => definition.name)).toEqual([
      "SEO Score",
      "Mobile Score",
      "Accessibility Score",
    ]);
    for (const { checks } of scoreDefinitions) {
      expect(new Set(checks.map((check) => check.label)).size).toBe(checks.length);
      for (const check of checks) expect(check.weight).toBeGreaterThan(0);
    }
  });

  it("word the overall score from the weights it is computed with", () => {
    expect(OVERALL_DEFINITION).toBe(
      "Overall Score: 50% of the SEO Score, 25% of the Mobile Score and 25% of the Accessibility Score, rounded.",
    );
  });
});

describe("computeScores", () => {
  it("gives 100 everywhere for a page that passes every check, whatever the load time", () => {
    const page = perfectPage();
    page.facts.load.seconds = 7.5;
    expect(computeScores(page)).toEqual({
      score: 100,
      metrics: { pageLoadTime: 7.5, seoScore: 100, mobileScore: 100, accessibilityScore: 100 },
    });
  });

  it("reports a load time that could not be measured as null, never as 0", () => {
    const page = perfectPage();
    page.facts.load.seconds = null;
    expect(computeScores(page).metrics.pageLoadTime).toBeNull();
  });

  it("gives the canonical points only to a canonical link on the page's own host", () => {
    const page = perfectPage();
    page.facts.canonical = "https://example.com/other-path";
    expect(computeScores(page).metrics.seoScore).toBe(100);
    page.facts.canonical = "https://www.example.com/";
    expect(computeScores(page).metrics.seoScore).toBe(94);
    page.facts.canonical = null;
    expect(computeScores(page).metrics.seoScore).toBe(94);
  });

  it("takes the robots.txt points from a page that robots.txt blocks", () => {
    const page = perfectPage();
    page.facts.robotsBlockingRule = { line: 2, text: "Disallow: /" };
    expect(computeScores(page).metrics.seoScore).toBe(94);
  });

  it("takes off exactly the weight of a failed check", () => {
    const page = perfectPage();
    page.technicalSEO.hasSSL = false; // SEO −10
    page.facts.lang = null; // SEO −4, accessibility −20
    expect(computeScores(page).metrics).toMatchObject({
      seoScore: 86,
      mobileScore: 100,
      accessibilityScore: 80,
    });
    expect(computeScores(page).score).toBe(Math.round(86 * 0.5 + 100 * 0.25 + 80 * 0.25));
  });

  it("scores images by the share that pass, and page weight in steps", () => {
    const page = perfectPage();
    page.technicalSEO.images = { total: 4, withoutAlt: 1, oversized: 2 };
    page.facts.htmlBytes = 300 * 1024;
    // SEO: alt 4 × 3/4 = 3 of 4. Mobile: weight 10 of 20, sizes 20 × 2/4 = 10 of 20. Accessibility: 30 × 3/4.
    expect(computeScores(page).metrics).toMatchObject({
      seoScore: 99,
      mobileScore: 80,
      accessibilityScore: 93,
    });
  });

  it("gives half the viewport points to a viewport without device-width", () => {
    const page = perfectPage();
    page.facts.viewport = "width=1024";
    expect(computeScores(page).metrics.mobileScore).toBe(78);
  });
});
