import { FIELD_LIMITS } from "../../supabase/limits.ts";
import { singletonIds } from "../content/singletons.ts";

/** The one pricing model document (a singleton: the Studio opens it, never creates another). */
export const QUOTE_PRICING_ID = singletonIds.quotePricing;

/**
 * Bounds of the pricing model's figures: the Studio refuses to publish outside them and the site
 * refuses a model that slipped past (relative imports: the Studio's schema reads this file too).
 */
export const PRICING_LIMITS = {
  maxAmount: 5_000_000,
  minMultiplier: 0.5,
  maxMultiplier: 3,
  note: FIELD_LIMITS.estimateNote,
} as const;
