import { ContactIsland } from "../../../components/forms/on-demand-forms.tsx";
import { QuoteDialogButton } from "../../../components/forms/quote-dialog-button.tsx";
import { ContactPage } from "../../../components/pages/contact-page.tsx";
import { leadFormWords } from "../../../lib/i18n/dictionary.ts";
import { localizedPageMetadata } from "../../../lib/i18n/metadata.ts";
import { sanityFetch } from "../../../lib/sanity/fetch.ts";
import { contactPageQuery } from "../../../lib/sanity/queries.ts";
import { MissingContentError } from "../../../lib/sanity/site-shell.ts";

export function generateMetadata() {
  return localizedPageMetadata("contactPage", "/contact", "en");
}

export default async function Page() {
  const content = await sanityFetch({ query: contactPageQuery });
  if (!content) throw new MissingContentError("The Contact page is not published: publish it in the Studio.");
  return (
    <ContactPage
      content={content}
      contactForm={<ContactIsland words={leadFormWords("en", "contact")} />}
      renderQuoteButton={(label) => <QuoteDialogButton label={label} size="lg" />}
    />
  );
}
