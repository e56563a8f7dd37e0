/**
 * The eight service pages (/services/<slug>), seeded as the documents `servicePage-<slug>`.
 * Editors add services (and their pages) in the Studio; these are the ones the site starts with.
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
