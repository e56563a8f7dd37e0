"use client";

import { useState } from "react";
import type { LeadFormWords } from "../../lib/i18n/form-words.ts";
import { submitEvaluation } from "../../lib/leads/actions.ts";
import type { EvaluationInput, EvaluationValues } from "../../lib/validations/evaluation.ts";
import type { ServiceOption } from "../../lib/validations/options.ts";
import { css } from "../../styled-system/css/index.mjs";
import {
  Honeypot,
  LocaleField,
  PostedReply,
  SelectField,
  ServerMessage,
  SubmitButton,
  TextField,
  useLeadForm,
  useLeadSubmit,
} from "./form-kit.tsx";
import { lazyZodResolver } from "./lazy-resolver.ts";

const emptyEvaluation: EvaluationInput = { name: "", email: "", phone: "", service: "" };

interface EvaluationFormProps {
  /** The published services, by name as on the site; the lead stores the chosen one's slug. */
  services: readonly ServiceOption[];
  /** The form's words in the page's language (lib/i18n/dictionary.ts leadFormWords). */
  words: LeadFormWords<"evaluation">;
  submitLabel?: string;
}

/** The home page's free project evaluation request: name, email, optional phone and service. */
export function EvaluationForm({ services, words, submitLabel = words.form.submit }: EvaluationFormProps) {
  const w = words.form;
  const [resolver] = useState(() =>
    lazyZodResolver(() =>
      import("../../lib/validations/evaluation.ts").then((m) =>
        m.evaluationSchemaIn({
          fields: { name: w.name, email: w.email, phone: w.phoneInMessages },
          serviceChoice: w.serviceChoice,
          validation: words.validation,
        }),
      ),
    ),
  );
  const { form, posted, formAction } = useLeadForm<EvaluationInput, EvaluationValues>({
    action: submitEvaluation,
    resolver,
    defaultValues: emptyEvaluation,
  });
  const { submit, honeypot, message, warm } = useLeadSubmit({
    form,
    action: submitEvaluation,
    successToast: "evaluationSubmitted",
    failedToast: "evaluationFailed",
    words,
  });
  const { isSubmitting } = form.formState;

  return (
    <form
      action={formAction}
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label={w.formName}
      className={css({ display: "flex", flexDirection: "column", gap: "5", position: "relative" })}
    >
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
          gap: "4",
        })}
      >
        <TextField label={w.name} required form={form} name="name" autoComplete="name" size="lg" />
        <TextField
          label={w.email}
          required
          form={form}
          name="email"
          type="email"
          autoComplete="email"
          size="lg"
        />
        <TextField label={w.phone} form={form} name="phone" type="tel" autoComplete="tel" size="lg" />
        <SelectField
          label={w.service}
          form={form}
          name="service"
          placeholder={w.servicePlaceholder}
          options={services}
        />
      </div>
      <Honeypot inputRef={honeypot} label={words.honeypot} />
      <LocaleField words={words} />
      <ServerMessage message={message} />
      <PostedReply posted={posted} successToast="evaluationSubmitted" words={words} />
      <SubmitButton busy={isSubmitting} busyLabel={w.busy} size="lg" className={css({ boxShadow: "glow" })}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
