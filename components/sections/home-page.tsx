import type { ReactNode } from "react";
import { Reveal } from "@/components/ui/reveal";
import { About } from "./about/about";
import { Contact } from "./contact/contact";
import { Evaluation } from "./evaluation/evaluation";
import { Hero } from "./hero/hero";
import { IndustriesTabs } from "./industries-tabs/industries-tabs";
import { Portfolio } from "./portfolio/portfolio";
import { defaultQuoteButton } from "./quote-button";
import { ServicesGrid } from "./services-grid/services-grid";
import type { HomeContent, RenderQuoteButton } from "./types";

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
