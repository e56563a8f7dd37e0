import type { ReactNode } from "react";
import { css } from "../../../styled-system/css/index.mjs";
import { type HeadingContent, SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";

/** The free SEO analyzer embedded in a service page (#seo-analyzer), under its optional heading. */
export function SeoAnalyzerSection({
  heading,
  children,
}: {
  heading?: HeadingContent | null;
  children: ReactNode;
}) {
  return (
    <SectionShell id="seo-analyzer" labelledBy={heading ? "seo-analyzer-section-title" : undefined}>
      {heading ? <SectionHeading heading={heading} id="seo-analyzer-section-title" /> : null}
      <div className={heading ? css({ mt: { base: "10", md: "14" } }) : undefined}>{children}</div>
    </SectionShell>
  );
}
