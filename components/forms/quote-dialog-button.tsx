import { readPricingModel } from "../../lib/quote/read-pricing.ts";
import type { QuotePrefill } from "../../lib/validations/quote.ts";
import { cx } from "../../styled-system/css/index.mjs";
import { type ButtonVariantProps, button } from "../../styled-system/recipes/index.mjs";
import { quoteDialogClasses } from "./quote/quote-dialog.styles.ts";
import { QuoteDialogTrigger, type QuoteDialogTriggerProps } from "./quote-dialog-trigger.tsx";

export type QuoteDialogButtonProps = Omit<
  QuoteDialogTriggerProps,
  "pricing" | "className" | "dialogClasses" | "href"
> &
  ButtonVariantProps & { className?: string };

/** The quote request's own page (the form for a visitor whose browser runs no script), prefilled alike. */
export function quotePageHref(prefill?: QuotePrefill): string {
  return prefill?.industry ? `/quote?${new URLSearchParams({ industry: prefill.industry })}` : "/quote";
}

/**
 * A button that opens the four-step quote request dialog, handed the published pricing model so the
 * last step can show the instant estimate without another request, and the dialog's classes so a tap
 * draws its frame before the wizard's code is there.
 */
export async function QuoteDialogButton({ label, prefill, className, ...variants }: QuoteDialogButtonProps) {
  return (
    <QuoteDialogTrigger
      label={label}
      href={quotePageHref(prefill)}
      prefill={prefill}
      className={cx(button(variants), className)}
      pricing={await readPricingModel()}
      dialogClasses={quoteDialogClasses}
    />
  );
}
