import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";
import type { HeadingContent } from "./section-heading";

/** An inner page's opening band (its one h1) from a content heading. */
export function PageHeading({ heading, children }: { heading: HeadingContent; children?: ReactNode }) {
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
