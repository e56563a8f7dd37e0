import { fitSections } from "../../lib/content/shape.ts";
import type { PortfolioPageQueryResult } from "../../lib/sanity/sanity.types.ts";
import { css } from "../../styled-system/css/index.mjs";
import { cardGrid } from "../../styled-system/recipes/index.mjs";
import { CtaBanner } from "../sections/closing-banner/cta-banner.tsx";
import { PageHeading } from "../sections/page-heading.tsx";
import { CaseStudyCard } from "../sections/portfolio/portfolio.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import { HoverLift } from "../ui/hover-lift.tsx";
import { Reveal } from "../ui/reveal.tsx";

export type PortfolioPageContent = NonNullable<PortfolioPageQueryResult>;

/** /insights (Portfolio): every case study, each card opening its own page, and a closing banner. */
export function PortfolioPage({
  content,
  itemsLang,
}: {
  content: PortfolioPageContent;
  /** The language of the case studies not yet translated, when not the page's. */
  itemsLang?: string;
}) {
  // Each section renders on its own: one whose content lacks a required part is left out (logged once).
  const parts = fitSections("portfolioPage", content, "portfolioPage");
  return (
    <>
      <PageHeading heading={parts.heading} />
      <SectionShell
        id="case-studies"
        aria-label={parts.heading?.eyebrow ?? parts.heading?.title ?? undefined}
        className={css({ pt: "4" })}
      >
        <ul className={cardGrid({ columns: "md2-lg3" })}>
          {content.caseStudies.map((study) => (
            <li key={study._id}>
              <HoverLift>
                <CaseStudyCard
                  study={study}
                  linkLabel={content.caseStudyLinkLabel ?? ""}
                  headingLevel="h2"
                  itemsLang={itemsLang}
                />
              </HoverLift>
            </li>
          ))}
        </ul>
      </SectionShell>
      {parts.cta && (
        <Reveal>
          <CtaBanner banner={parts.cta} />
        </Reveal>
      )}
    </>
  );
}
