import type { ReactNode } from "react";
import { SurfaceCard } from "../primitives";
import { SectionHeading } from "../section-heading";
import { SectionShell } from "../section-shell";
import type { HomeContent } from "../types";

export function Evaluation({ heading, form }: { heading: HomeContent["evaluation"]; form?: ReactNode }) {
  return (
    <SectionShell id="evaluation" labelledBy="evaluation-title" py={{ base: "12", md: "16" }}>
      <SurfaceCard gap="6" maxW="4xl" mx="auto" p={{ base: "6", md: "10" }}>
        <SectionHeading heading={heading} id="evaluation-title" />
        {form}
      </SurfaceCard>
    </SectionShell>
  );
}
