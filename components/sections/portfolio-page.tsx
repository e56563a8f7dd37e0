import { SimpleGrid } from "@chakra-ui/react";
import { HoverLift, Reveal } from "@/components/ui/reveal";
import type { PortfolioPageQueryResult } from "@/studio/sanity.types";
import { css } from "@/styled-system/css";
import { CtaBanner } from "./cta-banner/cta-banner";
import { PageHeading } from "./page-heading";
import { CaseStudyCard } from "./portfolio/portfolio";
import { SectionShell } from "./section-shell";

export type PortfolioPageContent = NonNullable<PortfolioPageQueryResult>;

/** /insights (Portfolio): every case study, each card opening its own page, and a closing banner. */
export function PortfolioPage({ content }: { content: PortfolioPageContent }) {
  return (
    <>
      <PageHeading heading={content.heading} />
      <SectionShell
        id="case-studies"
        aria-label={content.heading.eyebrow ?? content.heading.title}
        className={css({ pt: "4" })}
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {content.caseStudies.map((study) => (
            <li key={study._id}>
              <HoverLift>
                <CaseStudyCard study={study} linkLabel={content.caseStudyLinkLabel ?? ""} headingLevel="h2" />
              </HoverLift>
            </li>
          ))}
        </SimpleGrid>
      </SectionShell>
      <Reveal>
        <CtaBanner banner={content.cta} />
      </Reveal>
    </>
  );
}
