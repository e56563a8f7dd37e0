import type { ReactNode } from "react";
import { css } from "../../styled-system/css/index.mjs";

const liftStyles = css({
  height: "100%",
  "@media (prefers-reduced-motion: no-preference)": {
    transition: "transform 0.25s cubic-bezier(0.22, 1, 0.36, 1)",
    _hover: { transform: "translateY(-6px)" },
  },
});

/** A card that lifts a little under the pointer; still under reduced motion. Pure CSS, nothing to hydrate. */
export function HoverLift({ children }: { children: ReactNode }) {
  return <div className={liftStyles}>{children}</div>;
}
