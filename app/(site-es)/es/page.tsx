import { ContactIsland, EvaluationIsland } from "../../../components/forms/on-demand-forms.tsx";
import { QuoteDialogButton } from "../../../components/forms/quote-dialog-button.tsx";
import { HomePage } from "../../../components/pages/home-page.tsx";
import { InLanguage } from "../../../components/ui/in-language.tsx";
import { fetchInLocale, UNTRANSLATED_COLLECTIONS } from "../../../lib/i18n/content.ts";
import { leadFormWords } from "../../../lib/i18n/dictionary.ts";
import { localizedPageMetadata } from "../../../lib/i18n/metadata.ts";
import { readLeadServices } from "../../../lib/leads/services.ts";
import { homePageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("homePage", "/", "es");
}

export default async function Page() {
  const { content, locale } = await fetchInLocale(homePageQuery, "es");
  if (!content) throw new MissingContentError("The Home page is not published: publish it in the Studio.");
  return (
    <InLanguage written={locale} page="es">
      <HomePage
        content={content}
        evaluationForm={
          <InLanguage written="es" page={locale}>
            <EvaluationIsland services={await readLeadServices()} words={leadFormWords("es", "evaluation")} />
          </InLanguage>
        }
        contactForm={
          <InLanguage written="es" page={locale}>
            <ContactIsland words={leadFormWords("es", "contact")} />
          </InLanguage>
        }
        renderQuoteButton={(label, prefill) => (
          <QuoteDialogButton label={label} prefill={prefill} size="lg" locale="es" />
        )}
        itemsLang={locale === "es" ? UNTRANSLATED_COLLECTIONS : undefined}
      />
    </InLanguage>
  );
}
