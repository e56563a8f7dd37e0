import type { ReactNode } from "react";
import { Contact } from "@/components/sections/contact/contact";
import { Offices } from "@/components/sections/offices/offices";
import { PageHeading } from "@/components/sections/page-heading";
import { defaultQuoteButton } from "@/components/sections/quote-button";
import type { RenderQuoteButton } from "@/components/sections/types";
import { Reveal } from "@/components/ui/reveal";
import { withLiveSectionLinks } from "@/lib/content/page-sections";
import type { ContactPageQueryResult } from "@/lib/sanity/sanity.types";

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
