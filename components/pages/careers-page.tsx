import { fitSections } from "../../lib/content/shape.ts";
import type { CareersPageQueryResult } from "../../lib/sanity/sanity.types.ts";
import { IconCards } from "../sections/icon-cards/icon-cards.tsx";
import { JobOpenings } from "../sections/job-openings/job-openings.tsx";
import { PageHeading } from "../sections/page-heading.tsx";
import { Reveal } from "../ui/reveal.tsx";

export type CareersPageContent = NonNullable<CareersPageQueryResult>;

/**
 * /careers: benefits, the open roles with their Apply buttons, and the open application. `itemsLang`: the
 * language of the roles without a translation on a page in another language (each marked on its own).
 */
export function CareersPage({ content, itemsLang }: { content: CareersPageContent; itemsLang?: string }) {
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
          <JobOpenings careers={{ ...content, resume, applySubject, roles }} itemsLang={itemsLang} />
        </Reveal>
      )}
    </>
  );
}
