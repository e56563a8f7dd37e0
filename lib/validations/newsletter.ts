import { z } from "zod";
import { emailField } from "./fields";

export const newsletterSchema = z.object({ email: emailField() });

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;
