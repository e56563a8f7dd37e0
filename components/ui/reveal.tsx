import type { ReactNode } from "react";
import { css } from "../../styled-system/css/index.mjs";

/**
 * A section rises into place as it scrolls into view: a scroll-driven CSS animation (the theme's
 * `sectionRise`) over the first 200 px of its entry, so no script runs and nothing is restyled when the
 * page's code arrives. Only the transform moves: no hidden content, no layout shift, and a section
 * already on screen, or the one the address points at (/#contact), sits in place. A browser without
 * scroll timelines, or a visitor who asks for reduced motion, sees the section still.
 */
const revealStyles = css({
  _motionSafe: {
    "@supports (animation-timeline: view())": {
      animationName: "sectionRise",
      animationTimingFunction: "cubic-bezier(0.22, 1, 0.36, 1)",
      animationFillMode: "both",
      animationTimeline: "view()",
      animationRange: "entry 0% entry 200px",
    },
  },
});

/** A section that rises into place as it scrolls into view. */
export function Reveal({ children }: { children: ReactNode }) {
  return <div className={revealStyles}>{children}</div>;
}
