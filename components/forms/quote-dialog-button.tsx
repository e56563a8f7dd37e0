import { readPricingModel } from "@/lib/quote/read-pricing";
import { QuoteDialogTrigger, type QuoteDialogTriggerProps } from "./quote-dialog-trigger";

export type QuoteDialogButtonProps = Omit<QuoteDialogTriggerProps, "pricing">;

/**
 * A button that opens the four-step quote request dialog, handed the published pricing model so the
 * last step can show the instant estimate without another request.
 */
export async function QuoteDialogButton(props: QuoteDialogButtonProps) {
  return <QuoteDialogTrigger {...props} pricing={await readPricingModel()} />;
}
