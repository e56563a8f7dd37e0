import type { LeadResult } from "../leads/result.ts";
import { type QuoteInput, quoteSchema } from "../validations/quote.ts";
import {
  clampQuoteStep,
  emptyQuote,
  fieldsOfStep,
  isLastStep,
  QUOTE_STEP_COUNT,
  stepBefore,
} from "./wizard.ts";

/**
 * The quote request as a form the server draws one step at a time (/quote, which works without
 * JavaScript): every answer travels with each post, the step's own fields as inputs and the others'
 * hidden, and the server decides where Next Step and Previous lead by the wizard's own rules.
 */
export interface QuoteStepsState {
  step: number;
  values: QuoteInput;
  fieldErrors?: Record<string, string>;
  /** The answer to Submit Quote Request. */
  result?: LeadResult;
  /** Counts the answers, so the browser draws a step afresh after each one. */
  revision: number;
}

export const initialQuoteSteps: QuoteStepsState = { step: 1, values: emptyQuote, revision: 0 };

/**
 * What the wizard holds, from a post's values: each text field a string, the features a list. Shaped, not
 * checked: the schema judges the answers when the step is left.
 */
export function quoteAnswers(posted: Record<string, unknown>): QuoteInput {
  const answers: Record<string, string | string[]> = {};
  for (const [field, empty] of Object.entries(emptyQuote)) {
    const value = posted[field];
    if (Array.isArray(empty)) {
      answers[field] = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
    } else {
      answers[field] = typeof value === "string" ? value : "";
    }
  }
  return answers as QuoteInput;
}

export type QuoteIntent = "next" | "back" | "submit";

export type QuoteMove = { to: "step"; step: number; fieldErrors?: Record<string, string> } | { to: "submit" };

/**
 * Where a post leads: Previous one step back, answers kept and unchecked; Next Step and Submit only once
 * every step so far is valid by the shared schema, else to the first step with an error, its fields'
 * messages beside them. Submit counts only on the last step.
 */
export function quoteMove(
  step: number,
  intent: QuoteIntent,
  answers: QuoteInput,
  schema: typeof quoteSchema = quoteSchema,
): QuoteMove {
  const at = clampQuoteStep(step);
  if (intent === "back") return { to: "step", step: stepBefore(at) };
  const parsed = schema.safeParse(answers);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  for (let s = 1; s <= at; s++) {
    const stepErrors = Object.fromEntries(
      fieldsOfStep(s).flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])),
    );
    if (Object.keys(stepErrors).length > 0) return { to: "step", step: s, fieldErrors: stepErrors };
  }
  if (isLastStep(at)) return intent === "submit" ? { to: "submit" } : { to: "step", step: QUOTE_STEP_COUNT };
  return { to: "step", step: at + 1 };
}
