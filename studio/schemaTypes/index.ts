import { aboutStep, homeAbout } from "../../components/sections/about/schema.ts";
import { contactCard, homeContact } from "../../components/sections/contact/schema.ts";
import { homeHero } from "../../components/sections/hero/schema.ts";
import { homePortfolio } from "../../components/sections/portfolio/schema.ts";
import { homeServicesSection } from "../../components/sections/services-grid/schema.ts";
import { collectionTypes } from "./documents/collections.ts";
import { companyFact, companyFacts } from "./documents/company-facts.ts";
import { pageTypes } from "./documents/pages.ts";
import { quotePricing } from "./documents/quote-pricing.ts";
import { servicePage } from "./documents/service-page.ts";
import { objectTypes } from "./objects.ts";

/** The home page's blocks: each one's schema lives in its folder beside its component and query. */
const homeBlockTypes = [
  homeHero,
  homeServicesSection,
  homeAbout,
  aboutStep,
  homePortfolio,
  homeContact,
  contactCard,
];

export const schemaTypes = [
  ...pageTypes,
  companyFacts,
  quotePricing,
  servicePage,
  ...collectionTypes,
  ...homeBlockTypes,
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
