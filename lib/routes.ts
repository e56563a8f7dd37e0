// Every route of the product, in one list: the sitemap, the tests and the benchmark read it.
import { SERVICE_TYPES } from "@/supabase/limits";

/** One page per service the agency sells: the same list the database's `service_type` enum holds. */
export const serviceSlugs = SERVICE_TYPES;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** Each service's own page, under /services. */
export const servicePagePath = <Slug extends string>(slug: Slug) => `/services/${slug}` as const;

export const servicePageRoutes = serviceSlugs.map(servicePagePath);

export const marketingRoutes = [
  "/",
  "/services",
  "/industries",
  "/about",
  "/contact",
  "/insights",
  "/careers",
  "/test",
  ...servicePageRoutes,
] as const;

/** The privacy policy and the terms, linked from the footer; public, but outside the spec's route table. */
export const legalRoutes = ["/privacy", "/terms"] as const;

/** Each case study's own page, under the portfolio (/insights). */
export const caseStudyPath = (slug: string) => `/insights/${slug}` as const;

/** Routes that exist for signed-in work and must stay out of search engines. */
export const privateRoutes = ["/auth", "/admin"] as const;

/** Everything robots.txt keeps crawlers out of: the private routes, the Studio and the API. */
export const crawlerDisallowedPaths = [...privateRoutes, "/studio", "/api"] as const;

export const specRoutes = [...marketingRoutes, ...privateRoutes] as const;
export type SpecRoute = (typeof specRoutes)[number];
