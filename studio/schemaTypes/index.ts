import { collectionTypes } from "./documents/collections.ts";
import { companyFact, companyFacts } from "./documents/company-facts.ts";
import { pageTypes } from "./documents/pages.ts";
import { quotePricing } from "./documents/quote-pricing.ts";
import { servicePage } from "./documents/service-page.ts";
import { objectTypes } from "./objects.ts";

export const schemaTypes = [
  ...pageTypes,
  companyFacts,
  quotePricing,
  servicePage,
  ...collectionTypes,
  ...objectTypes,
  companyFact,
];

/** Types edited as exactly one document (or one per fixed page): no create, duplicate or delete. */
export const singletonTypes = new Set([
  "siteSettings",
  "companyFacts",
  "homePage",
  "processPage",
  "careersPage",
  "industriesPage",
  "aboutPage",
  "contactPage",
  "portfolioPage",
  "testPage",
  "notFoundPage",
  "legalPage",
  "servicePage",
  "quotePricing",
]);
