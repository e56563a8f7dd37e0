import { QuoteDialogButton } from "@/components/forms/quote-dialog-button";
import { ProcessPage } from "@/components/pages/process-page";
import { sanityFetch } from "@/lib/sanity/fetch";
import { pageMetadata } from "@/lib/sanity/metadata";
import { processPageQuery } from "@/lib/sanity/queries";
import { MissingContentError } from "@/lib/sanity/site-shell";

export function generateMetadata() {
  return pageMetadata("processPage", "/services");
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
