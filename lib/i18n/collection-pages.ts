import "server-only";
import type { Metadata } from "next";
import { cache } from "react";
import type { ServiceContent } from "../../components/pages/service-page.tsx";
import { landingPathProblem } from "../route-rules/rules.ts";
import { caseStudyPath, landingPagePath, servicePagePath } from "../runtime/routes.ts";
import { sanityFetch } from "../sanity/fetch.ts";
import { documentMetadata, pageMetadata } from "../sanity/metadata.ts";
import {
  caseStudyPageQuery,
  landingPageByIdQuery,
  landingPageQuery,
  serviceDefaultsQuery,
  servicePageQuery,
} from "../sanity/queries.ts";
import type {
  CaseStudyPageQueryResult,
  ServiceDefaultsQueryResult,
  ServicePageQueryResult,
} from "../sanity/sanity.types.ts";
import { withLocalizedLinks } from "./content.ts";
import {
  type Collection,
  collectionPage,
  englishLandingSlug,
  englishSlug,
  type Locale,
  localizedPath,
} from "./locales.ts";
import { inLanguages } from "./metadata.ts";
import { contentSlugs } from "./slugs.ts";
import { isTranslation, queryInLocale, translationId } from "./translations.ts";

/**
 * A collection's query in a language for one document (`$id`): in Spanish every document and singleton it
 * reads besides is read in Spanish where translated, and its links lead to the Spanish pages.
 */
const fetchIn = cache(async (query: string, locale: Locale, id: string): Promise<unknown> => {
  const answer = await sanityFetch({ query: queryInLocale(query, locale) as never, params: { id } });
  return locale === "en" ? answer : withLocalizedLinks(answer, locale, await contentSlugs());
});

/**
 * The document of a collection's page in a language, by the slug in that language's folder (in Spanish a
 * translation's own slug, or the English slug of a document that has none: its page then shows the English
 * text, marked so), and its addresses in both. Null when no document is served there: the English slug of
 * a translated document is no Spanish address, and of documents claiming one slug only the one
 * lib/i18n/collection-slugs.ts names is.
 */
async function servedAt(collection: Collection, slug: string, locale: Locale) {
  const slugs = await contentSlugs();
  const english = locale === "en" ? slug : englishSlug(slugs, collection, slug);
  const page = english === null ? undefined : collectionPage(slugs, collection, english);
  if (english === null || !page || (locale === "es" && page.es !== slug)) return null;
  const folderPath = collection === "service" ? servicePagePath(english) : caseStudyPath(english);
  return {
    /** The English document, and the one read in `locale` (its translation when published). */
    englishId: page.id,
    id: locale === "es" && page.translated ? translationId(page.id, "es") : page.id,
    english: folderPath,
    spanish: page.translated ? (localizedPath(folderPath, "es", slugs) as string) : null,
  };
}

type ServiceDefaults = NonNullable<ServiceDefaultsQueryResult>;

/** The page of a service whose editor has not made one yet: its card's words and the usual banner. */
function defaultPage(service: ServiceDefaults): ServiceContent | null {
  if (!service.slug || !service.banner) return null;
  return {
    _id: service._id,
    service,
    hero: {
      label: service.category,
      title: service.title,
      description: service.description,
      primary: service.banner.primary,
      secondary: service.banner.secondary,
    },
    capabilitiesHeading: null,
    capabilities: [],
    features: null,
    processList: null,
    technologies: null,
    cloudExpertise: null,
    cloudServices: null,
    analyzer: null,
    banner: service.banner,
  };
}

/** A service's page in a language, its own or made from its card; null when no service is at the slug. */
export const servicePageIn = cache(async (slug: string, locale: Locale) => {
  const at = await servedAt("service", slug, locale);
  if (!at) return null;
  const own = (await fetchIn(servicePageQuery, locale, at.id)) as ServicePageQueryResult;
  if (own) return { content: own as ServiceContent, written: writtenIn(own._id, locale), own: true, at };
  // A translated service whose page is not translated yet: the English page, marked English.
  const englishPage =
    at.id !== at.englishId
      ? ((await fetchIn(servicePageQuery, "en", at.englishId)) as ServicePageQueryResult)
      : null;
  if (englishPage)
    return {
      content: withLocalizedLinks(englishPage, locale, await contentSlugs()) as ServiceContent,
      written: "en" as const,
      own: true,
      at,
    };
  const defaults = (await fetchIn(serviceDefaultsQuery, locale, at.id)) as ServiceDefaultsQueryResult;
  const content = defaults ? defaultPage(defaults) : null;
  return content && defaults
    ? { content, written: writtenIn(defaults._id, locale), own: false, defaults, at }
    : null;
});

export async function servicePageMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const page = await servicePageIn(slug, locale);
  if (!page) return {};
  const { english, spanish } = page.at;
  const path = locale === "es" && spanish ? spanish : english;
  const base =
    page.own || !page.defaults
      ? await pageMetadata(page.content._id, path)
      : documentMetadata({
          documentId: page.defaults._id,
          path,
          title: page.defaults.title,
          description: page.defaults.description,
          siteName: page.defaults.siteName,
        });
  return inLanguages(base, english, spanish, locale);
}

/** A case study's page in a language; null when no case study is at the slug. */
export const caseStudyIn = cache(async (slug: string, locale: Locale) => {
  const at = await servedAt("caseStudy", slug, locale);
  if (!at) return null;
  const content = (await fetchIn(caseStudyPageQuery, locale, at.id)) as CaseStudyPageQueryResult;
  const { study, allLink } = content;
  if (!study || !allLink) return null;
  return { content: { ...content, study, allLink }, written: writtenIn(study._id, locale), at };
});

export async function caseStudyMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const page = await caseStudyIn(slug, locale);
  if (!page) return {};
  const { study, siteName } = page.content;
  const { english, spanish } = page.at;
  // A case study has no SEO fields of its own: its title (with the site's title template) and summary.
  const base = await documentMetadata({
    documentId: study._id,
    path: locale === "es" && spanish ? spanish : english,
    title: study.title,
    description: study.description,
    siteName,
  });
  return inLanguages(base, english, spanish, locale);
}

/**
 * A landing page in a language by its path there (without the leading / or /es/), null when none is
 * served at it: in Spanish its translation at its own path, or its English text at its English path while
 * it has none (lib/i18n/landing-slugs.ts decides which page a Spanish path serves).
 */
export const landingPageIn = cache(async (slug: string, locale: Locale) => {
  if (locale === "en") {
    if (landingPathProblem(slug)) return null;
    const content = await sanityFetch({ query: landingPageQuery, params: { slug } });
    return content ? { content, written: "en" as Locale, englishSlug: slug } : null;
  }
  const slugs = await contentSlugs();
  const english = englishLandingSlug(slugs, slug);
  const page = english === null ? null : slugs.landingPage[english];
  if (english === null || !page) return null;
  const id = page.translated ? translationId(page.id, "es") : page.id;
  const content = await sanityFetch({ query: landingPageByIdQuery, params: { id } });
  return content
    ? {
        content: withLocalizedLinks(content, locale, slugs),
        written: writtenIn(id, locale),
        englishSlug: english,
      }
    : null;
});

export async function landingPageMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const page = await landingPageIn(slug, locale);
  if (!page) return {};
  const english = landingPagePath(page.englishSlug);
  const slugs = await contentSlugs();
  const inSpanish = Object.hasOwn(slugs.landingPage, page.englishSlug)
    ? slugs.landingPage[page.englishSlug]
    : undefined;
  const spanish = inSpanish?.translated ? (localizedPath(english, "es", slugs) as string) : null;
  const base = await pageMetadata(page.content._id, locale === "es" && spanish ? spanish : english);
  return inLanguages(base, english, spanish, locale);
}

/** The language a document's words are in on a page in `locale`. */
const writtenIn = (id: string, locale: Locale): Locale =>
  locale === "es" && isTranslation(id) ? "es" : "en";
