import type { RecipeDefinition, SlotRecipeConfig, SystemConfig } from "@chakra-ui/react";

/**
 * The site's design system, written once and read by both renderers: Chakra's `createSystem`
 * (./system.ts: /admin, the Studio and every part still drawn with Chakra components) and Panda CSS
 * (panda.config.ts, on top of `@chakra-ui/panda-preset`: the server-rendered sections). Both name every
 * token `--chakra-…`, so a token is the same CSS variable whichever renderer styled the element.
 *
 * Plain data and type imports only: Panda evaluates this module at build time, and a runtime import of
 * `@chakra-ui/react` here would put Chakra into every bundle that touches the theme.
 */

/** The CSS-variable namespace both renderers share (Chakra's default; Panda's `prefix.cssVar`). */
export const cssVarPrefix = "chakra";

/**
 * Chakra's own colour-mode selectors. Panda's defaults (`.light &`) leave the light values unset until a
 * script adds a class; these make light the default of the document and `.dark` the switch, with no script.
 */
export const colorModeConditions = {
  light: ":root &, .light &",
  dark: ".dark &, .dark .chakra-theme:not(.light) &",
} as const;

/** Headline type shared by the home hero and every inner page's h1; each picks its own size. */
const display = {
  fontFamily: "heading",
  fontWeight: "bold",
  letterSpacing: "-0.03em",
  lineHeight: "1.05",
  textWrap: "balance",
};

/** The small uppercase label above a title. */
const eyebrow = {
  fontSize: "xs",
  lineHeight: "1rem",
  fontWeight: "semibold",
  letterSpacing: "0.14em",
  textTransform: "uppercase",
};

const textStyles = {
  display: { value: display },
  eyebrow: { value: eyebrow },
} satisfies NonNullable<ThemeConfig["textStyles"]>;

/** Section headings: a small uppercase eyebrow above a display title. */
const sectionHeading = {
  className: "section-heading",
  slots: ["root", "eyebrow", "title", "text"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "3", maxW: "3xl" },
    eyebrow: { textStyle: "eyebrow", color: "brand.fg" },
    title: {
      fontFamily: "heading",
      fontWeight: "bold",
      letterSpacing: "-0.02em",
      color: "fg",
      textWrap: "balance",
    },
    text: { color: "fg.muted", textStyle: "lg", textWrap: "pretty" },
  },
  variants: {
    align: {
      start: { root: { alignItems: "flex-start", textAlign: "start" } },
      center: { root: { alignItems: "center", textAlign: "center", mx: "auto" } },
    },
    size: {
      md: { title: { textStyle: { base: "2xl", md: "3xl" } } },
      lg: { title: { textStyle: { base: "3xl", md: "5xl" } } },
    },
  },
  defaultVariants: { align: "start", size: "md" },
} satisfies SlotRecipeConfig;

/** The card every grid of the site is made of. */
const surfaceCard = {
  className: "surface-card",
  base: {
    display: "flex",
    flexDirection: "column",
    gap: "3",
    borderRadius: "l3",
    borderWidth: "1px",
    borderColor: "border",
    bg: "bg.panel",
    p: { base: "5", md: "6" },
    transitionProperty: "box-shadow, border-color, transform",
    transitionDuration: "moderate",
  },
  variants: {
    interactive: {
      true: {
        _hover: { borderColor: "brand.emphasized", boxShadow: "lg" },
        _focusWithin: { borderColor: "brand.emphasized", boxShadow: "lg" },
      },
    },
    tone: {
      plain: {},
      muted: { bg: "bg.subtle" },
      // Buttons and links inside a brand band take the `onBrand` palette: white on cardinal red.
      brand: {
        bg: "brand.solid",
        color: "brand.contrast",
        borderColor: "transparent",
        colorPalette: "onBrand",
      },
    },
  },
  defaultVariants: { tone: "plain" },
} satisfies RecipeDefinition;

const columns = (breakpoints: Record<string, number>) =>
  Object.fromEntries(
    Object.entries({ base: 1, ...breakpoints }).map(([at, n]) => [at, `repeat(${n}, minmax(0, 1fr))`]),
  );

/**
 * The list every grid of cards is laid out in: one column on a phone, more from the breakpoints its
 * `columns` names; `spaced` leaves the room a grid keeps under its section heading.
 */
const cardGrid = {
  className: "card-grid",
  base: { display: "grid", listStyleType: "none", gap: "6" },
  variants: {
    columns: {
      "sm2-lg4": { gridTemplateColumns: columns({ sm: 2, lg: 4 }) },
      "md2-lg4": { gridTemplateColumns: columns({ md: 2, lg: 4 }) },
      "md2-lg3": { gridTemplateColumns: columns({ md: 2, lg: 3 }) },
      md2: { gridTemplateColumns: columns({ md: 2 }) },
      md3: { gridTemplateColumns: columns({ md: 3 }) },
      sm3: { gridTemplateColumns: columns({ sm: 3 }) },
    },
    gap: { "4": { gap: "4" }, "5": { gap: "5" }, "6": { gap: "6" } },
    spaced: { true: { mt: { base: "10", md: "14" } } },
  },
  defaultVariants: { columns: "sm2-lg4", gap: "6" },
} satisfies RecipeDefinition;

/** The page-wide column every band's content sits in. */
const sectionContainer = {
  className: "section-container",
  base: {
    position: "relative",
    width: "100%",
    maxW: "7xl",
    mx: "auto",
    px: { base: "4", md: "8" },
  },
} satisfies RecipeDefinition;

// ── Section cards: the icon tile at the head of a card (capability grid, icon cards, feature cards) ──

/** The square or round tile an editor's icon sits in at the top of a card. */
const iconTile = {
  className: "icon-tile",
  base: { display: "inline-flex", alignItems: "center", justifyContent: "center", flexShrink: "0" },
  variants: {
    tone: {
      // The service's own gradient, set as an inline background image by the section.
      gradient: { boxSize: "12", borderRadius: "l2", color: "white" },
      soft: { boxSize: "11", borderRadius: "l2", bg: "brand.subtle", color: "brand.fg" },
      round: { boxSize: "12", borderRadius: "full", bg: "brand.muted", color: "brand.fg" },
    },
  },
  defaultVariants: { tone: "gradient" },
} satisfies RecipeDefinition;

// ── End of the section cards' styles ──

/** Pill buttons across the site (merged into Chakra's button recipe). */
const buttonExtension = {
  base: { borderRadius: "full", fontWeight: "semibold" },
} satisfies RecipeDefinition;

/** Category and tag badges: rounded, slightly tracked (merged into Chakra's badge recipe). */
const badgeExtension = {
  base: { borderRadius: "full", letterSpacing: "0.02em", fontWeight: "medium" },
} satisfies RecipeDefinition;

// ── Inner pages: their opening band and ruled text blocks (page header, service and process heroes,
// process list, text sections) ──

/**
 * The opening band of an inner page: a wash of brand colour, the eyebrow, the page's one h1 in `display`
 * type at the inner pages' size, and its lead paragraph. Each band keeps its own padding and layout.
 */
const pageOpening = {
  className: "page-opening",
  slots: ["root", "eyebrow", "title", "lead"],
  base: {
    root: {
      position: "relative",
      overflow: "hidden",
      bgGradient: "to-b",
      gradientFrom: "brand.subtle",
      gradientTo: "bg",
    },
    eyebrow: { textStyle: "eyebrow", color: "brand.fg" },
    title: { textStyle: "display", fontSize: { base: "4xl", md: "6xl" } },
    lead: { textStyle: { base: "lg", md: "xl" }, color: "fg.muted", textWrap: "pretty" },
  },
} satisfies SlotRecipeConfig;

/** A titled block under a short brand rule: numbered steps, titled paragraphs. */
const ruledBlock = {
  className: "ruled-block",
  base: {
    display: "flex",
    flexDirection: "column",
    gap: "3",
    borderTopWidth: "2px",
    borderColor: "brand.solid",
    pt: "5",
  },
} satisfies RecipeDefinition;

/**
 * A key figure beside a brand rule, its label under it (the markup puts the label first, as a `dt` before
 * its `dd`): the hero's numbers, each industry's, and the about and process pages' bands. Drawn by
 * components/sections/stat-figure.tsx.
 */
const statFigure = {
  className: "stat-figure",
  slots: ["root", "label", "value"],
  base: {
    root: {
      display: "flex",
      flexDirection: "column",
      gap: "1",
      borderStartWidth: "3px",
      borderColor: "brand.solid",
      ps: "4",
    },
    label: { textStyle: "sm", color: "fg.muted", order: 2 },
    value: { fontFamily: "heading", textStyle: "3xl", fontWeight: "bold", order: 1 },
  },
  variants: {
    tone: { plain: {}, brand: { value: { color: "brand.fg" } } },
    size: { md: {}, lg: { value: { textStyle: { base: "3xl", md: "4xl" } } } },
  },
  defaultVariants: { tone: "plain", size: "md" },
} satisfies SlotRecipeConfig;

// ── End of the inner pages' styles ──

const globalCss = {
  html: {
    colorPalette: "brand",
    scrollBehavior: { base: "smooth", _motionReduce: "auto" },
    scrollPaddingTop: "5rem",
  },
  body: { bg: "bg", color: "fg", fontFamily: "body" },
  // A modal dialog's layer sets `pointer-events: none` on <body>, an inherited property: every element of
  // the page was restyled on each open and close (1,941 of Team's at ten times the sample data). Set on
  // body's children, the change stops there; the dialog's backdrop, which covers the whole viewport, is
  // what keeps a click off the page, and the layer's own inline styles still win over this.
  "body > *": { pointerEvents: "auto" },
  // A form sent before its island's code came (lib/runtime/early-taps.ts): its button shows it was seen.
  "[data-early-busy]": { cursor: "progress", opacity: 0.7 },
} satisfies NonNullable<SystemConfig["globalCss"]>;

type ThemeConfig = NonNullable<SystemConfig["theme"]>;

const tokens = {
  colors: {
    brand: {
      50: { value: "#fdf2f4" },
      100: { value: "#fbe5e9" },
      200: { value: "#f6c6cf" },
      300: { value: "#ef9aab" },
      400: { value: "#e4637d" },
      500: { value: "#d33a57" },
      600: { value: "#c41e3a" },
      700: { value: "#a3162f" },
      800: { value: "#86152b" },
      900: { value: "#711628" },
      950: { value: "#3f0812" },
    },
    ink: {
      50: { value: "#f6f7f9" },
      100: { value: "#eceef2" },
      200: { value: "#d5d9e2" },
      300: { value: "#b0b8c9" },
      400: { value: "#8591aa" },
      500: { value: "#66728f" },
      600: { value: "#515b76" },
      700: { value: "#424a60" },
      800: { value: "#2b3040" },
      900: { value: "#1a1d28" },
      950: { value: "#0d0f16" },
    },
  },
  fonts: {
    heading: { value: "var(--font-heading), ui-sans-serif, system-ui, sans-serif" },
    body: { value: "var(--font-body), ui-sans-serif, system-ui, sans-serif" },
  },
  shadows: {
    glow: { value: "0 10px 40px -12px rgba(196, 30, 58, 0.45)" },
  },
} satisfies NonNullable<ThemeConfig["tokens"]>;

const semanticTokens = {
  // Chakra's own l1–l3 are semantic tokens (in both renderers), so ours must be too: as plain tokens
  // they are shadowed and cards render with Chakra's 6 px instead of 1 rem.
  radii: {
    l1: { value: "0.375rem" },
    l2: { value: "0.625rem" },
    l3: { value: "1rem" },
  },
  colors: {
    brand: {
      solid: { value: { _light: "{colors.brand.600}", _dark: "{colors.brand.500}" } },
      contrast: { value: "white" },
      fg: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
      muted: { value: { _light: "{colors.brand.100}", _dark: "{colors.brand.900}" } },
      subtle: { value: { _light: "{colors.brand.50}", _dark: "{colors.brand.950}" } },
      emphasized: { value: { _light: "{colors.brand.200}", _dark: "{colors.brand.800}" } },
      focusRing: { value: { _light: "{colors.brand.600}", _dark: "{colors.brand.400}" } },
    },
    onBrand: {
      solid: { value: "white" },
      contrast: { value: "{colors.brand.700}" },
      fg: { value: "white" },
      muted: { value: "rgba(255, 255, 255, 0.35)" },
      subtle: { value: "rgba(255, 255, 255, 0.16)" },
      emphasized: { value: "rgba(255, 255, 255, 0.5)" },
      focusRing: { value: "white" },
    },
    bg: {
      DEFAULT: { value: { _light: "white", _dark: "{colors.ink.950}" } },
      subtle: { value: { _light: "{colors.ink.50}", _dark: "{colors.ink.900}" } },
      muted: { value: { _light: "{colors.ink.100}", _dark: "{colors.ink.800}" } },
      panel: { value: { _light: "white", _dark: "{colors.ink.900}" } },
      inverted: { value: { _light: "{colors.ink.950}", _dark: "{colors.ink.50}" } },
    },
    fg: {
      DEFAULT: { value: { _light: "{colors.ink.950}", _dark: "{colors.ink.50}" } },
      muted: { value: { _light: "{colors.ink.600}", _dark: "{colors.ink.300}" } },
      subtle: { value: { _light: "{colors.ink.500}", _dark: "{colors.ink.400}" } },
      inverted: { value: { _light: "{colors.ink.50}", _dark: "{colors.ink.950}" } },
    },
    border: {
      DEFAULT: { value: { _light: "{colors.ink.200}", _dark: "{colors.ink.800}" } },
      muted: { value: { _light: "{colors.ink.100}", _dark: "{colors.ink.900}" } },
    },
  },
} satisfies NonNullable<ThemeConfig["semanticTokens"]>;

/** A section rising into place as it scrolls into view (components/ui/reveal.tsx). */
const keyframes = {
  sectionRise: { from: { transform: "translateY(24px)" }, to: { transform: "translateY(0)" } },
} satisfies NonNullable<ThemeConfig["keyframes"]>;

/** Everything each renderer adds on top of Chakra's default theme. */
export const theme = {
  globalCss,
  tokens,
  keyframes,
  semanticTokens,
  textStyles,
  recipes: {
    surfaceCard,
    cardGrid,
    sectionContainer,
    button: buttonExtension,
    badge: badgeExtension,
    iconTile,
    ruledBlock,
  },
  slotRecipes: { sectionHeading, pageOpening, statFigure },
};
