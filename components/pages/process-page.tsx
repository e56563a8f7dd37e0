import { ClosingBanner } from "@/components/sections/closing-banner/closing-banner";
import type { RenderQuoteCta } from "@/components/sections/closing-banner/cta-link";
import { ProcessHero } from "@/components/sections/process-hero/process-hero";
import { ProcessPhases } from "@/components/sections/process-phases/process-phases";
import { Testimonials } from "@/components/sections/testimonials/testimonials";
import { WhyChooseUs } from "@/components/sections/why-choose-us/why-choose-us";
import { fitSections } from "@/lib/content/shape";
import type { ProcessPageQueryResult } from "@/lib/sanity/sanity.types";

/** The process page as the process query returns it, once it is known to be published. */
export type ProcessContent = NonNullable<ProcessPageQueryResult>;

/** /services: figures, the delivery phases, why clients choose us, testimonials and a call to action. */
interface ProcessPageProps {
  content: ProcessContent;
  /** The quote dialog button for buttons that link to #quote; without it they lead to /#contact. */
  renderQuoteButton?: RenderQuoteCta;
}

export function ProcessPage({ content, renderQuoteButton }: ProcessPageProps) {
  // Each section renders on its own: one whose content lacks a required part is left out (logged once).
  const parts = fitSections("processPage", content, "processPage");
  return (
    <>
      {parts.heading && parts.stats && (
        <ProcessHero badge={parts.badge ?? ""} heading={parts.heading} stats={parts.stats} />
      )}
      {parts.phases && <ProcessPhases heading={parts.phasesHeading} phases={parts.phases} />}
      {parts.whyChooseUs && <WhyChooseUs heading={parts.whyHeading} cards={parts.whyChooseUs} />}
      <Testimonials heading={parts.testimonialsHeading} testimonials={content.testimonials} />
      {parts.cta && <ClosingBanner banner={parts.cta} renderQuote={renderQuoteButton} />}
    </>
  );
}
