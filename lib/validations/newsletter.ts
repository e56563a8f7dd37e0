import { emailField } from "./fields";
import { z } from "./zod-config";

export const newsletterSchema = z.object({ email: emailField() });

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;
