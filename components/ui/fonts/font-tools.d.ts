// The two font tools ship no types; these are the calls the project makes.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string | undefined,
    options: {
      targetFormat: "woff2" | "woff" | "sfnt" | "truetype";
      keepAllGlyphs?: boolean;
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "sfnt" | "truetype" | "woff" | "woff2"): Promise<Buffer>;
}
