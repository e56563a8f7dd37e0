import "server-only";
import { cache } from "react";
import { sanityFetch } from "../sanity/fetch.ts";
import { quotePricingQuery } from "../sanity/queries.ts";
import { type PricingModel, parsePricingModel } from "./pricing.ts";

/**
 * The published pricing model, read the way pages read content (cached until the Studio publishes a
 * change; once per request however many quote buttons a page has). Null when it is missing, incomplete or unreachable: the wizard then goes without an estimate
 * and quote requests are still taken.
 */
export const readPricingModel = cache(async (): Promise<PricingModel | null> => {
  try {
    return parsePricingModel(await sanityFetch({ query: quotePricingQuery }));
  } catch (error) {
    console.error("[quote] the pricing model could not be read: the instant estimate is off.", error);
    return null;
  }
});
