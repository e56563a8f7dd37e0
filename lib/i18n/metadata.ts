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
  return {
    ...base,
    alternates: {
      canonical: spanish ? spanishPaths[englishPath] : englishPath,
      languages: translated
        ? languageAlternates(englishPath)
        : { [languageTags.en]: englishPath, "x-default": englishPath },
    },
    openGraph: {
      ...base.openGraph,
      locale: openGraphLocales[spanish ? "es" : "en"],
      ...(translated ? { alternateLocale: openGraphLocales[spanish ? "en" : "es"] } : {}),
    },
  };
}
