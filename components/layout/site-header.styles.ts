// The header's classes, composed on the server and handed to the header island, so the island ships
// without Panda's runtime (css() and the recipes compose class names in JavaScript).
import { css, cx } from "../../styled-system/css/index.mjs";
import { button, sectionContainer } from "../../styled-system/recipes/index.mjs";

// The bar is clear over the hero, turns frosted once the page scrolls, and solid while the menu is open.
const frosted = { bg: "bg/90", backdropFilter: "saturate(180%) blur(14px)", borderColor: "border" };
const bar = css({
  position: "sticky",
  top: "0",
  zIndex: "sticky",
  bg: "transparent",
  borderBottomWidth: "1px",
  borderColor: "transparent",
  transitionProperty: "background-color, box-shadow, border-color",
  transitionDuration: "moderate",
  "&[data-condensed=true]": { ...frosted, boxShadow: "sm" },
  // Opening the menu paints the bar solid at once: a blur and a colour transition behind it would cost
  // the tap's next frame (and every frame of the transition) on a phone.
  "&:has(:popover-open)": { bg: "bg", borderColor: "border", backdropFilter: "none", transition: "none" },
});

const row = css({
  display: "flex",
  h: "4.5rem",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "6",
});
const homeLink = css({ display: "inline-flex", alignItems: "center", _hover: { textDecoration: "none" } });
const desktopOnly = css({ display: { base: "none", lg: "flex" }, alignItems: "center" });

const navLink = css({
  px: "3",
  py: "2",
  borderRadius: "l2",
  fontWeight: "medium",
  fontSize: "sm",
  color: "fg.muted",
  _hover: { color: "fg", bg: "bg.muted" },
  _currentPage: { color: "brand.fg", bg: "brand.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" },
});

const mobileNavLink = css({
  px: "3",
  py: "3",
  borderRadius: "l2",
  fontWeight: "medium",
  color: "fg",
  _hover: { bg: "bg.muted" },
  _currentPage: { color: "brand.fg", bg: "brand.subtle" },
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" },
});

const menuToggle = css({ display: { base: "inline-flex", lg: "none" }, px: "0", w: "10" });

// A popover in the top layer, placed under the bar's row (the bar is sticky at the top of the viewport).
const mobilePanel = css({
  display: { lg: "none" },
  position: "fixed",
  top: "4.5rem",
  insetInline: "0",
  bottom: "auto",
  w: "auto",
  h: "auto",
  m: "0",
  p: "0",
  borderWidth: "0",
  borderTopWidth: "1px",
  borderBottomWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  boxShadow: "md",
  maxH: "calc(100dvh - 4.5rem)",
  overflowY: "auto",
});

export const siteHeaderClasses = {
  bar,
  container: sectionContainer(),
  row,
  homeLink,
  desktopNav: cx(desktopOnly, css({ gap: "1" })),
  desktopActions: cx(desktopOnly, css({ gap: "3" })),
  navLink,
  mobileNavLink,
  contactButton: button({ size: "sm" }),
  menuToggle: cx(button({ variant: "ghost" }), menuToggle),
  mobilePanel,
  mobileContainer: cx(sectionContainer(), css({ py: "4" })),
  mobileNav: css({ display: "flex", flexDirection: "column", gap: "1" }),
  mobileActions: css({
    display: "flex",
    alignItems: "center",
    gap: "3",
    pt: "4",
    mt: "3",
    borderTopWidth: "1px",
    borderColor: "border",
  }),
  mobileContactButton: cx(button({ size: "sm" }), css({ flex: "1" })),
};

export type SiteHeaderClasses = typeof siteHeaderClasses;
