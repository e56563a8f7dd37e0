import { ContactIsland, EvaluationIsland } from "../../components/forms/on-demand-forms.tsx";
import { QuoteDialogButton } from "../../components/forms/quote-dialog-button.tsx";
import { HomePage } from "../../components/pages/home-page.tsx";
import { leadFormWords } from "../../lib/i18n/dictionary.ts";
import { localizedPageMetadata } from "../../lib/i18n/metadata.ts";
import { readLeadServices } from "../../lib/leads/services.ts";
import { getHomePage } from "../../lib/sanity/home-page.ts";

export function generateMetadata() {
  return localizedPageMetadata("homePage", "/", "en");
}

export default async function Page() {
  return (
    <HomePage
      content={await getHomePage()}
      evaluationForm={
        <EvaluationIsland services={await readLeadServices()} words={leadFormWords("en", "evaluation")} />
      }
      contactForm={<ContactIsland words={leadFormWords("en", "contact")} />}
      renderQuoteButton={(label, prefill) => <QuoteDialogButton label={label} prefill={prefill} size="lg" />}
    />
  );
}
