import { createSystem, defaultConfig, defineConfig, defineRecipe, defineSlotRecipe } from "@chakra-ui/react";

/** Section headings: a small uppercase eyebrow above a display title. */
const sectionHeading = defineSlotRecipe({
  className: "section-heading",
  slots: ["root", "eyebrow", "title", "text"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "3", maxW: "3xl" },
    eyebrow: {
      textStyle: "xs",
      fontWeight: "semibold",
      letterSpacing: "0.14em",
      textTransform: "uppercase",
      color: "brand.fg",
    },
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
});

const surfaceCard = defineRecipe({
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
});

/** Pill buttons across the site. */
const buttonExtension = defineRecipe({
  base: { borderRadius: "full", fontWeight: "semibold" },
});

/** Category and tag badges: rounded, slightly tracked. */
const badgeExtension = defineRecipe({
  base: { borderRadius: "full", letterSpacing: "0.02em", fontWeight: "medium" },
});

const config = defineConfig({
  globalCss: {
    html: {
      colorPalette: "brand",
      scrollBehavior: { base: "smooth", _motionReduce: "auto" },
      scrollPaddingTop: "5rem",
    },
    body: { bg: "bg", color: "fg", fontFamily: "body" },
  },
  theme: {
    tokens: {
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
    },
    semanticTokens: {
      // Chakra's own l1–l3 are semantic tokens, so ours must be too: as plain tokens they were shadowed.
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
    },
    recipes: { surfaceCard, button: buttonExtension, badge: badgeExtension },
    slotRecipes: { sectionHeading },
  },
});

export const system = createSystem(defaultConfig, config);

/** Every object key of the styles, in the order written, e.g. `[{color,textStyle}]`. */
function keyOrder(value: unknown): string {
  if (value === null || typeof value !== "object") return "";
  if (Array.isArray(value)) return `[${value.map(keyOrder).join(",")}]`;
  return `{${Object.entries(value)
    .map(([key, inner]) => key + keyOrder(inner))
    .join(",")}}`;
}

// Chakra memoises css() by its arguments with their object keys sorted, yet builds the result in the order
// its first caller wrote the props: `color, textStyle` on one element and `textStyle, color` on another
// share a cache entry, so an element's class depends on what the process rendered before, and the server
// and a browser name the same element's styles differently (a hydration mismatch under next dev). Each
// call also passes its key order as a string, which css() drops (it merges objects only) but which makes
// the cache key order-sensitive: each element gets exactly the styles it wrote, in its own order.
const memoisedCss = system.css;
system.css = (...styles) => memoisedCss(...styles, keyOrder(styles) as never);
