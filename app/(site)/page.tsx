import { ContactIsland, EvaluationIsland } from "@/components/forms/on-demand-forms";
import { QuoteDialogButton } from "@/components/forms/quote-dialog-button";
import { HomePage } from "@/components/pages/home-page";
import { readLeadServices } from "@/lib/leads/services";
import { getHomePage } from "@/lib/sanity/home-page";
import { pageMetadata } from "@/lib/sanity/metadata";

export function generateMetadata() {
  return pageMetadata("homePage", "/");
}

export default async function Page() {
  return (
    <HomePage
      content={await getHomePage()}
      evaluationForm={<EvaluationIsland services={await readLeadServices()} />}
      contactForm={<ContactIsland />}
      renderQuoteButton={(label, prefill) => <QuoteDialogButton label={label} prefill={prefill} size="lg" />}
    />
  );
}
