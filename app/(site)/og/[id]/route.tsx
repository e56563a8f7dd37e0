import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import { sanityFetch } from "../../../../lib/sanity/fetch.ts";
import { SOCIAL_IMAGE_SIZE } from "../../../../lib/sanity/metadata.ts";
import { socialCardIdsQuery, socialCardQuery } from "../../../../lib/sanity/queries.ts";

// One PNG per page, written at build time from the page's own content; a page published later gets its
// image on its first request.
export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  const ids = await sanityFetch({ query: socialCardIdsQuery });
  return ids.map((id) => ({ id }));
}

// Satori reads TrueType/WOFF, not WOFF2, so the static @fontsource packages are used here.
const fontFile = (path: string) => readFile(join(process.cwd(), "node_modules/@fontsource", path));

const fonts = async () => {
  const [heading, body] = await Promise.all([
    fontFile("plus-jakarta-sans/files/plus-jakarta-sans-latin-700-normal.woff"),
    fontFile("inter/files/inter-latin-400-normal.woff"),
  ]);
  return [
    { name: "Plus Jakarta Sans", data: heading, weight: 700 as const, style: "normal" as const },
    { name: "Inter", data: body, weight: 400 as const, style: "normal" as const },
  ];
};

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, text.lastIndexOf(" ", max - 1))}…`;

const RED = "#c41e3a";
const INK = "#0d0f16";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { doc, siteName } = await sanityFetch({ query: socialCardQuery, params: { id } });
  if (!doc?.title) return new Response("Not found", { status: 404 });
  const title = clip(doc.title, 90);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: `radial-gradient(circle at 88% 12%, #711628 0%, ${INK} 55%)`,
        color: "#f6f7f9",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <div style={{ width: 44, height: 44, borderRadius: 12, background: RED, display: "flex" }} />
        <div style={{ fontFamily: "Plus Jakarta Sans", fontSize: 32, fontWeight: 700 }}>{siteName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 22 }}>
        {doc.eyebrow ? (
          <div
            style={{
              fontSize: 24,
              letterSpacing: 4,
              textTransform: "uppercase",
              color: "#ef9aab",
              display: "flex",
            }}
          >
            {doc.eyebrow}
          </div>
        ) : null}
        <div
          style={{
            fontFamily: "Plus Jakarta Sans",
            fontSize: title.length > 48 ? 60 : 76,
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: -2,
            display: "flex",
          }}
        >
          {title}
        </div>
        {doc.description ? (
          <div style={{ fontSize: 28, lineHeight: 1.4, color: "#b0b8c9", display: "flex", maxWidth: 980 }}>
            {clip(doc.description, 150)}
          </div>
        ) : null}
      </div>
      {/* No host name in the picture: the image is shared wherever the site is served from. */}
      <div style={{ display: "flex", justifyContent: "flex-end" }}>
        <div style={{ display: "flex", width: 160, height: 8, borderRadius: 4, background: RED }} />
      </div>
    </div>,
    { ...SOCIAL_IMAGE_SIZE, fonts: await fonts() },
  );
}
