import { describe, expect, it } from "vitest";
import { type ContentImage, imageSrcSet, imageUrl, isLocalLakeImage } from "./image.ts";

function image(url: string, id: string): ContentImage {
  return { alt: "x", asset: { _id: id, url, width: 640, height: 400 } };
}

describe("imageUrl", () => {
  it("asks the local Content Lake for the width, like the CDN", () => {
    const local = image(
      "http://127.0.0.1:54340/images/local/production/abc123-640x400.png",
      "image-abc123-640x400-png",
    );
    const url = imageUrl(local, { width: 320 });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:54340\/images\/local\/production\/abc123-640x400\.png\?/);
    expect(new URL(url ?? "").searchParams.get("w")).toBe("320");
    expect(isLocalLakeImage(url ?? "")).toBe(true);
  });

  it("keeps CDN images on the CDN and seed images as they are", () => {
    const cdn = image("https://cdn.sanity.io/images/p1/production/abc-640x400.jpg", "image-abc-640x400-jpg");
    expect(imageUrl(cdn, { width: 320 })).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/p1\/production\/abc-640x400\.jpg\?/,
    );
    expect(isLocalLakeImage(imageUrl(cdn) ?? "")).toBe(false);
    const seed = image("/seed-images/hero.svg", "image-def-1200x630-svg");
    expect(imageUrl(seed, { width: 320 })).toBe("/seed-images/hero.svg");
  });
});

describe("imageSrcSet", () => {
  it("offers a resizable image at each width up to the widest it is shown at", () => {
    const cdn = image("https://cdn.sanity.io/images/p1/production/abc-640x400.jpg", "image-abc-640x400-jpg");
    const candidates = (imageSrcSet(cdn, 1000) ?? "").split(", ").map((entry) => entry.split(" "));
    expect(candidates.map(([, width]) => width)).toEqual(["320w", "480w", "640w", "960w", "1000w"]);
    for (const [url, width] of candidates) expect(`${new URL(url ?? "").searchParams.get("w")}w`).toBe(width);
  });

  it("has none for vector art and seed files, which come in one size", () => {
    expect(imageSrcSet(image("/seed-images/hero.png", "image-def-1200x630-png"), 1000)).toBeUndefined();
    const svg = image("https://cdn.sanity.io/images/p1/production/abc-640x400.svg", "image-abc-640x400-svg");
    expect(imageSrcSet(svg, 1000)).toBeUndefined();
  });
});
