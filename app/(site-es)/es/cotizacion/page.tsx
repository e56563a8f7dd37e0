import type { Metadata } from "next";
import { QuoteStepsForm } from "../../../../components/forms/quote/quote-steps-form.tsx";
import { FormPanel } from "../../../../components/ui/form-panel.tsx";
import { PageHeader } from "../../../../components/ui/page-header.tsx";
import { dictionary, leadFormWords } from "../../../../lib/i18n/dictionary.ts";
import { languageAlternates, openGraphLocales, spanishPaths } from "../../../../lib/i18n/locales.ts";
import { readPricingModel } from "../../../../lib/quote/read-pricing.ts";

const words = dictionary("es").quote;

export const metadata: Metadata = {
  title: words.title,
  description: words.description,
  alternates: {
    canonical: spanishPaths["/quote"],
    languages: languageAlternates("/quote", spanishPaths["/quote"]),
  },
  openGraph: { locale: openGraphLocales.es, alternateLocale: openGraphLocales.en },
};

/** /quote in Spanish: the same four steps, rules, instant estimate and request, one step at a time. */
export default async function CotizacionPage() {
  const pricing = await readPricingModel();
  return (
    <>
      <PageHeader eyebrow={words.formName} title={words.title} description={words.description} />
      <FormPanel width="3xl">
        <QuoteStepsForm pricing={pricing} words={leadFormWords("es", "quote")} />
      </FormPanel>
    </>
  );
}
