import type { ClientReturn, QueryParams } from "next-sanity";
import { sanityFetch } from "../sanity/fetch.ts";
import { existingIdsQuery } from "../sanity/queries.ts";
import { type ContentSlugs, type Locale, localizedHref, noContentSlugs } from "./locales.ts";
import { contentSlugs } from "./slugs.ts";
import { queryInLocale, translationId } from "./translations.ts";

/**
 * The language of a collection's documents (services, industries, case studies, testimonials) on a
 * Spanish page while they have no published translation: their words are English and marked so.
 */
export const UNTRANSLATED_COLLECTIONS = "en-US";

export interface InLocale<T> {
  content: T;
  /** The language the content is written in: English when the translation is not published. */
  locale: Locale;
}

/**
 * A singleton page's content in a language, or its English content when that translation is not
 * published: a missing translation is never a broken page (the page marks the passage lang="en").
 */
export async function fetchInLocale<const Q extends string>(
  query: Q,
  locale: Locale,
  params?: QueryParams,
): Promise<InLocale<ClientReturn<Q, unknown>>> {
  if (locale === "en") return { content: await sanityFetch({ query, params }), locale };
  const translated = (await sanityFetch({
    query: queryInLocale(query, locale),
    params,
  })) as ClientReturn<Q, unknown>;
  const content = translated ?? (await sanityFetch({ query, params }));
  return {
    content: withLocalizedLinks(content, locale, await contentSlugs()),
    locale: translated ? locale : "en",
  };
}

/**
 * A document read by its id (`$id`) in a language: its translation's content, or the English content while
 * that translation is not published.
 */
export async function fetchByIdInLocale<const Q extends string>(
  query: Q,
  id: string,
  locale: Locale,
): Promise<InLocale<ClientReturn<Q, unknown>>> {
  if (locale === "en") return { content: await sanityFetch({ query, params: { id } }), locale };
  const translated = await sanityFetch({ query, params: { id: translationId(id, locale) } });
  const content = translated ?? (await sanityFetch({ query, params: { id } }));
  return {
    content: withLocalizedLinks(content, locale, await contentSlugs()),
    locale: translated ? locale : "en",
  };
}

/**
 * Content with every link (`href`) that has an address in the locale leading there: a Spanish page's
 * buttons and cards lead to Spanish pages, whatever document their link was written in.
 */
export function withLocalizedLinks<T>(content: T, locale: Locale, slugs: ContentSlugs = noContentSlugs): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === "href" && typeof item === "string" ? localizedHref(item, locale, slugs) : walk(item),
      ]),
    );
  };
  return walk(content) as T;
}

/** The English documents among these whose translation into the locale is published. */
export async function translatedDocuments(ids: readonly string[], locale: Locale): Promise<Set<string>> {
  if (locale === "en") return new Set(ids);
  const found = new Set(
    await sanityFetch({
      query: existingIdsQuery,
      params: { ids: ids.map((id) => translationId(id, locale)) },
    }),
  );
  return new Set(ids.filter((id) => found.has(translationId(id, locale))));
}
