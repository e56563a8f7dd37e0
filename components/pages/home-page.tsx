import type { ReactNode } from "react";
import { About } from "@/components/sections/about/about";
import { Contact } from "@/components/sections/contact/contact";
import { Evaluation } from "@/components/sections/evaluation/evaluation";
import { Hero } from "@/components/sections/hero/hero";
import { IndustriesTabs } from "@/components/sections/industries-tabs/industries-tabs";
import { Portfolio } from "@/components/sections/portfolio/portfolio";
import { defaultQuoteButton } from "@/components/sections/quote-button";
import { ServicesGrid } from "@/components/sections/services-grid/services-grid";
import type { HomeContent, RenderQuoteButton } from "@/components/sections/types";
import { Reveal } from "@/components/ui/reveal";

export interface HomePageProps {
  content: HomeContent;
  /** The free project evaluation form (forms work). */
  evaluationForm?: ReactNode;
  /** The quick contact form (forms work). */
  contactForm?: ReactNode;
  /** A button that opens the quote dialog; by default a link to the contact section. */
  renderQuoteButton?: RenderQuoteButton;
}

/** The home page, every word from the home query, in the order of the content facts. */
export function HomePage({
  content,
  evaluationForm,
  contactForm,
  renderQuoteButton = defaultQuoteButton,
}: HomePageProps) {
  return (
    <>
      <Hero hero={content.hero} />
      <Reveal>
        <Evaluation heading={content.evaluation} form={evaluationForm} />
      </Reveal>
      <Reveal>
        <ServicesGrid services={content.services} />
      </Reveal>
      <Reveal>
        <About about={content.about} />
      </Reveal>
      <Reveal>
        <IndustriesTabs industries={content.industries} renderQuoteButton={renderQuoteButton} />
      </Reveal>
      <Reveal>
        <Portfolio portfolio={content.portfolio} />
      </Reveal>
      <Reveal>
        <Contact contact={content.contact} contactForm={contactForm} renderQuoteButton={renderQuoteButton} />
      </Reveal>
    </>
  );
}
