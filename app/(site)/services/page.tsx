import { QuoteDialogButton } from "../../../components/forms/quote-dialog-button.tsx";
import { ProcessPage } from "../../../components/pages/process-page.tsx";
import { localizedPageMetadata } from "../../../lib/i18n/metadata.ts";
import { sanityFetch } from "../../../lib/sanity/fetch.ts";
import { processPageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("processPage", "/services", "en");
}

export default async function ServicesPage() {
  const content = await sanityFetch({ query: processPageQuery });
  if (!content) throw new MissingContentError("The Process page is not published: publish it in the Studio.");
  return (
    <ProcessPage
      content={content}
      renderQuoteButton={(label, buttonProps) => <QuoteDialogButton label={label} {...buttonProps} />}
    />
  );
}
