import { QuoteDialogButton } from "@/components/forms/quote-dialog-button";
import { IndustriesPage } from "@/components/pages/industries-page";
import { sanityFetch } from "@/lib/sanity/fetch";
import { pageMetadata } from "@/lib/sanity/metadata";
import { industriesPageQuery } from "@/lib/sanity/queries";
import { MissingContentError } from "@/lib/sanity/site-shell";

export function generateMetadata() {
  return pageMetadata("industriesPage", "/industries");
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
