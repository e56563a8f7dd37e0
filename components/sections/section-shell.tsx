import type { ReactNode } from "react";
import { css, cx } from "../../styled-system/css/index.mjs";
import { sectionContainer } from "../../styled-system/recipes/index.mjs";

/** How much room a band takes above and below its content. */
export type SectionRhythm = "default" | "compact" | "tight";

const rhythms: Record<SectionRhythm, string> = {
  default: css({ py: { base: "16", md: "24" } }),
  compact: css({ py: { base: "12", md: "16" } }),
  tight: css({ py: { base: "10", md: "12" } }),
};

interface SectionShellProps {
  id: string;
  labelledBy?: string;
  "aria-label"?: string;
  /** The band's background: the page's own, or the subtle grey that sets a band apart. */
  tone?: "plain" | "subtle";
  rhythm?: SectionRhythm;
  /** Further styles of the band (a Panda class), e.g. no top padding under a page heading. */
  className?: string;
  children: ReactNode;
}

/** A full-width band with the site's container and vertical rhythm. */
export function SectionShell({
  id,
  labelledBy,
  "aria-label": ariaLabel,
  tone = "plain",
  rhythm = "default",
  className,
  children,
}: SectionShellProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      aria-label={ariaLabel}
      className={cx(rhythms[rhythm], tone === "subtle" && css({ bg: "bg.subtle" }), className)}
    >
      <div className={sectionContainer()}>{children}</div>
    </section>
  );
}
