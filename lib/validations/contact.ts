import { FIELD_LIMITS } from "../../supabase/limits.ts";
import { emailField, requiredText } from "./fields.ts";
import { z } from "./zod-config.ts";

/** The quick contact form: every field required. */
export const contactSchema = z.object({
  firstName: requiredText("First name", FIELD_LIMITS.firstName),
  lastName: requiredText("Last name", FIELD_LIMITS.lastName),
  email: emailField(),
  company: requiredText("Company", FIELD_LIMITS.company),
  message: requiredText("Message", FIELD_LIMITS.message, { multiline: true }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export function contactRow(values: ContactValues) {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    company: values.company,
    message: values.message,
  };
}
