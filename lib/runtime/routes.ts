// Every route of the product, in one list: the sitemap, the tests and the benchmark read it.
import { servicePageSlugs } from "../content/service-pages.ts";

/** One page per service the site starts with; editors add more in the Studio. */
export const serviceSlugs = servicePageSlugs;

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

/**
 * The quote request as a page (app/(site)/quote): the wizard's steps drawn by the server, where a quote
 * button leads when the wizard cannot open in place (no JavaScript).
 */
export const quoteRoute = "/quote";

/** The privacy policy and the terms, linked from the footer; public, but outside the main navigation. */
export const legalRoutes = ["/privacy", "/terms"] as const;

/** Each case study's own page, under the portfolio (/insights). */
export const caseStudyPath = (slug: string) => `/insights/${slug}` as const;

/** A landing page's own address: its path at the top of the site (e.g. /spring-offer or /offers/spring). */
export const landingPagePath = (slug: string) => `/${slug}` as const;

/** Where proxy.ts serves a landing page from (app/(site)/landing-pages); never a public address. */
export const landingPageRoute = (slug: string) => `/landing-pages/${slug}` as const;

/** Where proxy.ts serves a Spanish landing page from (app/(site-es)/es/landing-pages); never a public address. */
export const spanishLandingPageRoute = (slug: string) => `/es/landing-pages/${slug}` as const;

/**
 * Where Next serves app/global-not-found.tsx from: the prerendered 404 with its copy in the markup, which
 * proxy.ts answers unpublished addresses with (a page's own notFound() sends an empty error document that
 * only the browser's scripts fill in). Never a public address.
 */
export const notFoundRoute = "/_not-found";

/**
 * The Cache-Control of every 404: an address without a page now may be a page an editor publishes a minute
 * later, so no browser or shared cache may keep its 404. The same policy Next gives the 404 of a path no
 * route has.
 */
export const NOT_FOUND_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/** Routes that exist for signed-in work and must stay out of search engines. */
export const privateRoutes = ["/auth", "/admin"] as const;

export const specRoutes = [...marketingRoutes, ...privateRoutes] as const;
export type SpecRoute = (typeof specRoutes)[number];
