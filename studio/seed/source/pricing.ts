import { QUOTE_PRICING_ID } from "../../../lib/quote/pricing-config.ts";
import { keyed } from "./helpers.ts";

/**
 * The quote wizard's pricing model for a Houston agency: what a first build of each project type
 * usually costs here, what each feature adds, and how the timeline (a rush costs more) and the budget
 * band (a larger band buys more polish and testing) move the range.
 */
export const quotePricing = {
  _id: QUOTE_PRICING_ID,
  _type: "quotePricing",
  projectTypes: keyed(
    "projectTypePrice",
    [
      { projectType: "website", low: 8000, high: 15000 },
      { projectType: "ecommerce", low: 18000, high: 35000 },
      { projectType: "webapp", low: 30000, high: 60000 },
      { projectType: "portfolio", low: 4000, high: 8000 },
      { projectType: "blog", low: 3500, high: 7000 },
      { projectType: "landing", low: 2500, high: 5000 },
      { projectType: "redesign", low: 7000, high: 14000 },
      { projectType: "custom", low: 40000, high: 80000 },
    ],
    "type",
  ),
  features: keyed(
    "featurePrice",
    [
      { feature: "User Authentication", amount: 2500 },
      { feature: "Payment Integration", amount: 3500 },
      { feature: "Content Management", amount: 3000 },
      { feature: "Mobile App", amount: 15000 },
      { feature: "API Development", amount: 6000 },
      { feature: "Third-party Integrations", amount: 4000 },
      { feature: "Analytics Dashboard", amount: 5000 },
      { feature: "SEO Optimization", amount: 1500 },
      { feature: "Multi-language Support", amount: 3000 },
      { feature: "Custom Database", amount: 4500 },
      { feature: "Real-time Features", amount: 5500 },
      { feature: "Admin Panel", amount: 4000 },
    ],
    "feature",
  ),
  timelines: keyed(
    "timelineMultiplier",
    [
      { timeline: "urgent", multiplier: 1.25 },
      { timeline: "standard", multiplier: 1 },
      { timeline: "relaxed", multiplier: 0.95 },
      { timeline: "flexible", multiplier: 0.9 },
    ],
    "timeline",
  ),
  budgets: keyed(
    "budgetMultiplier",
    [
      { budget: "under-10k", multiplier: 0.9 },
      { budget: "10k-25k", multiplier: 1 },
      { budget: "25k-50k", multiplier: 1.05 },
      { budget: "50k-100k", multiplier: 1.1 },
      { budget: "over-100k", multiplier: 1.15 },
    ],
    "budget",
  ),
  note: "A starting range from your answers, not a quote. Your detailed proposal confirms scope, timeline and price.",
};
