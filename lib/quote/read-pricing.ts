import "server-only";
import { cache } from "react";
import { sanityFetch } from "@/lib/sanity/fetch";
import { quotePricingQuery } from "@/lib/sanity/queries";
import { type PricingModel, parsePricingModel } from "./pricing";

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
