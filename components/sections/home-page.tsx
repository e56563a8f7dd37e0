import type { ReactNode } from "react";
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
      <Evaluation heading={content.evaluation} form={evaluationForm} />
      <ServicesGrid services={content.services} />
      <About about={content.about} />
      <IndustriesTabs industries={content.industries} renderQuoteButton={renderQuoteButton} />
      <Portfolio portfolio={content.portfolio} />
      <Contact contact={content.contact} contactForm={contactForm} renderQuoteButton={renderQuoteButton} />
    </>
  );
}
