import type { ReactNode } from "react";
import { css, cx } from "../../../styled-system/css/index.mjs";
import { surfaceCard } from "../../../styled-system/recipes/index.mjs";
import { SectionHeading } from "../section-heading.tsx";
import { SectionShell } from "../section-shell.tsx";
import type { HomeContent } from "../types.ts";

export function Evaluation({ heading, form }: { heading: HomeContent["evaluation"]; form?: ReactNode }) {
  return (
    <SectionShell id="evaluation" labelledBy="evaluation-title" rhythm="compact">
      <div
        className={cx(surfaceCard(), css({ gap: "6", maxW: "4xl", mx: "auto", p: { base: "6", md: "10" } }))}
      >
        <SectionHeading heading={heading} id="evaluation-title" />
        {form}
      </div>
    </SectionShell>
  );
}
