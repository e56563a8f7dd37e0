import "server-only";
import type { Metadata } from "next";
import { pageMetadata } from "../sanity/metadata.ts";
import { translatedDocuments } from "./content.ts";
import {
  type Locale,
  languageAlternates,
  languageTags,
  openGraphLocales,
  spanishPaths,
  type TranslatedPath,
} from "./locales.ts";
import { translationId } from "./translations.ts";

/**
 * A fixed page's metadata in a language: canonical URL, hreflang alternates with x-default and the Open
 * Graph locale. A page whose translation is not published offers no Spanish alternate, and its Spanish
 * address (which shows the English text) names the English page as canonical.
 */
export async function localizedPageMetadata(
  documentId: string,
  englishPath: TranslatedPath,
  locale: Locale,
): Promise<Metadata> {
  const translated = (await translatedDocuments([documentId], "es")).has(documentId);
  const spanish = locale === "es" && translated;
  const base = spanish
    ? await pageMetadata(translationId(documentId, "es"), spanishPaths[englishPath])
    : await pageMetadata(documentId, englishPath);
  return inLanguages(base, englishPath, translated ? spanishPaths[englishPath] : null, locale);
}

/**
 * A page's metadata (read from the document in the language it is written in) with its languages: the
 * canonical URL of the language it is in, the hreflang alternates and the Open Graph locales. `spanishPath`
 * is null while the page has no published translation: then it offers no Spanish alternate, and its
 * Spanish address (which shows the English text) names the English page as canonical.
 */
export function inLanguages(
  base: Metadata,
  englishPath: string,
  spanishPath: string | null,
  locale: Locale,
): Metadata {
  const spanish = locale === "es" && spanishPath !== null;
  return {
    ...base,
    alternates: {
      canonical: spanish ? spanishPath : englishPath,
      languages: spanishPath
        ? languageAlternates(englishPath, spanishPath)
        : { [languageTags.en]: englishPath, "x-default": englishPath },
    },
    openGraph: {
      ...base.openGraph,
      locale: openGraphLocales[spanish ? "es" : "en"],
      ...(spanishPath ? { alternateLocale: openGraphLocales[spanish ? "en" : "es"] } : {}),
    },
  };
}
