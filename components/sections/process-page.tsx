import type { ProcessPageQueryResult } from "@/studio/sanity.types";
import { ClosingBanner } from "./closing-banner/closing-banner";
import type { RenderQuoteCta } from "./closing-banner/cta-link";
import { ProcessHero } from "./process-hero/process-hero";
import { ProcessPhases } from "./process-phases/process-phases";
import { Testimonials } from "./testimonials/testimonials";
import { WhyChooseUs } from "./why-choose-us/why-choose-us";

/** The process page as the process query returns it, once it is known to be published. */
export type ProcessContent = NonNullable<ProcessPageQueryResult>;

/** /services: figures, the delivery phases, why clients choose us, testimonials and a call to action. */
interface ProcessPageProps {
  content: ProcessContent;
  /** The quote dialog button for buttons that link to #quote; without it they lead to /#contact. */
  renderQuoteButton?: RenderQuoteCta;
}

export function ProcessPage({ content, renderQuoteButton }: ProcessPageProps) {
  return (
    <>
      <ProcessHero badge={content.badge} heading={content.heading} stats={content.stats} />
      <ProcessPhases heading={content.phasesHeading} phases={content.phases} />
      <WhyChooseUs heading={content.whyHeading} cards={content.whyChooseUs} />
      <Testimonials heading={content.testimonialsHeading} testimonials={content.testimonials} />
      <ClosingBanner banner={content.cta} renderQuote={renderQuoteButton} />
    </>
  );
}
