import { join } from "node:path";

// The weights the site sets (normal 400 to extrabold 800). The fonts ship only this part of their weight
// axis: the published files span 100–900 (Inter) and 200–800 (Plus Jakarta Sans), and the unused ends
// cost a visitor about a quarter of the font bytes every page preloads.
export const WEIGHT_AXIS = { min: 400, max: 800 } as const;

const fontsource = join(import.meta.dirname, "..", "..", "..", "node_modules", "@fontsource-variable");

/** Each family's published file (all of its Latin glyphs) and the trimmed file `index.ts` serves. */
export const FONT_FILES = [
  {
    family: "body",
    source: join(fontsource, "inter", "files", "inter-latin-wght-normal.woff2"),
    output: join(import.meta.dirname, "files", "body.woff2"),
  },
  {
    family: "heading",
    source: join(fontsource, "plus-jakarta-sans", "files", "plus-jakarta-sans-latin-wght-normal.woff2"),
    output: join(import.meta.dirname, "files", "heading.woff2"),
  },
] as const;
