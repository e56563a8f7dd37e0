"use client";

import { submitEvaluation } from "../../lib/leads/actions.ts";
import type { EvaluationInput, EvaluationValues } from "../../lib/validations/evaluation.ts";
import type { ServiceOption } from "../../lib/validations/options.ts";
import { css } from "../../styled-system/css/index.mjs";
import {
  Honeypot,
  PostedReply,
  SelectField,
  ServerMessage,
  SubmitButton,
  TextField,
  useLeadForm,
  useLeadSubmit,
} from "./form-kit.tsx";
import { lazyZodResolver } from "./lazy-resolver.ts";

const resolver = lazyZodResolver(() =>
  import("../../lib/validations/evaluation.ts").then((m) => m.evaluationSchema),
);

const emptyEvaluation: EvaluationInput = { name: "", email: "", phone: "", service: "" };

interface EvaluationFormProps {
  /** The published services, by name as on the site; the lead stores the chosen one's slug. */
  services: readonly ServiceOption[];
  submitLabel?: string;
}

/** The home page's free project evaluation request: name, email, optional phone and service. */
export function EvaluationForm({ services, submitLabel = "Get My Free Evaluation" }: EvaluationFormProps) {
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
  });
  const { isSubmitting } = form.formState;

  return (
    <form
      action={formAction}
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label="Project evaluation"
      className={css({ display: "flex", flexDirection: "column", gap: "5", position: "relative" })}
    >
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
          gap: "4",
        })}
      >
        <TextField label="Name" required form={form} name="name" autoComplete="name" size="lg" />
        <TextField
          label="Email"
          required
          form={form}
          name="email"
          type="email"
          autoComplete="email"
          size="lg"
        />
        <TextField label="Phone" form={form} name="phone" type="tel" autoComplete="tel" size="lg" />
        <SelectField
          label="Service"
          form={form}
          name="service"
          placeholder="Select a service"
          options={services}
        />
      </div>
      <Honeypot inputRef={honeypot} />
      <ServerMessage message={message} />
      <PostedReply posted={posted} successToast="evaluationSubmitted" />
      <SubmitButton
        busy={isSubmitting}
        busyLabel="Submitting..."
        size="lg"
        className={css({ boxShadow: "glow" })}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
