import { quoteSteps } from "../quote/steps.ts";

/**
 * Copy never types a step count: it writes a token that is replaced by the live number of the thing
 * it counts, so "the quote takes {quoteSteps} steps" can never disagree with the wizard.
 */
export interface StepCounts {
  /** Steps of the quote wizard (`lib/quote/steps.ts`). */
  quoteSteps: number;
  /** Phases of the process page, counted in the content. */
  processSteps: number;
}

export type StepCountToken = keyof StepCounts;

export const stepCountTokens: readonly StepCountToken[] = ["quoteSteps", "processSteps"];

export const QUOTE_STEP_COUNT = quoteSteps.length;

const TOKEN_PATTERN = /\{(quoteSteps|processSteps)\}/g;

export function fillStepCountTokens(text: string, counts: StepCounts): string {
  return text.replace(TOKEN_PATTERN, (_match, name: StepCountToken) => String(counts[name]));
}

export function hasStepCountToken(text: string): boolean {
  return new RegExp(TOKEN_PATTERN.source).test(text);
}

/** Replaces the tokens in every string of a query result, keeping its shape and type. */
export function fillStepCounts<T>(value: T, counts: StepCounts): T {
  if (typeof value === "string") return fillStepCountTokens(value, counts) as T;
  if (Array.isArray(value)) return value.map((item) => fillStepCounts(item, counts)) as T;
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = fillStepCounts(item, counts);
    return out as T;
  }
  return value;
}

const NUMBER_WORDS = [
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
