import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { icoFromPngs } from "@/lib/ico";

// Browsers and crawlers ask for /favicon.ico whatever the page links; it is drawn from app/icon.svg,
// the one source of the mark, when the site is built.
export const dynamic = "force-static";

const SIZES = [16, 32, 48] as const;

export async function GET(): Promise<Response> {
  const svg = await readFile(join(process.cwd(), "app", "icon.svg"));
  const images = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 384 }).resize(size, size).png().toBuffer(),
    })),
  );
  return new Response(new Uint8Array(icoFromPngs(images)), {
    headers: { "Content-Type": "image/x-icon", "Cache-Control": "public, max-age=86400" },
  });
}
