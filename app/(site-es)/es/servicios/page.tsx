import { QuoteDialogButton } from "../../../../components/forms/quote-dialog-button.tsx";
import { ProcessPage } from "../../../../components/pages/process-page.tsx";
import { InLanguage } from "../../../../components/ui/in-language.tsx";
import { fetchInLocale, UNTRANSLATED_COLLECTIONS } from "../../../../lib/i18n/content.ts";
import { localizedPageMetadata } from "../../../../lib/i18n/metadata.ts";
import { processPageQuery } from "../../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("processPage", "/services", "es");
}

export default async function ServiciosPage() {
  const { content, locale } = await fetchInLocale(processPageQuery, "es");
  if (!content) throw new MissingContentError("The Process page is not published: publish it in the Studio.");
  return (
    <InLanguage written={locale} page="es">
      <ProcessPage
        content={content}
        renderQuoteButton={(label, buttonProps) => (
          <QuoteDialogButton label={label} {...buttonProps} locale="es" />
        )}
        itemsLang={locale === "es" ? UNTRANSLATED_COLLECTIONS : undefined}
      />
    </InLanguage>
  );
}
