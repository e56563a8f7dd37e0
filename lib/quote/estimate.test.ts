import { describe, expect, it } from "vitest";
import { featureOptions, projectTypeOptions } from "@/lib/validations/options";
import { quotePricing } from "@/studio/seed/source/pricing";
import { ESTIMATE_STEP, estimateQuote, formatEstimateRange } from "./estimate";
import { type PricingModel, parsePricingModel, pricingModelSchema } from "./pricing";

// Round figures, so that every expected range below can be checked by hand.
const model: PricingModel = {
  projectTypes: {
    website: { low: 8000, high: 15000 },
    ecommerce: { low: 18000, high: 35000 },
    webapp: { low: 30000, high: 60000 },
    portfolio: { low: 4000, high: 8000 },
    blog: { low: 3500, high: 7000 },
    landing: { low: 2500, high: 5000 },
    redesign: { low: 7000, high: 14000 },
    custom: { low: 40000, high: 80000 },
  },
  // Powers of two times 100: every feature mix has a sum of its own.
  features: Object.fromEntries(featureOptions.map((feature, i) => [feature, 100 * 2 ** i])) as Record<
    (typeof featureOptions)[number],
    number
  >,
  timelines: { urgent: 1.25, standard: 1, relaxed: 0.95, flexible: 0.9 },
  budgets: { "under-10k": 0.9, "10k-25k": 1, "25k-50k": 1.05, "50k-100k": 1.1, "over-100k": 1.15 },
  note: "A starting range, not a quote.",
};

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

describe("the pricing model from the Studio", () => {
  it("reads the seed's model and prices a Houston e-commerce store", () => {
    const seed = parsePricingModel(quotePricing);
    if (!seed) throw new Error("the seed's pricing model does not parse");
    const features = ["Payment Integration", "Admin Panel"];
    // (18,000 + 3,500 + 4,000) × 0.95 × 1.1 = 26,647.5 → 26,600; (35,000 + 7,500) × 1.045 = 44,412.5 → 44,500.
    expect(
      estimateQuote({ projectType: "ecommerce", budget: "50k-100k", timeline: "relaxed", features }, seed),
    ).toEqual({ low: 26600, high: 44500, note: quotePricing.note });
  });

  it("is off when the document is missing or leaves an option unpriced", () => {
    expect(parsePricingModel(null)).toBeNull();
    const withoutBlog = { ...quotePricing, projectTypes: quotePricing.projectTypes.slice(0, 4) };
    expect(parsePricingModel(withoutBlog)).toBeNull();
    const twice = { ...quotePricing, features: [...quotePricing.features, quotePricing.features[0]] };
    expect(pricingModelSchema.safeParse(twice).success).toBe(false);
    const inverted = {
      ...quotePricing,
      projectTypes: quotePricing.projectTypes.map((entry) => ({ ...entry, low: entry.high + 1 })),
    };
    expect(pricingModelSchema.safeParse(inverted).success).toBe(false);
    const wild = {
      ...quotePricing,
      timelines: quotePricing.timelines.map((entry) => ({ ...entry, multiplier: 40 })),
    };
    expect(pricingModelSchema.safeParse(wild).success).toBe(false);
  });
});
