import { css, cx } from "../../styled-system/css/index.mjs";
import { link } from "../../styled-system/recipes/index.mjs";

/** The page's main region: where the skip link leads, and what the first paint waits for (the layout). */
export const MAIN_CONTENT_ID = "main-content";

export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={cx(
        link(),
        css({
          position: "absolute",
          left: "4",
          top: "-20",
          zIndex: "skipLink",
          bg: "bg.panel",
          color: "fg",
          px: "4",
          py: "2",
          borderRadius: "l2",
          boxShadow: "lg",
          _focusVisible: { top: "4" },
        }),
      )}
    >
      {label}
    </a>
  );
}
