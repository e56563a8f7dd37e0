import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { icoFromPngs } from "./ico.ts";

// app/icon.svg is the mark; app/favicon.ico is drawn from it for browsers and crawlers that ask for
// /favicon.ico by name. `npm run favicon` redraws it; favicon.test.ts fails when the two drift apart.
export const ICON_SVG = fileURLToPath(new URL("../../app/icon.svg", import.meta.url));
export const FAVICON_ICO = fileURLToPath(new URL("../../app/favicon.ico", import.meta.url));
const SIZES = [16, 32, 48] as const;

export async function drawFavicon(svg: Buffer = readFileSync(ICON_SVG)): Promise<Buffer> {
  const images = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 384 }).resize(size, size).png().toBuffer(),
    })),
  );
  return icoFromPngs(images);
}

if (import.meta.main) {
  writeFileSync(FAVICON_ICO, await drawFavicon());
  console.log(`favicon: ${FAVICON_ICO}`);
}
