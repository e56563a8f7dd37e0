import { describe, expect, it } from "vitest";
import { documentMetadata } from "../../../lib/sanity/metadata.ts";
import { metaTagsOf } from "./meta-tags.ts";

const base = new URL("https://www.example.com");

describe("the tags a metadata object emits", () => {
  it("lists title, description, canonical, Open Graph and Twitter tags with absolute URLs", () => {
    const metadata = documentMetadata({
      documentId: "testPage",
      path: "/test",
      title: "Sharing test | Example",
      description: "How pages are shared.",
      siteName: "Example",
      absoluteTitle: true,
    });
    const tags = Object.fromEntries(metaTagsOf(metadata, base).map((tag) => [tag.key, tag.value]));
    expect(tags).toEqual({
      title: "Sharing test | Example",
      description: "How pages are shared.",
      canonical: "https://www.example.com/test",
      "og:title": "Sharing test | Example",
      "og:description": "How pages are shared.",
      "og:url": "https://www.example.com/test",
      "og:site_name": "Example",
      "og:image": "https://www.example.com/og/testPage",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "Sharing test | Example",
      "og:type": "website",
      "twitter:card": "summary_large_image",
      "twitter:title": "Sharing test | Example",
      "twitter:description": "How pages are shared.",
      "twitter:image": "https://www.example.com/og/testPage",
      "twitter:image:alt": "Sharing test | Example",
    });
  });

  it("applies the title template to a plain title and leaves out what the metadata lacks", () => {
    const tags = metaTagsOf({ title: "Careers", openGraph: { images: "/a.png" } }, base, "%s | Example");
    expect(tags).toEqual([
      { key: "title", value: "Careers | Example" },
      { key: "og:image", value: "https://www.example.com/a.png" },
    ]);
  });

  it("uses an uploaded raster image over the generated one, but never an SVG", () => {
    const image = (url: string, id: string) => ({
      alt: "Artwork",
      asset: { _id: id, url, width: 1200, height: 630 },
    });
    const withPng = documentMetadata({
      documentId: "aboutPage",
      title: "About",
      image: image("https://cdn.sanity.io/images/p/d/abc-1200x630.png", "image-abc-1200x630-png"),
    });
    const withSvg = documentMetadata({
      documentId: "aboutPage",
      title: "About",
      image: image("/seed-images/og-about.svg", "image-def-1200x630-svg"),
    });
    const ogImage = (m: typeof withPng) => metaTagsOf(m, base).find((tag) => tag.key === "og:image")?.value;
    expect(ogImage(withPng)).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/p\/d\/abc-1200x630\.png\?/);
    expect(ogImage(withSvg)).toBe("https://www.example.com/og/aboutPage");
  });
});
