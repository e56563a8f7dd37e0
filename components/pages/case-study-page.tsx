import { withLiveSectionLinks } from "../../lib/content/page-sections.ts";
import type { CaseStudyPageQueryResult } from "../../lib/sanity/sanity.types.ts";
import { CaseStudy } from "../sections/case-study/case-study.tsx";
import { CtaBanner } from "../sections/closing-banner/cta-banner.tsx";

type Result = CaseStudyPageQueryResult;
export type CaseStudyPageContent = Result & {
  study: NonNullable<Result["study"]>;
  allLink: NonNullable<Result["allLink"]>;
};

/** /insights/<slug>: the case study and the portfolio's closing banner. */
export function CaseStudyPage({ content: answer }: { content: CaseStudyPageContent }) {
  const content = withLiveSectionLinks("caseStudy", answer);
  return (
    <>
      <CaseStudy study={content.study} allLink={content.allLink} />
      {content.cta ? <CtaBanner banner={content.cta} /> : null}
    </>
  );
}
