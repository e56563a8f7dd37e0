import { defineConfig } from "@pandacss/dev";
import { colorModeConditions, cssVarPrefix, theme } from "./components/ui/theme.ts";
import { accentOptions } from "./lib/content/design-options.ts";

const { globalCss, ...themeConfig } = theme;

/**
 * Panda CSS for the server-rendered sections: Chakra's own theme (`@chakra-ui/panda-preset`) plus the
 * site's (components/ui/theme.ts, which Chakra's createSystem reads too), extracted into static CSS at
 * build time. `styled-system/` is generated (`npm run codegen`, run by `prepare` and before every
 * dev, build, test and typecheck) and not committed.
 */
export default defineConfig({
  presets: ["@chakra-ui/panda-preset"],
  preflight: true,
  include: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  exclude: ["./components/**/*.test.{ts,tsx}"],
  outdir: "styled-system",
  // A .d.mts beside each .mjs, so an import of a generated module by its file ("…/css/index.mjs") is typed.
  forceConsistentTypeExtension: true,
  prefix: { cssVar: cssVarPrefix },
  // Short hashed class names: the atomic names ("motionSafe:[@supports_…]:anim-tl_view()") were 38 KB of
  // the home page's 93 KB of markup and 29 KB of its RSC payload, parsed twice on every load. Variables
  // keep their names: Chakra's renderer shares them (components/ui/theme.ts).
  hash: { className: true, cssVar: false },
  conditions: { extend: colorModeConditions },
  globalCss: { extend: globalCss },
  theme: { extend: themeConfig as never },
  staticCss: {
    // Chosen at render time, so extraction cannot see which: the site's own recipes in every variant, and
    // each colour palette an editor may give a card's accent.
    recipes: {
      surfaceCard: ["*"],
      cardGrid: ["*"],
      sectionHeading: ["*"],
      sectionContainer: ["*"],
      statFigure: ["*"],
    },
    css: [{ properties: { colorPalette: accentOptions.map((option) => option.value) } }],
  },
  hooks: {
    // Marks the generated modules free of side effects, so a bundle keeps only the recipes and helpers a
    // client component uses instead of every recipe the recipes index re-exports.
    "codegen:prepare": ({ artifacts }) => [
      ...artifacts,
      { id: "package.json", files: [{ file: "package.json", code: '{ "sideEffects": false }\n' }] },
    ],
  },
});
