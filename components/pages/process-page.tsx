import { fitSections } from "../../lib/content/shape.ts";
import type { ProcessPageQueryResult } from "../../lib/sanity/sanity.types.ts";
import { ClosingBanner } from "../sections/closing-banner/closing-banner.tsx";
import type { RenderQuoteCta } from "../sections/closing-banner/cta-link.tsx";
import { ProcessHero } from "../sections/process-hero/process-hero.tsx";
import { ProcessPhases } from "../sections/process-phases/process-phases.tsx";
import { Testimonials } from "../sections/testimonials/testimonials.tsx";
import { WhyChooseUs } from "../sections/why-choose-us/why-choose-us.tsx";

/** The process page as the process query returns it, once it is known to be published. */
export type ProcessContent = NonNullable<ProcessPageQueryResult>;

/** /services: figures, the delivery phases, why clients choose us, testimonials and a call to action. */
interface ProcessPageProps {
  content: ProcessContent;
  /** The quote dialog button for buttons that link to #quote; without it they lead to /#contact. */
  renderQuoteButton?: RenderQuoteCta;
  /** The language of the testimonials' words when it is not the page's (not yet translated). */
  itemsLang?: string;
}

export function ProcessPage({ content, renderQuoteButton, itemsLang }: ProcessPageProps) {
  // Each section renders on its own: one whose content lacks a required part is left out (logged once).
  const parts = fitSections("processPage", content, "processPage");
  return (
    <>
      {parts.heading && parts.stats && (
        <ProcessHero badge={parts.badge ?? ""} heading={parts.heading} stats={parts.stats} />
      )}
      {parts.phases && <ProcessPhases heading={parts.phasesHeading} phases={parts.phases} />}
      {parts.whyChooseUs && <WhyChooseUs heading={parts.whyHeading} cards={parts.whyChooseUs} />}
      <Testimonials
        heading={parts.testimonialsHeading}
        testimonials={content.testimonials}
        itemsLang={itemsLang}
      />
      {parts.cta && <ClosingBanner banner={parts.cta} renderQuote={renderQuoteButton} />}
    </>
  );
}
