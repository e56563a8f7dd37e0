import { emailField } from "./fields.ts";
import { z } from "./zod-config.ts";

export const newsletterSchema = z.object({ email: emailField() });

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;
