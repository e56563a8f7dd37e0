import { aboutStep, homeAbout } from "../../components/sections/about/schema.ts";
import { banner } from "../../components/sections/closing-banner/schema.ts";
import { serviceCloudExpertise } from "../../components/sections/cloud-expertise/schema.ts";
import { contactCard, homeContact } from "../../components/sections/contact/schema.ts";
import { serviceFeatures } from "../../components/sections/feature-cards/schema.ts";
import { homeHero } from "../../components/sections/hero/schema.ts";
import { iconCard } from "../../components/sections/icon-cards/schema.ts";
import { quoteCallout } from "../../components/sections/industries-tabs/schema.ts";
import { openApplication } from "../../components/sections/job-openings/schema.ts";
import { richText } from "../../components/sections/legal-body/schema.ts";
import { office } from "../../components/sections/offices/schema.ts";
import { landingBlockSchemas } from "../../components/sections/page-builder/schema.ts";
import { homePortfolio } from "../../components/sections/portfolio/schema.ts";
import { serviceProcessList } from "../../components/sections/process-list/schema.ts";
import { processPhase } from "../../components/sections/process-phases/schema.ts";
import { serviceAnalyzer } from "../../components/sections/seo-analyzer/schema.ts";
import { serviceHero } from "../../components/sections/service-hero/schema.ts";
import { serviceCloudServices } from "../../components/sections/service-tiles/schema.ts";
import { homeServicesSection } from "../../components/sections/services-grid/schema.ts";
import { stat } from "../../components/sections/stats-band/schema.ts";
import { serviceTechnologies } from "../../components/sections/technologies/schema.ts";
import { textSection } from "../../components/sections/text-sections/schema.ts";
import { collectionTypes } from "./documents/collections.ts";
import { companyFact } from "./documents/company-facts.ts";
import { landingPage } from "./documents/landing-page.ts";
import { redirect } from "./documents/redirect.ts";
import { servicePage } from "./documents/service-page.ts";
import { singletonSchemaTypes } from "./documents/singletons.ts";
import { translationReview } from "./documents/translation-review.ts";
import { cta, navLink, sectionHeading, seo } from "./objects.ts";

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

/** The other pages' blocks stored as objects of their own type; each schema lives in its block's folder. */
const pageBlockTypes = [
  openApplication,
  serviceHero,
  serviceFeatures,
  serviceProcessList,
  serviceTechnologies,
  serviceCloudExpertise,
  serviceCloudServices,
  serviceAnalyzer,
];

/**
 * Field types several blocks or pages share; the ones a block owns live in its folder (figures in
 * stats-band, cards in icon-cards, offices, phases, text sections, the closing banner, the quote call to
 * action in industries-tabs, rich text in legal-body).
 */
const sharedTypes = [
  seo,
  cta,
  navLink,
  stat,
  sectionHeading,
  iconCard,
  office,
  processPhase,
  textSection,
  banner,
  quoteCallout,
  richText,
];

const registeredTypes = [
  ...singletonSchemaTypes,
  servicePage,
  ...collectionTypes,
  ...homeBlockTypes,
  ...pageBlockTypes,
  ...sharedTypes,
  companyFact,
];

/** The landing page's blocks the fixed pages do not use already (the hero, portfolio and banner they do). */
const landingOnlyBlockTypes = Object.values(landingBlockSchemas).filter(
  (type) => !registeredTypes.some((registered) => registered.name === type.name),
);

export const schemaTypes = [
  ...registeredTypes,
  landingPage,
  redirect,
  translationReview,
  ...landingOnlyBlockTypes,
];
