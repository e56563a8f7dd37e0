import { describe, expect, it } from "vitest";
import { roundPricingModel as model } from "../../tests/fixtures/quote/pricing-model.ts";
import { featureOptions, projectTypeOptions } from "../validations/options.ts";
import { ESTIMATE_STEP, estimateQuote, formatEstimateRange } from "./estimate.ts";

const neutral = { budget: "10k-25k", timeline: "standard" } as const;
const mixes = Array.from({ length: 2 ** featureOptions.length }, (_, mask) =>
  featureOptions.filter((_, i) => mask & (1 << i)),
);

describe("the instant estimate", () => {
  it.each(projectTypeOptions)("prices $label with every one of the 4096 feature mixes", ({ value }) => {
    const range = model.projectTypes[value];
    for (const [mask, features] of mixes.entries()) {
      // With both multipliers at 1 the range is the type's range plus 100 × the mix's bit pattern.
      expect(estimateQuote({ projectType: value, ...neutral, features }, model)).toEqual({
        low: range.low + 100 * mask,
        high: range.high + 100 * mask,
        note: model.note,
      });
    }
  });

  it.each(projectTypeOptions)("keeps $label's every mix in order under every multiplier", ({ value }) => {
    for (const timeline of Object.keys(model.timelines)) {
      for (const budget of Object.keys(model.budgets)) {
        let previous = 0;
        for (const features of mixes.slice(0, 256)) {
          const estimate = estimateQuote({ projectType: value, budget, timeline, features }, model);
          if (!estimate) throw new Error("no estimate");
          expect(estimate.low % ESTIMATE_STEP).toBe(0);
          expect(estimate.high % ESTIMATE_STEP).toBe(0);
          expect(estimate.low).toBeLessThanOrEqual(estimate.high);
          expect(estimate.low).toBeGreaterThanOrEqual(previous);
          previous = estimate.low;
        }
      }
    }
  });

  it("multiplies by the timeline and the budget band and rounds outwards to hundreds", () => {
    // Ecommerce with the first two features (100 + 200).
    const features = [featureOptions[0], featureOptions[1]];
    // low: (18,000 + 300) × 0.95 × 1.1 = 19,123.5 → 19,124 → 19,100; high: 35,300 × 1.045 = 36,888.5 → 36,900.
    expect(
      estimateQuote({ projectType: "ecommerce", budget: "50k-100k", timeline: "relaxed", features }, model),
    ).toMatchObject({ low: 19100, high: 36900 });
    // A rush on a small budget: landing (2,500 – 5,000) × 1.25 × 0.9 = 2,812.5 – 5,625 → 2,800 – 5,700.
    expect(
      estimateQuote({ projectType: "landing", budget: "under-10k", timeline: "urgent", features: [] }, model),
    ).toMatchObject({ low: 2800, high: 5700 });
  });

  it("counts a feature once and ignores one the model does not price", () => {
    const once = estimateQuote({ projectType: "blog", ...neutral, features: ["Admin Panel"] }, model);
    const twice = estimateQuote(
      { projectType: "blog", ...neutral, features: ["Admin Panel", "Admin Panel", "Teleporter"] },
      model,
    );
    expect(twice).toEqual(once);
  });

  it("waits for a project type, a budget and a timeline", () => {
    const answers = { projectType: "website", ...neutral, features: [] };
    expect(estimateQuote(answers, model)).not.toBeNull();
    for (const field of ["projectType", "budget", "timeline"] as const) {
      expect(estimateQuote({ ...answers, [field]: "" }, model), field).toBeNull();
      expect(estimateQuote({ ...answers, [field]: undefined }, model), field).toBeNull();
      expect(estimateQuote({ ...answers, [field]: "toString" }, model), field).toBeNull();
    }
  });

  it("reads as whole US dollars in en-US", () => {
    expect(formatEstimateRange({ low: 26600, high: 44500 })).toBe("$26,600 – $44,500");
    expect(formatEstimateRange({ low: 0, high: 1250000 })).toBe("$0 – $1,250,000");
  });
});
