import { describe, expect, it } from "vitest";
import { type ContentImage, imageUrl, isLocalLakeImage } from "./image.ts";

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
