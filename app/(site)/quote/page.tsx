import type { Metadata } from "next";
import { QuoteStepsForm } from "../../../components/forms/quote/quote-steps-form.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { dictionary, leadFormWords } from "../../../lib/i18n/dictionary.ts";
import { languageAlternates, spanishPaths } from "../../../lib/i18n/locales.ts";
import { readPricingModel } from "../../../lib/quote/read-pricing.ts";
import { quoteRoute } from "../../../lib/runtime/routes.ts";

const words = dictionary("en").quote;

export const metadata: Metadata = {
  title: words.title,
  description: words.description,
  alternates: { canonical: quoteRoute, languages: languageAlternates(quoteRoute, spanishPaths["/quote"]) },
};

/**
 * The quote request as a page: where a quote button leads when the wizard cannot open (no JavaScript),
 * the same four steps, rules, instant estimate and request, one step at a time.
 */
export default async function QuotePage() {
  const pricing = await readPricingModel();
  return (
    <>
      <PageHeader eyebrow={words.formName} title={words.title} description={words.description} />
      <FormPanel width="3xl">
        <QuoteStepsForm pricing={pricing} words={leadFormWords("en", "quote")} />
      </FormPanel>
    </>
  );
}
