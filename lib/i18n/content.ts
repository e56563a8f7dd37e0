import type { ClientReturn, QueryParams } from "next-sanity";
import { sanityFetch } from "../sanity/fetch.ts";
import { existingIdsQuery } from "../sanity/queries.ts";
import type { Locale } from "./locales.ts";
import { queryInLocale, translationId } from "./translations.ts";

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
  if (locale !== "en") {
    const translated = (await sanityFetch({
      query: queryInLocale(query, locale),
      params,
    })) as ClientReturn<Q, unknown>;
    if (translated) return { content: translated, locale };
  }
  return { content: await sanityFetch({ query, params }), locale: "en" };
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
