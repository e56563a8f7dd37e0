import type { ReactNode } from "react";
import { withLiveSectionLinks } from "../../lib/content/page-sections.ts";
import type { ContactPageQueryResult } from "../../lib/sanity/sanity.types.ts";
import { Contact } from "../sections/contact/contact.tsx";
import { Offices } from "../sections/offices/offices.tsx";
import { PageHeading } from "../sections/page-heading.tsx";
import { defaultQuoteButton } from "../sections/quote-button.tsx";
import type { RenderQuoteButton } from "../sections/types.ts";
import { Reveal } from "../ui/reveal.tsx";

export type ContactPageContent = NonNullable<ContactPageQueryResult>;

/** /contact: the home page's contact section (cards, quick contact, quote) and the offices. */
export function ContactPage({
  content: answer,
  contactForm,
  renderQuoteButton = defaultQuoteButton,
}: {
  content: ContactPageContent;
  /** The quick contact form (forms work). */
  contactForm?: ReactNode;
  renderQuoteButton?: RenderQuoteButton;
}) {
  const content = withLiveSectionLinks("contactPage", answer);
  return (
    <>
      <PageHeading heading={content.heading} />
      {content.contact ? (
        <Contact
          contact={content.contact}
          contactForm={contactForm}
          renderQuoteButton={renderQuoteButton}
          headed={false}
        />
      ) : null}
      {content.offices ? (
        <Reveal>
          <Offices heading={content.officesHeading} offices={content.offices} />
        </Reveal>
      ) : null}
    </>
  );
}
