"use client";

import { ChevronDown } from "lucide";
import { useForm } from "react-hook-form";
import { SvgIcon } from "@/components/ui/svg-icon";
import { submitEvaluation } from "@/lib/leads/actions";
import type { EvaluationInput, EvaluationValues } from "@/lib/validations/evaluation";
import { evaluationServiceOptions } from "@/lib/validations/options";
import { css } from "@/styled-system/css";
import { nativeSelect } from "@/styled-system/recipes";
import { lazyZodResolver } from "./lazy-resolver";
import {
  Honeypot,
  LabelledField,
  ServerMessage,
  SubmitButton,
  TextField,
  useLeadSubmit,
} from "./lead-form-kit";

const resolver = lazyZodResolver(() =>
  import("@/lib/validations/evaluation").then((m) => m.evaluationSchema),
);

const emptyEvaluation: EvaluationInput = { name: "", email: "", phone: "", service: "" };

const select = nativeSelect({ size: "lg" });

interface EvaluationFormProps {
  submitLabel?: string;
}

/** The home page's free project evaluation request: name, email, optional phone and service. */
export function EvaluationForm({ submitLabel = "Get My Free Evaluation" }: EvaluationFormProps) {
  const form = useForm<EvaluationInput, unknown, EvaluationValues>({
    resolver,
    defaultValues: emptyEvaluation,
  });
  const { submit, honeypot, message, warm } = useLeadSubmit({
    form,
    action: submitEvaluation,
    successToast: "evaluationSubmitted",
    failedToast: "evaluationFailed",
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form
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
        <LabelledField label="Service" error={errors.service?.message}>
          {(control) => (
            <div className={select.root}>
              <select className={select.field} {...control} {...form.register("service")}>
                <option value="">Select a service</option>
                {evaluationServiceOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <span className={select.indicator}>
                <SvgIcon icon={ChevronDown} />
              </span>
            </div>
          )}
        </LabelledField>
      </div>
      <Honeypot inputRef={honeypot} />
      <ServerMessage message={message} />
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
