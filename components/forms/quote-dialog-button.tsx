import { leadFormWords } from "../../lib/i18n/dictionary.ts";
import { type Locale, localizedPath } from "../../lib/i18n/locales.ts";
import { readPricingModel } from "../../lib/quote/read-pricing.ts";
import type { QuotePrefill } from "../../lib/validations/quote.ts";
import { cx } from "../../styled-system/css/index.mjs";
import { type ButtonVariantProps, button } from "../../styled-system/recipes/index.mjs";
import { quoteDialogClasses } from "./quote/quote-dialog.styles.ts";
import { QuoteDialogTrigger, type QuoteDialogTriggerProps } from "./quote-dialog-trigger.tsx";

export type QuoteDialogButtonProps = Omit<
  QuoteDialogTriggerProps,
  "pricing" | "className" | "dialogClasses" | "href" | "words"
> &
  ButtonVariantProps & {
    className?: string;
    /** The page's language: the wizard's words and the quote page it leads to without scripts. */
    locale?: Locale;
  };

/** The quote request's own page (the form for a visitor whose browser runs no script), prefilled alike. */
export function quotePageHref(prefill?: QuotePrefill, locale: Locale = "en"): string {
  const page = localizedPath("/quote", locale) ?? "/quote";
  return prefill?.industry ? `${page}?${new URLSearchParams({ industry: prefill.industry })}` : page;
}

/**
 * A button that opens the four-step quote request dialog, handed the published pricing model so the
 * last step can show the instant estimate without another request, and the dialog's classes so a tap
 * draws its frame before the wizard's code is there.
 */
export async function QuoteDialogButton({
  label,
  prefill,
  className,
  locale = "en",
  ...variants
}: QuoteDialogButtonProps) {
  return (
    <QuoteDialogTrigger
      label={label}
      href={quotePageHref(prefill, locale)}
      words={leadFormWords(locale, "quote")}
      prefill={prefill}
      className={cx(button(variants), className)}
      pricing={await readPricingModel()}
      dialogClasses={quoteDialogClasses}
    />
  );
}
