import { describe, expect, it } from "vitest";
import { estimateQuote } from "../../lib/quote/estimate.ts";
import { parsePricingModel, pricingModelSchema } from "../../lib/quote/pricing.ts";
import { quotePricing } from "./source/pricing.ts";

// The seed's pricing document, as the Studio stores it, read by the site's own parser and estimator.
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
