import type { ReactNode } from "react";
import { fitSections } from "../../lib/content/shape.ts";
import { About } from "../sections/about/about.tsx";
import { Contact } from "../sections/contact/contact.tsx";
import { Evaluation } from "../sections/evaluation/evaluation.tsx";
import { Hero } from "../sections/hero/hero.tsx";
import { IndustriesTabs } from "../sections/industries-tabs/industries-tabs.tsx";
import { Portfolio } from "../sections/portfolio/portfolio.tsx";
import { defaultQuoteButton } from "../sections/quote-button.tsx";
import { ServicesGrid } from "../sections/services-grid/services-grid.tsx";
import type { HomeContent, RenderQuoteButton } from "../sections/types.ts";
import { Reveal } from "../ui/reveal.tsx";

export interface HomePageProps {
  content: HomeContent;
  /** The free project evaluation form (forms work). */
  evaluationForm?: ReactNode;
  /** The quick contact form (forms work). */
  contactForm?: ReactNode;
  /** A button that opens the quote dialog; by default a link to the contact section. */
  renderQuoteButton?: RenderQuoteButton;
  /** The language of the services', industries' and case studies' words when not the page's. */
  itemsLang?: string;
}

/** The home page, every word from the home query, in the order of the content facts. */
export function HomePage({
  content,
  evaluationForm,
  contactForm,
  renderQuoteButton = defaultQuoteButton,
  itemsLang,
}: HomePageProps) {
  // Each section renders on its own: one whose content lacks a required part is left out (logged once).
  const parts = fitSections("homePage", content, "homePage");
  return (
    <>
      {parts.hero && <Hero hero={parts.hero} />}
      {parts.evaluation && (
        <Reveal>
          <Evaluation heading={parts.evaluation} form={evaluationForm} />
        </Reveal>
      )}
      {parts.services && (
        <Reveal>
          <ServicesGrid services={parts.services} itemsLang={itemsLang} />
        </Reveal>
      )}
      {parts.about && (
        <Reveal>
          <About about={parts.about} />
        </Reveal>
      )}
      {parts.industries && (
        <Reveal>
          <IndustriesTabs
            industries={parts.industries}
            renderQuoteButton={renderQuoteButton}
            itemsLang={itemsLang}
          />
        </Reveal>
      )}
      {parts.portfolio && (
        <Reveal>
          <Portfolio portfolio={parts.portfolio} itemsLang={itemsLang} />
        </Reveal>
      )}
      {parts.contact && (
        <Reveal>
          <Contact contact={parts.contact} contactForm={contactForm} renderQuoteButton={renderQuoteButton} />
        </Reveal>
      )}
    </>
  );
}
