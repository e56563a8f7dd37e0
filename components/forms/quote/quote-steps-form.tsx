"use client";

import { type ComponentType, useActionState, useRef } from "react";
import { useForm } from "react-hook-form";
import { fill } from "../../../lib/i18n/fill.ts";
import { type QuoteWords, quoteStepTitles } from "../../../lib/i18n/form-words.ts";
import { answerQuoteStep } from "../../../lib/quote/actions.ts";
import { initialQuoteSteps, type QuoteStepsState } from "../../../lib/quote/posted-steps.ts";
import type { PricingModel } from "../../../lib/quote/pricing.ts";
import { fieldsOfStep, isFirstStep, isLastStep, QUOTE_STEP_COUNT } from "../../../lib/quote/wizard.ts";
import type { QuoteField, QuoteInput, QuoteValues } from "../../../lib/validations/quote.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { button, fieldset } from "../../../styled-system/recipes/index.mjs";
import { Honeypot, LocaleField, PostedReply, SubmitButton } from "../form-kit.tsx";
import { quoteDialogClasses } from "./quote-dialog.styles.ts";
import { StepProgress } from "./step-progress.tsx";
import { ContactStep } from "./steps/contact-step.tsx";
import { FeaturesStep } from "./steps/features-step.tsx";
import { FinalStep } from "./steps/final-step.tsx";
import { ProjectStep } from "./steps/project-step.tsx";
import type { QuoteStepProps } from "./steps/step-props.ts";

const stepViews: readonly ComponentType<QuoteStepProps>[] = [
  ContactStep,
  ProjectStep,
  FeaturesStep,
  FinalStep,
];

const group = fieldset();
const styles = {
  form: css({ display: "flex", flexDirection: "column", gap: "6" }),
  legend: cx(group.legend, css({ fontFamily: "heading", textStyle: "lg", fontWeight: "semibold", mb: "4" })),
  // Next Step comes first in the form, so Enter in a field moves on; Previous is drawn on its left.
  footer: css({ display: "flex", flexDirection: "row-reverse", justifyContent: "space-between", gap: "3" }),
  previous: button({ variant: "outline" }),
  next: button(),
};

/** Another step's answers, carried along unseen so every post holds the whole request. */
function CarriedAnswers({ step, values }: { step: number; values: QuoteInput }) {
  const shown = new Set<QuoteField>(fieldsOfStep(step));
  return (
    <>
      {(Object.keys(values) as QuoteField[])
        .filter((field) => !shown.has(field))
        .flatMap((field) => {
          const value = values[field];
          return (Array.isArray(value) ? value : [value]).map((one) => (
            <input key={`${field}-${one}`} type="hidden" name={field} value={one} />
          ));
        })}
    </>
  );
}

/** One step of the request, drawn from the server's answer: the step's fields, filled and with their errors. */
function StepFields({
  state,
  pricing,
  words,
}: {
  state: QuoteStepsState;
  pricing: PricingModel | null;
  words: QuoteWords;
}) {
  const form = useForm<QuoteInput, unknown, QuoteValues>({
    defaultValues: state.values,
    errors: state.fieldErrors
      ? Object.fromEntries(
          Object.entries(state.fieldErrors).map(([name, message]) => [name, { type: "server", message }]),
        )
      : undefined,
  });
  const Step = stepViews[state.step - 1] ?? ContactStep;
  return (
    <fieldset className={group.root}>
      <legend className={styles.legend}>{quoteStepTitles(words)[state.step - 1]}</legend>
      <Step form={form} pricing={pricing} words={words} />
    </fieldset>
  );
}

/**
 * The quote request at /quote: the wizard's four steps as a form the server draws one step at a time, so it
 * works without JavaScript (each Next Step, Previous and Submit posts to answerQuoteStep and the page
 * comes back with the next step); with JavaScript the same action answers without a page load.
 */
export function QuoteStepsForm({ pricing, words }: { pricing: PricingModel | null; words: QuoteWords }) {
  const [state, formAction, pending] = useActionState(answerQuoteStep, initialQuoteSteps);
  const honeypot = useRef<HTMLInputElement>(null);
  const { step } = state;
  const w = words.form;
  return (
    <form action={formAction} noValidate aria-label={w.formName} className={styles.form}>
      <p className={quoteDialogClasses.kicker}>{fill(w.stepOf, { step, count: QUOTE_STEP_COUNT })}</p>
      <StepProgress step={step} words={words} />
      <PostedReply posted={state.result ?? null} successToast="quoteSubmitted" words={words} />
      <input type="hidden" name="step" value={step} />
      <LocaleField words={words} />
      <CarriedAnswers step={step} values={state.values} />
      <StepFields key={state.revision} state={state} pricing={pricing} words={words} />
      <Honeypot inputRef={honeypot} label={words.honeypot} />
      <div className={styles.footer}>
        {isLastStep(step) ? (
          <SubmitButton busy={pending} busyLabel={w.busy} name="intent" value="submit">
            {w.submit}
          </SubmitButton>
        ) : (
          <button type="submit" name="intent" value="next" className={styles.next} disabled={pending}>
            {w.next}
          </button>
        )}
        <button
          type="submit"
          name="intent"
          value="back"
          className={styles.previous}
          disabled={isFirstStep(step) || pending}
        >
          {w.previous}
        </button>
      </div>
    </form>
  );
}
