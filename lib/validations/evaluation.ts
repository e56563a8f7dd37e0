import { FIELD_LIMITS, SERVICE_KEY_MAX, SERVICE_KEY_PATTERN } from "../../supabase/limits.ts";
import { emailField, optionalPhone, requiredText } from "./fields.ts";
import { z } from "./zod-config.ts";

export const SERVICE_CHOICE_MESSAGE = "Please choose a service from the list.";

/**
 * Home "evaluate your project" form: name and email required, phone and service optional. The service is
 * a published service's slug; which slugs are published is checked on the server (`withPublishedService`).
 */
export const evaluationSchema = z.object({
  name: requiredText("Name", FIELD_LIMITS.name),
  email: emailField(),
  phone: optionalPhone(),
  service: z
    .union(
      [
        z.literal(""),
        z
          .string()
          .max(SERVICE_KEY_MAX, SERVICE_CHOICE_MESSAGE)
          .regex(SERVICE_KEY_PATTERN, SERVICE_CHOICE_MESSAGE),
      ],
      { error: SERVICE_CHOICE_MESSAGE },
    )
    .default(""),
});

export type EvaluationInput = z.input<typeof evaluationSchema>;
export type EvaluationValues = z.output<typeof evaluationSchema>;

/** The evaluation schema that also refuses a service not among `serviceKeys` (the published ones). */
export const withPublishedService = (serviceKeys: readonly string[]) =>
  evaluationSchema.refine((values) => values.service === "" || serviceKeys.includes(values.service), {
    message: SERVICE_CHOICE_MESSAGE,
    path: ["service"],
  });

/** The project_evaluations row the form stores: phone and service null when left empty. */
export function evaluationRow(values: EvaluationValues) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone === "" ? null : values.phone,
    service: values.service === "" ? null : values.service,
  };
}
