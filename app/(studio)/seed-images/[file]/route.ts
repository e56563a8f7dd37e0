import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { SEED_IMAGES_DIR } from "../../../../lib/sanity/local-source.ts";

/** The seed's images, served in local mode; every file is written out at build time. */
export const dynamic = "force-static";
export const dynamicParams = false;

export async function generateStaticParams() {
  const files = await readdir(SEED_IMAGES_DIR);
  return files.filter((file) => file.endsWith(".svg")).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!/^[a-z0-9-]+\.svg$/.test(file)) return new Response("Not found", { status: 404 });
  const svg = await readFile(join(SEED_IMAGES_DIR, file));
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
