import type { CareersPageQueryResult } from "@/studio/sanity.types";
import { IconCards } from "./icon-cards/icon-cards";
import { JobOpenings } from "./job-openings/job-openings";
import { PageHeading } from "./page-heading";

export type CareersPageContent = NonNullable<CareersPageQueryResult>;

/** /careers: benefits, the open roles with their Apply buttons, and the open application. */
export function CareersPage({ content }: { content: CareersPageContent }) {
  return (
    <>
      <PageHeading heading={content.heading} />
      <IconCards id="benefits" heading={content.benefitsHeading} cards={content.benefits} />
      <JobOpenings careers={content} />
    </>
  );
}
