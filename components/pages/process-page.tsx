import { ClosingBanner } from "@/components/sections/closing-banner/closing-banner";
import type { RenderQuoteCta } from "@/components/sections/closing-banner/cta-link";
import { ProcessHero } from "@/components/sections/process-hero/process-hero";
import { ProcessPhases } from "@/components/sections/process-phases/process-phases";
import { Testimonials } from "@/components/sections/testimonials/testimonials";
import { WhyChooseUs } from "@/components/sections/why-choose-us/why-choose-us";
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
