import type { ReactNode } from "react";
import { withLiveSectionLinks } from "../../lib/content/page-sections.ts";
import type { ServicePageQueryResult } from "../../lib/sanity/sanity.types.ts";
import { CapabilityGrid } from "../sections/capability-grid/capability-grid.tsx";
import { ClosingBanner } from "../sections/closing-banner/closing-banner.tsx";
import type { RenderQuoteCta } from "../sections/closing-banner/cta-link.tsx";
import { CloudExpertise } from "../sections/cloud-expertise/cloud-expertise.tsx";
import { FeatureCards } from "../sections/feature-cards/feature-cards.tsx";
import { ProcessList } from "../sections/process-list/process-list.tsx";
import { SeoAnalyzerSection } from "../sections/seo-analyzer/seo-analyzer.tsx";
import { ServiceHero } from "../sections/service-hero/service-hero.tsx";
import { ServiceTiles } from "../sections/service-tiles/service-tiles.tsx";
import { Technologies } from "../sections/technologies/technologies.tsx";

/** One service page as the service page query returns it, once it is known to be published. */
export type ServiceContent = NonNullable<ServicePageQueryResult>;

interface ServicePageProps {
  content: ServiceContent;
  /** The SEO analyzer, shown where the page turns it on (#seo-analyzer). */
  analyzer?: ReactNode;
  /** The quote dialog button for buttons that link to #quote; without it they lead to /#contact. */
  renderQuoteButton?: RenderQuoteCta;
}

/**
 * /services/<slug>: hero, the four capabilities (#capabilities), the optional sections the page fills
 * in, and the closing banner. A section without content is left out.
 */
export function ServicePage({ content: answer, analyzer, renderQuoteButton }: ServicePageProps) {
  const content = withLiveSectionLinks("servicePage", answer);
  const icon = content.service?.icon ?? "sparkles";
  const gradient = content.service?.gradient ?? "crimson";
  const showAnalyzer = content.analyzer?.enabled === true && analyzer !== undefined;
  return (
    <>
      <ServiceHero hero={content.hero} icon={icon} gradient={gradient} renderQuote={renderQuoteButton} />
      {content.capabilities.length > 0 ? (
        <CapabilityGrid
          heading={content.capabilitiesHeading}
          cards={content.capabilities}
          gradient={gradient}
        />
      ) : null}
      {content.features ? (
        <FeatureCards heading={content.features.heading} cards={content.features.cards} />
      ) : null}
      {content.processList ? <ProcessList list={content.processList} /> : null}
      {content.technologies ? <Technologies technologies={content.technologies} /> : null}
      {content.cloudExpertise ? (
        <CloudExpertise heading={content.cloudExpertise.heading} cards={content.cloudExpertise.cards} />
      ) : null}
      {content.cloudServices ? (
        <ServiceTiles heading={content.cloudServices.heading} cards={content.cloudServices.cards} />
      ) : null}
      {showAnalyzer ? (
        <SeoAnalyzerSection heading={content.analyzer?.heading}>{analyzer}</SeoAnalyzerSection>
      ) : null}
      <ClosingBanner banner={content.banner} renderQuote={renderQuoteButton} />
    </>
  );
}
