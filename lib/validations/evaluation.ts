import { FIELD_LIMITS, SERVICE_KEY_MAX, SERVICE_KEY_PATTERN } from "../../supabase/limits.ts";
import { emailField, optionalPhone, requiredText } from "./fields.ts";
import { type ValidationWords, validationWords } from "./messages.ts";
import { z } from "./zod-config.ts";

export const SERVICE_CHOICE_MESSAGE = "Please choose a service from the list.";

/** What the evaluation schema's messages say, in one language. */
export interface EvaluationSchemaWords {
  fields: { name: string; email: string; phone: string };
  serviceChoice: string;
  validation: ValidationWords;
}

/**
 * Home "evaluate your project" form: name and email required, phone and service optional. The service is
 * a published service's slug; which slugs are published is checked on the server (`withPublishedService`).
 */
export function evaluationSchemaIn({ fields, serviceChoice, validation: words }: EvaluationSchemaWords) {
  return z.object({
    name: requiredText(fields.name, FIELD_LIMITS.name, { words }),
    email: emailField(fields.email, words),
    phone: optionalPhone(fields.phone, words),
    service: z
      .union(
        [
          z.literal(""),
          z.string().max(SERVICE_KEY_MAX, serviceChoice).regex(SERVICE_KEY_PATTERN, serviceChoice),
        ],
        { error: serviceChoice },
      )
      .default(""),
  });
}

export const englishEvaluationWords: EvaluationSchemaWords = {
  fields: { name: "Name", email: "Email", phone: "Phone number" },
  serviceChoice: SERVICE_CHOICE_MESSAGE,
  validation: validationWords,
};

export const evaluationSchema = /* @__PURE__ */ evaluationSchemaIn(englishEvaluationWords);

export type EvaluationInput = z.input<typeof evaluationSchema>;
export type EvaluationValues = z.output<typeof evaluationSchema>;

/** The evaluation schema that also refuses a service not among `serviceKeys` (the published ones). */
export const withPublishedService = (
  serviceKeys: readonly string[],
  words: EvaluationSchemaWords = englishEvaluationWords,
) =>
  evaluationSchemaIn(words).refine(
    (values) => values.service === "" || serviceKeys.includes(values.service),
    { message: words.serviceChoice, path: ["service"] },
  );

/** The project_evaluations row the form stores: phone and service null when left empty. */
export function evaluationRow(values: EvaluationValues) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone === "" ? null : values.phone,
    service: values.service === "" ? null : values.service,
  };
}
