import { IconCards } from "@/components/sections/icon-cards/icon-cards";
import { JobOpenings } from "@/components/sections/job-openings/job-openings";
import { PageHeading } from "@/components/sections/page-heading";
import { Reveal } from "@/components/ui/reveal";
import type { CareersPageQueryResult } from "@/lib/sanity/sanity.types";

export type CareersPageContent = NonNullable<CareersPageQueryResult>;

/** /careers: benefits, the open roles with their Apply buttons, and the open application. */
export function CareersPage({ content }: { content: CareersPageContent }) {
  return (
    <>
      <PageHeading heading={content.heading} />
      <Reveal>
        <IconCards id="benefits" heading={content.benefitsHeading} cards={content.benefits} />
      </Reveal>
      <Reveal>
        <JobOpenings careers={content} />
      </Reveal>
    </>
  );
}
