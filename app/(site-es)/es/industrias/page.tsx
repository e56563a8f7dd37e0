import { QuoteDialogButton } from "../../../../components/forms/quote-dialog-button.tsx";
import { IndustriesPage } from "../../../../components/pages/industries-page.tsx";
import { InLanguage } from "../../../../components/ui/in-language.tsx";
import { fetchInLocale, UNTRANSLATED_COLLECTIONS } from "../../../../lib/i18n/content.ts";
import { localizedPageMetadata } from "../../../../lib/i18n/metadata.ts";
import { industriesPageQuery } from "../../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("industriesPage", "/industries", "es");
}

export default async function IndustriasPage() {
  const { content, locale } = await fetchInLocale(industriesPageQuery, "es");
  if (!content)
    throw new MissingContentError("The Industries page is not published: publish it in the Studio.");
  return (
    <InLanguage written={locale} page="es">
      <IndustriesPage
        content={content}
        renderQuoteButton={(label, prefill) => (
          <QuoteDialogButton label={label} prefill={prefill} size="lg" />
        )}
        itemsLang={locale === "es" ? UNTRANSLATED_COLLECTIONS : undefined}
      />
    </InLanguage>
  );
}
