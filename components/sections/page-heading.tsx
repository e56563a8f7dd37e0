import type { ReactNode } from "react";
import { PageHeader } from "../ui/page-header.tsx";
import type { HeadingContent } from "./section-heading.tsx";

/** An inner page's opening band (its one h1) from a content heading. */
export function PageHeading({ heading, children }: { heading: HeadingContent | null; children?: ReactNode }) {
  // Content without its heading still shows the page's other sections.
  if (!heading?.title) return null;
  return (
    <PageHeader
      eyebrow={heading.eyebrow ?? undefined}
      title={heading.title}
      description={heading.text ?? undefined}
    >
      {children}
    </PageHeader>
  );
}
