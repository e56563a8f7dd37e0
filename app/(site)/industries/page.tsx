import { QuoteDialogButton } from "../../../components/forms/quote-dialog-button.tsx";
import { IndustriesPage } from "../../../components/pages/industries-page.tsx";
import { localizedPageMetadata } from "../../../lib/i18n/metadata.ts";
import { sanityFetch } from "../../../lib/sanity/fetch.ts";
import { industriesPageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("industriesPage", "/industries", "en");
}

export default async function Page() {
  const content = await sanityFetch({ query: industriesPageQuery });
  if (!content)
    throw new MissingContentError("The Industries page is not published: publish it in the Studio.");
  return (
    <IndustriesPage
      content={content}
      renderQuoteButton={(label, prefill) => <QuoteDialogButton label={label} prefill={prefill} size="lg" />}
    />
  );
}
