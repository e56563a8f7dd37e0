import { ContactIsland } from "@/components/forms/on-demand-forms";
import { QuoteDialogButton } from "@/components/forms/quote-dialog-button";
import { ContactPage } from "@/components/pages/contact-page";
import { sanityFetch } from "@/lib/sanity/fetch";
import { pageMetadata } from "@/lib/sanity/metadata";
import { contactPageQuery } from "@/lib/sanity/queries";
import { MissingContentError } from "@/lib/sanity/site-shell";

export function generateMetadata() {
  return pageMetadata("contactPage", "/contact");
}

export default async function Page() {
  const content = await sanityFetch({ query: contactPageQuery });
  if (!content) throw new MissingContentError("The Contact page is not published: publish it in the Studio.");
  return (
    <ContactPage
      content={content}
      contactForm={<ContactIsland />}
      renderQuoteButton={(label) => <QuoteDialogButton label={label} size="lg" />}
    />
  );
}
