// Document-level translations (docs/i18n.md): a translation is a document of the same type beside the
// English one, its id the English id with the language appended, so the queries that read a singleton
// by id read its translation by the translated id, with the same shape and the same live path.
import type { SingletonId } from "../content/singletons.ts";
import { originalsOnly } from "../sanity/fragments.ts";
import type { Locale } from "./locales.ts";

const SUFFIX = "__i18n_";

/** The id of a document's translation (the English id itself for English). */
export const translationId = (id: string, locale: Locale) =>
  locale === "en" ? id : `${id}${SUFFIX}${locale}`;

/** The English document a translation translates, and its language; null for an English document. */
export function translationOf(id: string): { id: string; locale: Locale } | null {
  const at = id.lastIndexOf(SUFFIX);
  if (at < 0) return null;
  const locale = id.slice(at + SUFFIX.length);
  return locale === "es" ? { id: id.slice(0, at), locale } : null;
}

/**
 * The singletons the Spanish site reads a translation of: its pages with a Spanish address, the shell
 * and the not-found copy. The Studio lists a Spanish version of each.
 */
export const translatedSingletons = [
  "siteSettings",
  "homePage",
  "processPage",
  "aboutPage",
  "contactPage",
  "notFoundPage",
  "industriesPage",
  "portfolioPage",
  "careersPage",
  "privacyPage",
  "termsPage",
  "testPage",
] as const satisfies readonly SingletonId[];

const SINGLETON_FILTER = /_id == "([A-Za-z0-9-]+)"/g;

/**
 * The same query over the translations: every singleton it reads by id (`_id == "homePage"`) is read as
 * its translation instead, and every collection it reads (`originalsOnly`) as each document's published
 * translation, or the English document where it has none. Its answer has the English query's shape, so the
 * generated types hold.
 */
export function queryInLocale(query: string, locale: Locale): string {
  if (locale === "en") return query;
  const suffix = `${SUFFIX}${locale}`;
  const translation = `count(string::split(_id, "${suffix}")) > 1`;
  const inLocale = `(${translation} || (${originalsOnly.replace("__i18n_es", suffix)} && count(*[_id == ^._id + "${suffix}"]) == 0))`;
  return query
    .replace(SINGLETON_FILTER, (_, id: string) => `_id == "${translationId(id, locale)}"`)
    .replaceAll(originalsOnly, inLocale);
}

/**
 * The collections whose documents an editor translates one by one in the Studio, each into
 * `<id>__i18n_es` beside its English document.
 */
export const translatedCollections = [
  "service",
  "servicePage",
  "industry",
  "caseStudy",
  "testimonial",
  "jobOpening",
  "landingPage",
] as const;

/** Whether an English document (`id` without `drafts.`) has a Spanish version an editor keeps. */
export function isTranslatable(id: string, type: string): boolean {
  if (translationOf(id)) return false;
  return (
    (translatedSingletons as readonly string[]).includes(id) ||
    (translatedCollections as readonly string[]).includes(type)
  );
}

/** Whether a document is a translation (its words are in its own language, not English). */
export const isTranslation = (id: string) => translationOf(id) !== null;
