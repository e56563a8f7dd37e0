import { fitSections } from "../../lib/content/shape.ts";
import type { CareersPageQueryResult } from "../../lib/sanity/sanity.types.ts";
import { IconCards } from "../sections/icon-cards/icon-cards.tsx";
import { JobOpenings } from "../sections/job-openings/job-openings.tsx";
import { PageHeading } from "../sections/page-heading.tsx";
import { Reveal } from "../ui/reveal.tsx";

export type CareersPageContent = NonNullable<CareersPageQueryResult>;

/** /careers: benefits, the open roles with their Apply buttons, and the open application. */
export function CareersPage({ content }: { content: CareersPageContent }) {
  // Each section renders on its own: one whose content lacks a required part is left out (logged once).
  const parts = fitSections("careersPage", content, "careersPage");
  const { resume, applySubject, roles } = parts;
  return (
    <>
      <PageHeading heading={parts.heading} />
      {parts.benefits && (
        <Reveal>
          <IconCards id="benefits" heading={parts.benefitsHeading} cards={parts.benefits} />
        </Reveal>
      )}
      {resume && applySubject && roles && (
        <Reveal>
          <JobOpenings careers={{ ...content, resume, applySubject, roles }} />
        </Reveal>
      )}
    </>
  );
}
