import { describe, expect, it } from "vitest";
import { accessibilityChecks, computeScores, mobileChecks, overallWeights, seoChecks } from "./scoring.ts";
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

describe("computeScores", () => {
  it("gives 100 everywhere for a page that passes every check, whatever the load time", () => {
    expect(computeScores(perfectPage(), 7.5)).toEqual({
      score: 100,
      metrics: { pageLoadTime: 7.5, seoScore: 100, mobileScore: 100, accessibilityScore: 100 },
    });
  });

  it("takes off exactly the weight of a failed check", () => {
    const page = perfectPage();
    page.technicalSEO.hasSSL = false; // SEO −10
    page.facts.lang = null; // SEO −4, accessibility −20
    expect(computeScores(page, 1).metrics).toMatchObject({
      seoScore: 86,
      mobileScore: 100,
      accessibilityScore: 80,
    });
    expect(computeScores(page, 1).score).toBe(Math.round(86 * 0.5 + 100 * 0.25 + 80 * 0.25));
  });

  it("scores images by the share that pass, and page weight in steps", () => {
    const page = perfectPage();
    page.technicalSEO.images = { total: 4, withoutAlt: 1, oversized: 2 };
    page.facts.pageWeight = 300 * 1024;
    // SEO: alt 4 × 3/4 = 3 of 4. Mobile: weight 10 of 20, sizes 20 × 2/4 = 10 of 20. Accessibility: 30 × 3/4.
    expect(computeScores(page, 1).metrics).toMatchObject({
      seoScore: 99,
      mobileScore: 80,
      accessibilityScore: 93,
    });
  });

  it("gives half the viewport points to a viewport without device-width", () => {
    const page = perfectPage();
    page.facts.viewport = "width=1024";
    expect(computeScores(page, 1).metrics.mobileScore).toBe(78);
  });
});
