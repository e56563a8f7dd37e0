"use client";

import { Button, Input, NativeSelect, SimpleGrid, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { submitEvaluation } from "@/lib/leads/actions";
import type { EvaluationInput, EvaluationValues } from "@/lib/validations/evaluation";
import { evaluationServiceOptions } from "@/lib/validations/options";
import { FormField, FormMessage, Honeypot, useLeadSubmit } from "./form-kit";
import { lazyZodResolver } from "./lazy-resolver";

const resolver = lazyZodResolver(() =>
  import("@/lib/validations/evaluation").then((m) => m.evaluationSchema),
);

const emptyEvaluation: EvaluationInput = { name: "", email: "", phone: "", service: "" };

interface EvaluationFormProps {
  submitLabel?: string;
}

/** The home page's free project evaluation request: name, email, optional phone and service. */
export function EvaluationForm({ submitLabel = "Get My Free Evaluation" }: EvaluationFormProps) {
  const form = useForm<EvaluationInput, unknown, EvaluationValues>({
    resolver,
    defaultValues: emptyEvaluation,
  });
  const { submit, honeypot, message } = useLeadSubmit({
    form,
    action: submitEvaluation,
    successToast: "evaluationSubmitted",
    failedToast: "evaluationFailed",
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Stack asChild gap="5" position="relative">
      <form onSubmit={submit} noValidate aria-label="Project evaluation">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Name" required error={errors.name?.message}>
            <Input size="lg" autoComplete="name" {...form.register("name")} />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input size="lg" type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input size="lg" type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
          <FormField label="Service" error={errors.service?.message}>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field {...form.register("service")}>
                <option value="">Select a service</option>
                {evaluationServiceOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Honeypot inputRef={honeypot} />
        <FormMessage message={message} />
        <Button type="submit" size="lg" loading={isSubmitting} loadingText="Submitting..." boxShadow="glow">
          {submitLabel}
        </Button>
      </form>
    </Stack>
  );
}
