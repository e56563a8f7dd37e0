"use client";

import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { X } from "lucide";
import { type ComponentType, type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { fill } from "../../../lib/i18n/fill.ts";
import { type QuoteWords, quoteStepTitles } from "../../../lib/i18n/form-words.ts";
import { submitQuote } from "../../../lib/leads/actions.ts";
import type { PricingModel } from "../../../lib/quote/pricing.ts";
import {
  clampQuoteStep,
  emptyQuote,
  fieldsOfStep,
  isFirstStep,
  isLastStep,
  isQuoteStepFilled,
  QUOTE_STEP_COUNT,
  stepAfter,
  stepBefore,
} from "../../../lib/quote/wizard.ts";
import type { EarlyAnswers } from "../../../lib/runtime/early-taps.ts";
import type { QuoteInput, QuotePrefill, QuoteValues } from "../../../lib/validations/quote.ts";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { button, fieldset } from "../../../styled-system/recipes/index.mjs";
import { keepOpenOnFocusOutside } from "../../ui/dialog-focus.ts";
import { SvgIcon } from "../../ui/svg-icon.tsx";
import { Honeypot, ServerMessage, SubmitButton, useLeadSubmit } from "../form-kit.tsx";
import { lazyZodResolver } from "../lazy-resolver.ts";
import { quoteDialogClasses as classes } from "./quote-dialog.styles.ts";
import { StepProgress } from "./step-progress.tsx";
import { ContactStep } from "./steps/contact-step.tsx";
import { FeaturesStep } from "./steps/features-step.tsx";
import { FinalStep } from "./steps/final-step.tsx";
import { ProjectStep } from "./steps/project-step.tsx";
import type { QuoteStepProps } from "./steps/step-props.ts";

/** Each step's form, in the order of `quoteSteps`. */
const stepViews: readonly ComponentType<QuoteStepProps>[] = [
  ContactStep,
  ProjectStep,
  FeaturesStep,
  FinalStep,
];

/** The schema the server checks, its messages in the words' language. */
const loadSchema = (words: QuoteWords) =>
  import("../../../lib/validations/quote.ts").then((m) =>
    m.quoteSchemaIn({ messages: words.form.messages, validation: words.validation }),
  );

const group = fieldset();
const styles = {
  form: css({ display: "contents" }),
  legend: cx(group.legend, css({ fontFamily: "heading", textStyle: "lg", fontWeight: "semibold", mb: "4" })),
  // Each step comes in from the side it is reached from; still under reduced motion.
  step: css({
    animationName: "fade-in",
    animationDuration: "moderate",
    _motionReduce: { animation: "none" },
  }),
  message: css({ mt: "4", _empty: { display: "none" } }),
  previous: button({ variant: "outline" }),
  next: button(),
};

export interface QuoteWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocusEl: () => HTMLElement | null;
  pricing: PricingModel | null;
  prefill?: QuotePrefill;
  /** The frame drawn at the tap is on screen already: the dialog takes its place without coming in again. */
  replacesFrame?: boolean;
  /**
   * Hides the first step shown before the wizard came and hands over what was typed in it; called once
   * the wizard's own fields are in the document, so nothing typed meanwhile is lost.
   */
  takeOver?: () => EarlyAnswers | undefined;
  /** The wizard's words in the page's language. */
  words: QuoteWords;
}

/** Runs `effect` once, as soon as it is in the document (before the browser paints or handles input). */
function OnMount({ effect }: { effect: () => void }) {
  const run = useRef(effect);
  useLayoutEffect(() => run.current(), []);
  return null;
}

/** The four-step quote request: a modal form in steps, each step its own component (./steps). */
export function QuoteWizard({
  open,
  onOpenChange,
  finalFocusEl,
  pricing,
  prefill,
  replacesFrame,
  takeOver,
  words,
}: QuoteWizardProps) {
  const [step, setStep] = useState(1);
  const [resolver] = useState(() => lazyZodResolver(() => loadSchema(words)));
  const w = words.form;
  const form = useForm<QuoteInput, unknown, QuoteValues>({
    resolver,
    defaultValues: { ...emptyQuote, ...prefill },
  });
  const { submit, honeypot, message, warm } = useLeadSubmit({
    form,
    action: submitQuote,
    successToast: "quoteSubmitted",
    failedToast: "quoteFailed",
    words,
    onSuccess: () => {
      setStep(1);
      onOpenChange(false);
    },
  });
  // Read at every render, not held by a subscriber: the take-over below writes the first answers before
  // any subscriber of this form listens (a child's layout effect runs before its parent's), and a held copy
  // would keep Next Step shut on a step the visitor has filled. Each answer re-renders the form anyway.
  const values = form.watch() as Partial<QuoteInput>;
  const stepFilled = isQuoteStepFilled(step, values);
  const bodyRef = useRef<HTMLDivElement>(null);
  const changedStep = useRef(false);

  // The schema and the toaster come while the visitor types the first answers, not on Next Step.
  useEffect(() => {
    if (!open) return;
    void loadSchema(words).catch(() => {});
    warm();
  }, [open, warm, words]);

  // After Next Step or Previous, focus goes to the new step's first field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change is the trigger
  useEffect(() => {
    if (!changedStep.current) return;
    changedStep.current = false;
    bodyRef.current?.querySelector<HTMLElement>("input:not([tabindex='-1']), select, textarea")?.focus();
  }, [step]);

  const goTo = (next: number) => {
    changedStep.current = true;
    setStep(clampQuoteStep(next));
  };

  const next = async () => {
    const answers = form.getValues();
    if (!isQuoteStepFilled(step, answers)) return;
    if (await form.trigger([...fieldsOfStep(step)], { shouldFocus: true })) goTo(stepAfter(step, answers));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!isLastStep(step)) {
      event.preventDefault();
      void next();
      return;
    }
    void submit(event);
  };

  // Where focus goes when the dialog opens: the field the visitor was typing in before the wizard came.
  const initialFocus = useRef<HTMLElement | null>(null);
  const takeOverFirstStep = () => {
    const early = takeOver?.();
    if (!early) return;
    for (const field of fieldsOfStep(1)) {
      const value = early.values[field];
      if (value) form.setValue(field, value, { shouldDirty: true });
    }
    const focused = early.focused
      ? bodyRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(early.focused)}"]`)
      : null;
    if (focused) {
      initialFocus.current = focused;
      focused.focus();
    }
    setTakenOver({ advance: early.advance });
  };
  const [takenOver, setTakenOver] = useState<{ advance: boolean } | null>(null);
  // A Next Step pressed before the wizard came is answered once the wizard has drawn the answers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the take-over is the trigger
  useEffect(() => {
    if (takenOver?.advance) void next();
  }, [takenOver]);

  const Step = stepViews[step - 1] ?? ContactStep;
  const instant = replacesFrame ? classes.noEntrance : undefined;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      onFocusOutside={keepOpenOnFocusOutside}
      finalFocusEl={finalFocusEl}
      initialFocusEl={() => initialFocus.current}
      closeOnInteractOutside={false}
      lazyMount
    >
      <Portal>
        <Dialog.Backdrop className={cx(classes.backdrop, instant)} />
        <Dialog.Positioner className={classes.positioner}>
          <Dialog.Content className={cx(classes.content, instant)}>
            <form onSubmit={onSubmit} noValidate className={styles.form}>
              <div className={classes.header}>
                <div className={classes.heading}>
                  <p className={classes.kicker}>{fill(w.stepOf, { step, count: QUOTE_STEP_COUNT })}</p>
                  <Dialog.Title className={classes.title}>{w.title}</Dialog.Title>
                  <Dialog.Description className={classes.description}>{w.description}</Dialog.Description>
                </div>
                <StepProgress step={step} words={words} />
              </div>

              <div ref={bodyRef} className={classes.body}>
                <fieldset className={group.root}>
                  <legend className={styles.legend}>{quoteStepTitles(words)[step - 1]}</legend>
                  <div key={step} className={styles.step}>
                    <Step form={form} pricing={pricing} words={words} />
                  </div>
                </fieldset>
                <Honeypot inputRef={honeypot} label={words.honeypot} />
                <div className={styles.message}>
                  <ServerMessage message={message} />
                </div>
              </div>

              <div className={classes.footer}>
                <button
                  type="button"
                  className={styles.previous}
                  disabled={isFirstStep(step)}
                  onClick={() => goTo(stepBefore(step))}
                >
                  {w.previous}
                </button>
                {isLastStep(step) ? (
                  <SubmitButton key="submit" busy={form.formState.isSubmitting} busyLabel={w.busy}>
                    {w.submit}
                  </SubmitButton>
                ) : (
                  <button key="next" type="submit" className={styles.next} disabled={!stepFilled}>
                    {w.next}
                  </button>
                )}
              </div>
            </form>
            <OnMount effect={takeOverFirstStep} />
            <Dialog.CloseTrigger className={classes.closeTrigger} aria-label={w.close}>
              <SvgIcon icon={X} size={18} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
