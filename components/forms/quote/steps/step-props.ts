import type { UseFormReturn } from "react-hook-form";
import type { QuoteWords } from "../../../../lib/i18n/form-words.ts";
import type { PricingModel } from "../../../../lib/quote/pricing.ts";
import type { QuoteInput, QuoteValues } from "../../../../lib/validations/quote.ts";

/** What every step of the wizard is drawn from: the one form, and the pricing the last step estimates with. */
export interface QuoteStepProps {
  form: UseFormReturn<QuoteInput, unknown, QuoteValues>;
  pricing: PricingModel | null;
  /** The wizard's words in the page's language. */
  words: QuoteWords;
}
