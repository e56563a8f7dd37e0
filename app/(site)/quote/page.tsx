import type { Metadata } from "next";
import { QUOTE_DESCRIPTION, QUOTE_TITLE } from "../../../components/forms/quote/quote-copy.ts";
import { QuoteStepsForm } from "../../../components/forms/quote/quote-steps-form.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { readPricingModel } from "../../../lib/quote/read-pricing.ts";
import { quoteRoute } from "../../../lib/runtime/routes.ts";

export const metadata: Metadata = {
  title: QUOTE_TITLE,
  description: QUOTE_DESCRIPTION,
  alternates: { canonical: quoteRoute },
};

/**
 * The quote request as a page: where a quote button leads when the wizard cannot open (no JavaScript),
 * the same four steps, rules, instant estimate and request, one step at a time.
 */
export default async function QuotePage() {
  const pricing = await readPricingModel();
  return (
    <>
      <PageHeader eyebrow="Quote request" title={QUOTE_TITLE} description={QUOTE_DESCRIPTION} />
      <FormPanel width="3xl">
        <QuoteStepsForm pricing={pricing} />
      </FormPanel>
    </>
  );
}
