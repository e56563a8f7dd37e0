import { css } from "../../styled-system/css/index.mjs";

/** Where the bar's Exit goes: it ends draft mode and comes back to the page it was on. */
export const EXIT_PREVIEW_HREF = "/api/draft-mode/disable";

/**
 * Shown on every page in draft mode, so an editor's own tabs never pass drafts off as the live site:
 * says so, and Exit ends draft mode (a plain link: it works before any script runs).
 */
export function PreviewBar() {
  return (
    <aside
      aria-label="Preview"
      className={css({
        position: "fixed",
        insetInlineStart: "50%",
        bottom: "3",
        transform: "translateX(-50%)",
        zIndex: "toast",
        display: "flex",
        alignItems: "center",
        gap: "3",
        paddingBlock: "1.5",
        paddingInline: "4",
        borderRadius: "full",
        background: "gray.900",
        color: "white",
        fontSize: "sm",
        boxShadow: "lg",
      })}
    >
      <span>Preview — drafts shown</span>
      <a
        href={EXIT_PREVIEW_HREF}
        className={css({
          color: "white",
          fontWeight: "semibold",
          textDecoration: "underline",
          _focusVisible: { outline: "2px solid white", outlineOffset: "2px" },
        })}
      >
        Exit
      </a>
    </aside>
  );
}
