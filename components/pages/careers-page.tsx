import { IconCards } from "@/components/sections/icon-cards/icon-cards";
import { JobOpenings } from "@/components/sections/job-openings/job-openings";
import { PageHeading } from "@/components/sections/page-heading";
import { Reveal } from "@/components/ui/reveal";
import { fitSections } from "@/lib/content/shape";
import type { CareersPageQueryResult } from "@/lib/sanity/sanity.types";

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
