import type { ReactNode } from "react";
import { css } from "../../styled-system/css/index.mjs";
import { RevealOnScroll } from "./reveal-on-scroll.tsx";

// Composed here, on the server, so the island ships without Panda's runtime.
const revealStyles = css({
  "&[data-phase=lowered]": { transform: "translateY(24px)" },
  "&[data-phase=rising]": {
    transform: "translateY(0)",
    transition: "transform 0.6s cubic-bezier(0.22, 1, 0.36, 1)",
  },
});

/** A section that rises into place as it scrolls into view (./reveal-on-scroll.tsx). */
export function Reveal({ children }: { children: ReactNode }) {
  return <RevealOnScroll className={revealStyles}>{children}</RevealOnScroll>;
}
