import { ContactIsland } from "../../../../components/forms/on-demand-forms.tsx";
import { QuoteDialogButton } from "../../../../components/forms/quote-dialog-button.tsx";
import { ContactPage } from "../../../../components/pages/contact-page.tsx";
import { InLanguage } from "../../../../components/ui/in-language.tsx";
import { fetchInLocale } from "../../../../lib/i18n/content.ts";
import { leadFormWords } from "../../../../lib/i18n/dictionary.ts";
import { localizedPageMetadata } from "../../../../lib/i18n/metadata.ts";
import { contactPageQuery } from "../../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("contactPage", "/contact", "es");
}

export default async function ContactoPage() {
  const { content, locale } = await fetchInLocale(contactPageQuery, "es");
  if (!content) throw new MissingContentError("The Contact page is not published: publish it in the Studio.");
  return (
    <InLanguage written={locale} page="es">
      <ContactPage
        content={content}
        contactForm={
          // The form is Spanish even while the page around it still shows the English content.
          <InLanguage written="es" page={locale}>
            <ContactIsland words={leadFormWords("es", "contact")} />
          </InLanguage>
        }
        renderQuoteButton={(label) => <QuoteDialogButton label={label} size="lg" locale="es" />}
      />
    </InLanguage>
  );
}
