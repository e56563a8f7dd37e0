import { en } from "../i18n/dictionaries/en.ts";
import { es } from "../i18n/dictionaries/es.ts";
import type { Locale } from "../i18n/locales.ts";
import { type SeoError, seoErrorKinds } from "./errors.ts";
import type { AnalyzerWords } from "./words.ts";

const words: Record<Locale, AnalyzerWords> = { en: en.analyzer, es: es.analyzer };

/** The analyzer's words in a language (the dictionaries' `analyzer`), for the server to hand out. */
export const analyzerWordsIn = (locale: Locale): AnalyzerWords => words[locale];

/** The name of its toasts' close button in a language (the dictionaries' `toast.dismiss`). */
export const toastDismissIn = (locale: Locale): string => (locale === "es" ? es : en).toast.dismiss;

/**
 * What happened and what to do, in the reader's language. The engine's messages are English and name the
 * details (the status, the seconds): English keeps them; another language words the failure by its code,
 * with the advice of a fault that may pass where the website's error was one.
 */
export function failureIn(error: SeoError, locale: Locale): { reason: string; advice: string } {
  if (locale === "en") return { reason: error.message, advice: error.advice };
  const { errors, passingFault } = words[locale];
  const passing = error.retryable && !seoErrorKinds[error.code].retryable;
  return { reason: errors[error.code].reason, advice: passing ? passingFault : errors[error.code].advice };
}
