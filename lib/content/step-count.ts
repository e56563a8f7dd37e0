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

const HARD_CODED_COUNT = new RegExp(
  `\\b(\\d+|${NUMBER_WORDS.join("|")})[\\s-]+(steps?|phases?|stages?)\\b`,
  "i",
);

/** The first hard-coded step or phase count in a text ("6-step", "7 phases", "four steps"), if any. */
export function findHardCodedCount(text: string): string | null {
  return HARD_CODED_COUNT.exec(text)?.[0] ?? null;
}

export function hardCodedCountMessage(found: string): string {
  return `"${found}" types a count that can go stale. Write {quoteSteps} for the quote wizard or {processSteps} for the process phases instead.`;
}
