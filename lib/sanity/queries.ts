import { defineQuery } from "next-sanity";
import { aboutFields, howWeWorkFields } from "../../components/sections/about/query.ts";
import { capabilitiesFields } from "../../components/sections/capability-grid/query.ts";
import { caseStudyPageFields } from "../../components/sections/case-study/query.ts";
import { bannerFields } from "../../components/sections/closing-banner/query.ts";
import { cloudExpertiseFields } from "../../components/sections/cloud-expertise/query.ts";
import { contactFields, homeContactFields } from "../../components/sections/contact/query.ts";
import { evaluationFields } from "../../components/sections/evaluation/query.ts";
import { featuresFields } from "../../components/sections/feature-cards/query.ts";
import { heroFields } from "../../components/sections/hero/query.ts";
import { benefitsFields, valuesFields } from "../../components/sections/icon-cards/query.ts";
import {
  industriesPageFields,
  industriesTabsFields,
} from "../../components/sections/industries-tabs/query.ts";
import { jobOpeningsFields } from "../../components/sections/job-openings/query.ts";
import { legalBodyFields } from "../../components/sections/legal-body/query.ts";
import { metaTagsFields } from "../../components/sections/meta-tags-explainer/query.ts";
import { officesFields } from "../../components/sections/offices/query.ts";
import { landingBlocksFields } from "../../components/sections/page-builder/query.ts";
import { caseStudyListFields, portfolioFields } from "../../components/sections/portfolio/query.ts";
import { processHeroFields } from "../../components/sections/process-hero/query.ts";
import { processListFields } from "../../components/sections/process-list/query.ts";
import { processPhasesFields } from "../../components/sections/process-phases/query.ts";
import { analyzerFields } from "../../components/sections/seo-analyzer/query.ts";
import { serviceHeroFields } from "../../components/sections/service-hero/query.ts";
import { cloudServicesFields } from "../../components/sections/service-tiles/query.ts";
import { servicesGridFields } from "../../components/sections/services-grid/query.ts";
import { statFields } from "../../components/sections/stats-band/query.ts";
import { technologiesFields } from "../../components/sections/technologies/query.ts";
import { testimonialsFields } from "../../components/sections/testimonials/query.ts";
import { textSectionFields } from "../../components/sections/text-sections/query.ts";
import { whyChooseUsFields } from "../../components/sections/why-choose-us/query.ts";
import { headingFields, originalsOnly, seoFields } from "./fragments.ts";

/**
 * What the copy's tokens are filled from: the process phases and the offices are counted, the company
 * facts are typed once in their own document (see lib/content/company-facts.ts).
 */
export const contentTokensQuery = defineQuery(`{
  "processSteps": count(*[_type == "processPage" && _id == "processPage"][0].phases),
  "officeCount": count(*[_type == "siteSettings" && _id == "siteSettings"][0].offices),
  "facts": *[_type == "companyFacts" && _id == "companyFacts"][0].facts[]{ key, kind, value, label },
  "employmentTypes": *[_type == "jobOpening" && ${originalsOnly}] | order(order asc).employmentType
}`);

/** Header, footer and not-found copy; shaped like `SiteShellContent` of lib/runtime/site-copy.ts. */
export const siteShellQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  siteName,
  tagline,
  nav[]{ label, href },
  signInLabel,
  "services": *[_type == "service" && ${originalsOnly}] | order(order asc) { "label": title, "href": "/services/" + slug },
  "industries": *[_type == "industry" && ${originalsOnly}] | order(order asc) { "label": linkLabel, "href": "/industries#" + slug },
  companyLinks[]{ label, href },
  legalLinks[]{ label, href },
  offices[]{ city, region, address, phone, timezone, isHeadquarters },
  contact{ email, supportEmail, phone, phoneNote },
  footer{ servicesTitle, industriesTitle, companyTitle, officesTitle, newsletterTitle, newsletterText, copyright },
  "notFound": *[_type == "notFoundPage" && _id == "notFoundPage"][0]{ title, text, linkLabel }
}`);

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  ${heroFields},
  ${evaluationFields},
  ${servicesGridFields},
  ${aboutFields},
  ${industriesTabsFields},
  ${portfolioFields},
  ${contactFields}
}`);

/** SEO of one page (by document id) with the site defaults it falls back to. */
export const pageSeoQuery = defineQuery(`{
  "page": *[_id == $id][0].seo${seoFields},
  "site": *[_type == "siteSettings" && _id == "siteSettings"][0]{ siteName, "defaults": defaultSeo${seoFields} }
}`);

export const processPageQuery = defineQuery(`*[_type == "processPage" && _id == "processPage"][0]{
  ${processHeroFields},
  ${processPhasesFields},
  ${whyChooseUsFields},
  ${testimonialsFields},
  cta${bannerFields}
}`);

export const careersPageQuery = defineQuery(`*[_type == "careersPage" && _id == "careersPage"][0]{
  heading${headingFields},
  ${benefitsFields},
  ${jobOpeningsFields}
}`);

export const industriesPageQuery = defineQuery(`*[_type == "industriesPage" && _id == "industriesPage"][0]{
  heading${headingFields},
  ${industriesPageFields}
}`);

export const aboutPageQuery = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  heading${headingFields},
  story[]${textSectionFields},
  stats[]${statFields},
  ${valuesFields},
  officesHeading${headingFields},
  ${howWeWorkFields},
  ${officesFields}
}`);

export const contactPageQuery = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]{
  heading${headingFields},
  officesHeading${headingFields},
  ${homeContactFields},
  ${officesFields}
}`);

export const portfolioPageQuery = defineQuery(`*[_type == "portfolioPage" && _id == "portfolioPage"][0]{
  heading${headingFields},
  ${caseStudyListFields},
  cta${bannerFields}
}`);

export const testPageQuery = defineQuery(`*[_type == "testPage" && _id == "testPage"][0]{
  heading${headingFields},
  sections[]${textSectionFields},
  ${metaTagsFields}
}`);

/** One case study for /insights/<slug>, with the portfolio's links and closing banner around it. */
export const caseStudyPageQuery = defineQuery(`{
  ${caseStudyPageFields},
  "cta": *[_type == "portfolioPage" && _id == "portfolioPage"][0].cta${bannerFields},
  "siteName": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName
}`);

/** Every case study's URL segment, for generateStaticParams and the sitemap. */
export const caseStudySlugsQuery = defineQuery(
  `*[_type == "caseStudy" && ${originalsOnly} && defined(slug)] | order(order asc).slug`,
);

/** What the generated social image of a document shows; `$id` is a page or case study id. */
export const socialCardQuery = defineQuery(`{
  "doc": *[_id == $id][0]{
    "eyebrow": coalesce(heading.eyebrow, hero.label, category),
    "title": coalesce(heading.title, hero.title, title, seo.title),
    "description": coalesce(seo.description, description)
  },
  "siteName": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName
}`);

/** Every document that is a page of its own, so each gets its social image at build time. */
/** Published pages an editor hides from search engines; the sitemap leaves them out. */
/**
 * The published documents an editor hid from search engines, a translation with the English document it
 * translates (`original`), whose address names its page in both languages.
 */
export const hiddenPagesQuery = defineQuery(
  `*[seo.noindex == true && !(_id in path("drafts.**"))]{ _id, _type, "slug": select(_type == "servicePage" => service->slug, slug), "original": select(count(string::split(_id, "__i18n_es")) > 1 => { "_id": string::split(_id, "__i18n_es")[0], _type, "slug": *[_id == string::split(^._id, "__i18n_es")[0]][0]{ "slug": select(_type == "servicePage" => service->slug, slug) }.slug }) }`,
);

export const socialCardIdsQuery = defineQuery(`*[defined(seo) || _type == "caseStudy"]._id`);

/** Privacy (`privacyPage`) or terms (`termsPage`). */
export const legalPageQuery = defineQuery(`*[_type == "legalPage" && _id == $id][0]${legalBodyFields}`);

/**
 * The page of one service (`$id`, the service document the page refers to: which document a URL segment
 * names is decided in lib/i18n/collection-slugs.ts).
 */
export const servicePageQuery =
  defineQuery(`*[_type == "servicePage" && ${originalsOnly} && service._ref == $id][0]{
  _id,
  "service": *[_type == "service" && _id == ^.service._ref][0]{ title, slug, category, icon, gradient, accent },
  ${serviceHeroFields},
  ${capabilitiesFields},
  ${featuresFields},
  ${processListFields},
  ${technologiesFields},
  ${cloudExpertiseFields},
  ${cloudServicesFields},
  ${analyzerFields},
  banner${bannerFields}
}`);

/**
 * A service that has no page of its own yet: its page is made from the card (category, title, sentence)
 * and the portfolio's closing banner, until the editor creates its service page.
 */
export const serviceDefaultsQuery = defineQuery(`*[_type == "service" && _id == $id][0]{
  _id, title, slug, category, description, icon, gradient, accent,
  "banner": *[_type == "portfolioPage" && _id == "portfolioPage"][0].cta${bannerFields},
  "siteName": *[_type == "siteSettings" && _id == "siteSettings"][0].siteName
}`);

/** Every service's URL segment: each has a page, its own or made from its card. */
export const serviceSlugsQuery = defineQuery(
  `*[_type == "service" && ${originalsOnly} && defined(slug)] | order(order asc).slug`,
);

/**
 * The published services as the lead forms offer them and staff read them: the slug a lead stores and the
 * name the site shows.
 */
export const leadServicesQuery = defineQuery(
  `*[_type == "service" && ${originalsOnly} && defined(slug)] | order(order asc){ "value": slug, "label": coalesce(title, slug) }`,
);

/** Every service page's URL segment. */
export const servicePageSlugsQuery = defineQuery(
  `*[_type == "servicePage" && ${originalsOnly} && defined(service)].service->slug`,
);

/** The quote wizard's pricing model (lib/quote/pricing.ts turns it into the estimate's lookups). */
export const quotePricingQuery = defineQuery(`*[_type == "quotePricing" && _id == "quotePricing"][0]{
  projectTypes[]{ projectType, low, high },
  features[]{ feature, amount },
  timelines[]{ timeline, multiplier },
  budgets[]{ budget, multiplier },
  note
}`);

/** What proxy.ts routes by (lib/redirects): every published redirect and landing page path. */
/**
 * Each English document of a collection with its slug, its published translation's slug and when each was
 * created (lib/i18n/collection-slugs.ts decides which document each address serves).
 */
const collectionSlugFields =
  /* groq */ `{ "id": _id, "en": slug, _createdAt, "es": *[_id == ^._id + "__i18n_es"][0]{ slug, _createdAt } }` as const;
const serviceSlugsFields =
  /* groq */ `*[_type == "service" && ${originalsOnly} && defined(slug)]${collectionSlugFields}` as const;
const caseStudySlugsFields =
  /* groq */ `*[_type == "caseStudy" && ${originalsOnly} && defined(slug)]${collectionSlugFields}` as const;

/** Each English landing page with its published translation's path (lib/i18n/landing-slugs.ts). */
const landingTranslationsFields =
  /* groq */ `*[_type == "landingPage" && ${originalsOnly} && defined(slug)]{ "id": _id, "en": slug, "es": *[_id == ^._id + "__i18n_es"][0]{ slug, _createdAt } }` as const;

export const publishedRoutesQuery = defineQuery(`{
  "redirects": *[_type == "redirect" && defined(from) && defined(to)]{ _id, from, to, replaces, "permanent": permanent == true },
  "allowedRedirectHosts": *[_id == "siteSettings"][0].redirectHosts,
  "landingSlugs": *[_type == "landingPage" && ${originalsOnly} && defined(slug)].slug,
  "spanishLandingPages": ${landingTranslationsFields},
  "services": ${serviceSlugsFields},
  "caseStudies": ${caseStudySlugsFields}
}`);

/** One landing page by its path (without the leading slash), with its blocks. */
export const landingPageQuery =
  defineQuery(`*[_type == "landingPage" && ${originalsOnly} && slug == $slug][0]{
  _id,
  title,
  slug,
  ${landingBlocksFields}
}`);

/** One landing page (or its translation) by its id, with its blocks: a Spanish landing page. */
export const landingPageByIdQuery = defineQuery(`*[_type == "landingPage" && _id == $id][0]{
  _id,
  title,
  slug,
  ${landingBlocksFields}
}`);

/** Every landing page's path, for generateStaticParams and the sitemap. */
export const landingPageSlugsQuery = defineQuery(
  `*[_type == "landingPage" && ${originalsOnly} && defined(slug)] | order(slug asc).slug`,
);

/**
 * Each collection's English documents with their slug and their published Spanish document's (null while
 * none is published), and when each was created: which document each address of the collections' pages
 * serves (lib/i18n/slugs.ts).
 */
export const contentSlugsQuery = defineQuery(`{
  "service": ${serviceSlugsFields},
  "caseStudy": ${caseStudySlugsFields},
  "landingPage": ${landingTranslationsFields}
}`);

/** The slug of each service in the Spanish folder: its translation's, else its English slug. */
export const spanishServiceSlugsQuery = defineQuery(
  `*[_type == "service" && ${originalsOnly} && defined(slug)] | order(order asc){ "slug": coalesce(*[_id == ^._id + "__i18n_es"][0].slug, slug) }.slug`,
);

/** The slug of each case study in the Spanish folder: its translation's, else its English slug. */
export const spanishCaseStudySlugsQuery = defineQuery(
  `*[_type == "caseStudy" && ${originalsOnly} && defined(slug)] | order(order asc){ "slug": coalesce(*[_id == ^._id + "__i18n_es"][0].slug, slug) }.slug`,
);

/** Which of these documents exist (published): the translations a page or the sitemap asks about. */
export const existingIdsQuery = defineQuery(`*[_id in $ids]._id`);
