import { FIELD_LIMITS } from "@/supabase/limits";
import { emailField, optionalPhone, requiredText } from "./fields";
import { evaluationServiceOptions, valuesOf } from "./options";
import { z } from "./zod-config";

/** Home "evaluate your project" form: name and email required, phone and service optional. */
export const evaluationSchema = z.object({
  name: requiredText("Name", FIELD_LIMITS.name),
  email: emailField(),
  phone: optionalPhone(),
  service: z
    .union([z.literal(""), z.enum(valuesOf(evaluationServiceOptions))], {
      error: "Please choose a service from the list.",
    })
    .default(""),
});

export type EvaluationInput = z.input<typeof evaluationSchema>;
export type EvaluationValues = z.output<typeof evaluationSchema>;

/** The project_evaluations row the form stores (spec §7): phone and service null when left empty. */
export function evaluationRow(values: EvaluationValues) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone === "" ? null : values.phone,
    service: values.service === "" ? null : values.service,
  };
}
