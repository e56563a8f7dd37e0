import type { Locale } from "../i18n/locales.ts";
import { quoteSteps } from "../quote/steps.ts";

/**
 * Copy never types a step count: it writes {quoteSteps} or {processSteps}, which are filled with the
 * live number of the thing they count (lib/content/content-tokens.ts), so "the quote takes
 * {quoteSteps} steps" can never disagree with the wizard.
 */
export const QUOTE_STEP_COUNT = quoteSteps.length;

/** Counts written as words, "one" to "twelve"; index + 1 is the number. */
export const NUMBER_WORDS = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** The same counts in Spanish, "uno" to "doce"; "una" is left out: "una fase" names one, it counts none. */
export const SPANISH_NUMBER_WORDS = [
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
];

const countOf = (words: readonly string[], units: string) =>
  new RegExp(`\\b(\\d+|${words.join("|")})[\\s-]+(${units})\\b`, "i");

/** Per language: its number words and its words for steps and phases. */
const HARD_CODED_COUNT: Record<Locale, RegExp> = {
  en: countOf(NUMBER_WORDS, "steps?|phases?|stages?"),
  es: countOf(SPANISH_NUMBER_WORDS, "pasos?|fases?|etapas?"),
};

/**
 * The first hard-coded step or phase count in a text ("6-step", "7 phases", "four steps"; in Spanish
 * "6 pasos", "siete fases"), if any.
 */
export function findHardCodedCount(text: string, locale: Locale = "en"): string | null {
  return HARD_CODED_COUNT[locale].exec(text)?.[0] ?? null;
}

export function hardCodedCountMessage(found: string): string {
  return `"${found}" types a count that can go stale. Write {quoteSteps} for the quote wizard or {processSteps} for the process phases instead.`;
}
