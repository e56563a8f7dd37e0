import { css, cx } from "@/styled-system/css";
import { link } from "@/styled-system/recipes";

export function SkipLink() {
  return (
    <a
      href="#main-content"
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
      Skip to content
    </a>
  );
}
