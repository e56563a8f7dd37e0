import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import subsetFont from "subset-font";
import { FONT_FILES, WEIGHT_AXIS } from "./weight-axis.ts";

// Run by `npm run codegen` (before dev, build, typecheck and tests), so the trimmed files always match the
// installed fonts and nothing derived from them is committed.

/** The published font limited to the site's weights; every glyph and feature is kept. */
export function trimWeightAxis(font: Buffer): Promise<Buffer> {
  return subsetFont(font, undefined, {
    targetFormat: "woff2",
    keepAllGlyphs: true,
    variationAxes: { wght: { min: WEIGHT_AXIS.min, max: WEIGHT_AXIS.max } },
  });
}

if (import.meta.main) {
  for (const file of FONT_FILES) {
    mkdirSync(dirname(file.output), { recursive: true });
    writeFileSync(file.output, await trimWeightAxis(readFileSync(file.source)));
  }
}
