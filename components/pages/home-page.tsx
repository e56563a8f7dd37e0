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
import { fitSections } from "@/lib/content/shape";

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
          <ServicesGrid services={parts.services} />
        </Reveal>
      )}
      {parts.about && (
        <Reveal>
          <About about={parts.about} />
        </Reveal>
      )}
      {parts.industries && (
        <Reveal>
          <IndustriesTabs industries={parts.industries} renderQuoteButton={renderQuoteButton} />
        </Reveal>
      )}
      {parts.portfolio && (
        <Reveal>
          <Portfolio portfolio={parts.portfolio} />
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
