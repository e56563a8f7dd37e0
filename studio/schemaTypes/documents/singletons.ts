import { type Singleton, singletonTypes } from "../../../lib/content/singletons.ts";
import { companyFacts } from "./company-facts.ts";
import {
  aboutPage,
  careersPage,
  contactPage,
  homePage,
  industriesPage,
  legalPage,
  notFoundPage,
  portfolioPage,
  processPage,
  siteSettings,
  testPage,
} from "./pages.ts";
import { quotePricing } from "./quote-pricing.ts";

/** The schema of each singleton's type, under its type's name: a singleton added without one fails to compile. */
const schemaByType = {
  siteSettings,
  companyFacts,
  homePage,
  processPage,
  careersPage,
  industriesPage,
  aboutPage,
  contactPage,
  portfolioPage,
  testPage,
  notFoundPage,
  legalPage,
  quotePricing,
} satisfies { [Type in Singleton["type"]]: { name: Type } };

/** The singletons' document types, in the order lib/content/singletons.ts lists them. */
export const singletonSchemaTypes = [...singletonTypes].map(
  (type) => schemaByType[type as Singleton["type"]],
);
