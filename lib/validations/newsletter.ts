import { emailField } from "./fields.ts";
import { type ValidationWords, validationWords } from "./messages.ts";
import { z } from "./zod-config.ts";

/** The newsletter sign-up with its messages in a language (`email` names the field in them). */
export const newsletterSchemaIn = ({ email, validation }: { email: string; validation: ValidationWords }) =>
  z.object({ email: emailField(email, validation) });

export const newsletterSchema = /* @__PURE__ */ newsletterSchemaIn({
  email: "Email",
  validation: validationWords,
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;
