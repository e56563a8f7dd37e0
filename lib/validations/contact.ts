import { FIELD_LIMITS } from "../../supabase/limits.ts";
import { emailField, requiredText } from "./fields.ts";
import { type ValidationWords, validationWords } from "./messages.ts";
import { z } from "./zod-config.ts";

/** What the contact schema's messages say, in one language: the fields' names and the checks' words. */
export interface ContactSchemaWords {
  fields: { firstName: string; lastName: string; email: string; company: string; message: string };
  validation: ValidationWords;
}

/** The quick contact form with its messages in a language: every field required. */
export function contactSchemaIn({ fields, validation: words }: ContactSchemaWords) {
  return z.object({
    firstName: requiredText(fields.firstName, FIELD_LIMITS.firstName, { words }),
    lastName: requiredText(fields.lastName, FIELD_LIMITS.lastName, { words }),
    email: emailField(fields.email, words),
    company: requiredText(fields.company, FIELD_LIMITS.company, { words }),
    message: requiredText(fields.message, FIELD_LIMITS.message, { multiline: true, words }),
  });
}

/** The quick contact form in English. */
export const contactSchema = /* @__PURE__ */ contactSchemaIn({
  fields: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    company: "Company",
    message: "Message",
  },
  validation: validationWords,
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
