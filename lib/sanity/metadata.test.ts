import { describe, expect, it } from "vitest";
import { documentMetadata } from "./metadata.ts";

const raster = (alt: string) => ({
  alt,
  asset: {
    _id: "image-abc-1200x630-png",
    url: "https://cdn.sanity.io/images/p/d/abc-1200x630.png",
    width: 1200,
    height: 630,
  },
});

const imageAlt = (metadata: ReturnType<typeof documentMetadata>) => {
  const images = metadata.openGraph?.images;
  return Array.isArray(images) ? (images[0] as { alt?: string }).alt : undefined;
};

describe("documentMetadata", () => {
  it("describes an uploaded share image with its own alt text, not the page title", () => {
    const metadata = documentMetadata({
      documentId: "careersPage",
      title: "Careers",
      image: raster("Our team at work"),
    });
    expect(imageAlt(metadata)).toBe("Our team at work");
    const twitter = metadata.twitter as { images?: { alt?: string }[] };
    expect(twitter.images?.[0]?.alt).toBe("Our team at work");
  });

  it("describes the generated card, which shows the title, by the title", () => {
    expect(imageAlt(documentMetadata({ documentId: "careersPage", title: "Careers" }))).toBe("Careers");
    expect(
      imageAlt(documentMetadata({ documentId: "careersPage", title: "Careers", image: raster(" ") })),
    ).toBe("Careers");
  });

  it("asks search engines not to index a page the editor hides, and only then", () => {
    expect(documentMetadata({ title: "Careers", noindex: true }).robots).toEqual({
      index: false,
      follow: true,
    });
    expect(documentMetadata({ title: "Careers" }).robots).toBeUndefined();
  });
});
