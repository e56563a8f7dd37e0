"use server";

import { submitQuote } from "../leads/actions.ts";
import { quoteSchemaFor } from "../leads/forms.ts";
import { formLocale, postedValues } from "../leads/posted.ts";
import { HONEYPOT_FIELD, LOCALE_FIELD } from "../leads/result.ts";
import { type QuoteIntent, type QuoteStepsState, quoteAnswers, quoteMove } from "./posted-steps.ts";
import { emptyQuote, QUOTE_STEP_COUNT } from "./wizard.ts";

const intents: readonly QuoteIntent[] = ["next", "back", "submit"];

/**
 * One post of /quote's steps: moves between them by the wizard's rules, and on the last sends the request
 * the way the wizard does (submitQuote: honeypot, schema, rate limits, the estimate from the published
 * pricing model). After a success the form starts again, empty, at step 1.
 */
export async function answerQuoteStep(previous: QuoteStepsState, posted: FormData): Promise<QuoteStepsState> {
  const values = postedValues(posted, ["features"]);
  const answers = quoteAnswers(values);
  const intent = intents.find((name) => name === values.intent) ?? "next";
  const revision = (Number.isSafeInteger(previous?.revision) ? previous.revision : 0) + 1;
  const locale = formLocale(values);
  const move = quoteMove(Number(values.step), intent, answers, quoteSchemaFor(locale));
  if (move.to === "step") {
    return { step: move.step, values: answers, fieldErrors: move.fieldErrors, revision };
  }
  const result = await submitQuote({
    ...answers,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "",
    [LOCALE_FIELD]: locale,
  });
  if (result.ok) return { step: 1, values: emptyQuote, result, revision };
  return { step: QUOTE_STEP_COUNT, values: answers, fieldErrors: result.fieldErrors, result, revision };
}
