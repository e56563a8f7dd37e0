import type { LeadToast } from "../leads/result.ts";
import type { ValidationWords } from "../validations/messages.ts";
import type { Dictionary } from "./dictionaries/en.ts";
import type { Locale } from "./locales.ts";

/** What every lead form's island is handed in its page's language, beside its own words (`form`). */
export interface LeadFormWords<F extends keyof LeadForms> {
  locale: Locale;
  validation: ValidationWords;
  honeypot: string;
  toasts: Record<LeadToast, { title: string; description: string }>;
  /** The name of a toast's close button. */
  dismissToast: string;
  form: LeadForms[F];
}

type LeadForms = Pick<Dictionary["forms"], "contact" | "newsletter" | "evaluation"> & {
  quote: Dictionary["quote"];
};
export type LeadFormName = keyof LeadForms;

/** The quote wizard's words in a language, with what every lead form takes. */
export type QuoteWords = LeadFormWords<"quote">;

/** The wizard's step titles in order (lib/quote/steps.ts), in the words' language. */
export const quoteStepTitles = ({ form: { steps } }: QuoteWords) =>
  [steps.contact, steps.project, steps.features, steps.final] as const;
