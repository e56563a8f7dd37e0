import { css, cx } from "../../../styled-system/css/index.mjs";
import { dialog } from "../../../styled-system/recipes/index.mjs";

const parts = dialog({
  size: { base: "full", md: "lg" },
  placement: "center",
  scrollBehavior: "inside",
  motionPreset: "slide-in-bottom",
});

const stillUnderReducedMotion = css({ _motionReduce: { animation: "none" } });

/**
 * The quote dialog's frame, as classes: the server hands them to the trigger, which draws the frame the
 * moment it is tapped (./quote-frame.tsx) without a styling runtime, and the wizard draws the same frame
 * around its form, so nothing moves when one replaces the other.
 */
export const quoteDialogClasses = {
  backdrop: cx(parts.backdrop, stillUnderReducedMotion),
  positioner: parts.positioner,
  content: cx(
    parts.content,
    stillUnderReducedMotion,
    css({ borderRadius: { base: "0", md: "l3" }, minH: { base: "100dvh", md: "0" } }),
  ),
  /** Added where the wizard takes over from the frame already on screen: it is not shown a second time. */
  noEntrance: css({ animation: "none" }),
  header: cx(parts.header, css({ flexDirection: "column", alignItems: "stretch", gap: "5", pb: "4" })),
  heading: css({ display: "flex", flexDirection: "column", gap: "1", pe: "10" }),
  kicker: css({
    textStyle: "xs",
    fontWeight: "semibold",
    letterSpacing: "0.14em",
    textTransform: "uppercase",
    color: "brand.fg",
  }),
  title: cx(parts.title, css({ fontFamily: "heading", textStyle: { base: "xl", md: "2xl" } })),
  description: cx(parts.description, css({ textStyle: "sm" })),
  /** The progress indicator's height, held by the frame until the wizard draws it. */
  progressSpace: css({ h: "12" }),
  body: parts.body,
  loading: css({
    display: "flex",
    alignItems: "center",
    gap: "3",
    color: "fg.muted",
    textStyle: "sm",
    py: "6",
  }),
  spinner: css({
    boxSize: "5",
    borderRadius: "full",
    borderWidth: "2px",
    borderColor: "brand.solid",
    borderInlineStartColor: "transparent",
    animation: "spin 0.8s linear infinite",
    _motionReduce: { animationDuration: "2.4s" },
  }),
  retry: css({ color: "brand.fg", fontWeight: "semibold", textDecoration: "underline", cursor: "pointer" }),
  footer: cx(
    parts.footer,
    css({ justifyContent: "space-between", borderTopWidth: "1px", borderColor: "border", pt: "4" }),
  ),
  closeTrigger: cx(
    parts.closeTrigger,
    css({
      display: "inline-grid",
      placeItems: "center",
      boxSize: "9",
      borderRadius: "l2",
      color: "fg.muted",
      cursor: "pointer",
      _hover: { bg: "bg.muted", color: "fg" },
      _focusVisible: { outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" },
    }),
  ),
};

export type QuoteDialogClasses = typeof quoteDialogClasses;
