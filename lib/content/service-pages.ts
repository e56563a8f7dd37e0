/**
 * The eight service routes of the spec (/services/<slug>). Routes are code; everything shown on them
 * is content. Each page is the document `servicePage-<slug>`.
 */
export const servicePageSlugs = [
  "web-development",
  "mobile-applications",
  "web-applications",
  "cloud-solutions",
  "seo-insights",
  "brand-identity",
  "digital-campaigns",
  "experience-optimization",
] as const;

export type ServicePageSlug = (typeof servicePageSlugs)[number];

export const servicePageId = (slug: string) => `servicePage-${slug}`;

/** Fixed ids of the pages edited as one document each. */
export const singletonIds = {
  siteSettings: "siteSettings",
  companyFacts: "companyFacts",
  homePage: "homePage",
  processPage: "processPage",
  careersPage: "careersPage",
  industriesPage: "industriesPage",
  aboutPage: "aboutPage",
  contactPage: "contactPage",
  portfolioPage: "portfolioPage",
  testPage: "testPage",
  notFoundPage: "notFoundPage",
  privacyPage: "privacyPage",
  termsPage: "termsPage",
} as const;
