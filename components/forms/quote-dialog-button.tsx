import { readPricingModel } from "@/lib/quote/read-pricing";
import { cx } from "@/styled-system/css";
import { type ButtonVariantProps, button } from "@/styled-system/recipes";
import { QuoteDialogTrigger, type QuoteDialogTriggerProps } from "./quote-dialog-trigger";

export type QuoteDialogButtonProps = Omit<QuoteDialogTriggerProps, "pricing" | "className"> &
  ButtonVariantProps & { className?: string };

/**
 * A button that opens the four-step quote request dialog, handed the published pricing model so the
 * last step can show the instant estimate without another request.
 */
export async function QuoteDialogButton({ label, prefill, className, ...variants }: QuoteDialogButtonProps) {
  return (
    <QuoteDialogTrigger
      label={label}
      prefill={prefill}
      className={cx(button(variants), className)}
      pricing={await readPricingModel()}
    />
  );
}
