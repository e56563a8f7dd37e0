import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { defaultConfig } from "@chakra-ui/react";
import { convert } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { trimWeightAxis } from "./build.ts";
import { FONT_FILES, WEIGHT_AXIS } from "./weight-axis.ts";

async function faceOf(woff2: Buffer) {
  return new Face(new Blob(await convert(woff2, "sfnt")));
}

describe.each(FONT_FILES)("the $family font", ({ source }) => {
  it("keeps every character of the published file and only the site's weights", async () => {
    const published = readFileSync(source);
    const trimmed = await trimWeightAxis(published);
    const [before, after] = [await faceOf(published), await faceOf(trimmed)];
    expect([...after.collectUnicodes()].sort()).toEqual([...before.collectUnicodes()].sort());
    expect(after.getAxisInfos().wght).toMatchObject({ min: WEIGHT_AXIS.min, max: WEIGHT_AXIS.max });
    expect(trimmed.length).toBeLessThan(published.length * 0.8);
  });
});

const root = join(import.meta.dirname, "..", "..", "..");

describe("the font declarations", () => {
  const declarations = readFileSync(join(import.meta.dirname, "index.ts"), "utf8");

  it("serve the trimmed files with the weight range they hold", () => {
    const sources = [...declarations.matchAll(/src: "\.\/([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(FONT_FILES.map((f) => relative(import.meta.dirname, f.output)));
    const weights = [...declarations.matchAll(/weight: "([^"]+)"/g)].map((m) => m[1]);
    expect(weights).toEqual(FONT_FILES.map(() => `${WEIGHT_AXIS.min} ${WEIGHT_AXIS.max}`));
  });
});

/** Every .ts/.tsx file under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

describe("the weights the site sets", () => {
  it("all lie on the fonts' weight axis", () => {
    const tokens = defaultConfig.theme?.tokens?.fontWeights ?? {};
    const named = (name: string) => Number((tokens[name] as { value?: string } | undefined)?.value);
    const files = ["app", "components", "lib"].flatMap((dir) => sourceFiles(join(root, dir)));
    const used = new Map<string, number>();
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const [, name, number] of text.matchAll(/fontWeight[=:]\s*(?:"([a-z]+)"|\{?\s*(\d{3}))/g)) {
        if (name && name !== "inherit") used.set(name, named(name));
        if (number) used.set(number, Number(number));
      }
      // A weight chosen at render time: both of its names count.
      for (const [, a, b] of text.matchAll(/fontWeight=\{[^?}]+\?\s*"([a-z]+)"\s*:\s*"([a-z]+)"\}/g)) {
        if (a && b) for (const name of [a, b]) used.set(name, named(name));
      }
    }
    expect(used.size).toBeGreaterThan(3);
    const outside = [...used].filter(([, w]) => !(w >= WEIGHT_AXIS.min && w <= WEIGHT_AXIS.max));
    expect(outside).toEqual([]);
  });
});
