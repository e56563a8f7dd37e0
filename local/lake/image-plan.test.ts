// The local image server against the documented answers of Sanity's image CDN for the same parameters
// (https://www.sanity.io/docs/image-urls; the fit modes are imgix's, whose reference gives the sizes of
// its 300×200 examples): the part of the original kept and the size it is drawn at.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createImageUrlBuilder } from "@sanity/image-url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { planImage } from "./image-plan.ts";
import { assetsDir, renderImage } from "./images.ts";

const plan = (width: number, height: number, query: string) =>
  planImage(width, height, new URLSearchParams(query));
const whole = (width: number, height: number) => ({ left: 0, top: 0, width, height });

describe("Sanity's image URL parameters", () => {
  it("rect keeps that rectangle of the original, before anything else", () => {
    // "extract a rectangle from the image starting at 70 pixels from the left and 20 pixels from the
    // top, 120 pixels wide and 150 pixels tall"
    expect(plan(300, 450, "rect=70,20,120,150")).toEqual({
      extract: { left: 70, top: 20, width: 120, height: 150 },
      width: 120,
      height: 150,
    });
    expect(plan(300, 450, "rect=70,20,120,150&w=60")).toMatchObject({ width: 60, height: 75 });
    // A rectangle past the edge is cut at the edge.
    expect(plan(1000, 563, "rect=0,0,736,900").extract).toEqual({ left: 0, top: 0, width: 736, height: 563 });
  });

  it("one side scales the image, the other follows its aspect ratio", () => {
    // "?h=200 … scale the image to be 200 pixels tall" (the 300×450 original of the reference)
    expect(plan(300, 450, "h=200")).toEqual({ extract: whole(300, 450), width: 133, height: 200 });
    expect(plan(300, 200, "w=100")).toMatchObject({ width: 100, height: 67 });
    // dpr multiplies the size asked for.
    expect(plan(300, 200, "w=100&dpr=2")).toMatchObject({ width: 200, height: 133 });
  });

  it("fit=clip (the default) fits inside w×h; max does the same without scaling up", () => {
    // "fit=clip&w=100&h=100 … will result in an image that is 100×67"
    expect(plan(300, 200, "fit=clip&w=100&h=100")).toEqual({
      extract: whole(300, 200),
      width: 100,
      height: 67,
    });
    expect(plan(300, 200, "w=100&h=100")).toMatchObject({ width: 100, height: 67 });
    expect(plan(300, 200, "w=600&h=600")).toMatchObject({ width: 600, height: 400 });
    expect(plan(300, 200, "fit=max&w=600&h=600")).toMatchObject({ width: 300, height: 200 });
    expect(plan(300, 200, "fit=max&w=600")).toMatchObject({ width: 300, height: 200 });
  });

  it("fit=crop fills w×h and cuts the excess where crop says", () => {
    // "fit=crop&w=300&h=100 … the image fits those dimensions exactly"; centred by default.
    expect(plan(300, 200, "fit=crop&w=300&h=100")).toEqual({
      extract: { left: 0, top: 50, width: 300, height: 100 },
      width: 300,
      height: 100,
    });
    // "fit=crop&w=200&h=200 … always a square image"
    expect(plan(300, 200, "fit=crop&w=200&h=200").extract).toEqual({
      left: 50,
      top: 0,
      width: 200,
      height: 200,
    });
    expect(plan(300, 200, "fit=crop&crop=left&w=200&h=200").extract.left).toBe(0);
    expect(plan(300, 200, "fit=crop&crop=right&w=200&h=200").extract.left).toBe(100);
    expect(plan(300, 200, "fit=crop&crop=top&w=300&h=100").extract.top).toBe(0);
    expect(plan(300, 200, "fit=crop&crop=bottom&w=300&h=100").extract.top).toBe(100);
  });

  it("crop=focalpoint centres the crop on fp-x, fp-y, kept within the image", () => {
    expect(plan(1000, 500, "fit=crop&crop=focalpoint&fp-x=0.6&fp-y=0.5&w=100&h=100")).toEqual({
      extract: { left: 350, top: 0, width: 500, height: 500 },
      width: 100,
      height: 100,
    });
    expect(plan(1000, 500, "fit=crop&crop=focalpoint&fp-x=0.95&fp-y=0.5&w=100&h=100").extract.left).toBe(500);
    expect(plan(1000, 500, "fit=crop&crop=focalpoint&fp-x=0&fp-y=0.5&w=100&h=100").extract.left).toBe(0);
    // Without crop=focalpoint the focal point is not used (the CDN reads it only in that mode).
    expect(plan(1000, 500, "fit=crop&fp-x=0.95&fp-y=0.5&w=100&h=100").extract.left).toBe(250);
  });

  it("fit=min cuts to the aspect ratio and never exceeds the original; scale distorts; fill pads", () => {
    expect(plan(300, 200, "fit=min&w=100&h=100")).toEqual({
      extract: { left: 50, top: 0, width: 200, height: 200 },
      width: 100,
      height: 100,
    });
    expect(plan(300, 200, "fit=min&w=400&h=400")).toMatchObject({ width: 200, height: 200 });
    expect(plan(300, 200, "fit=scale&w=100&h=100")).toEqual({
      extract: whole(300, 200),
      width: 100,
      height: 100,
    });
    expect(plan(300, 200, "fit=fill&w=100&h=100&bg=000000")).toEqual({
      extract: whole(300, 200),
      width: 100,
      height: 67,
      canvas: { width: 100, height: 100, background: "#000000" },
    });
    expect(plan(300, 200, "fit=fillmax&w=600&h=600")).toMatchObject({
      width: 300,
      height: 200,
      canvas: { width: 600, height: 600 },
    });
  });

  it("draws an editor's crop and hotspot as the site's URL builder asks for them", () => {
    const url = createImageUrlBuilder({ projectId: "local", dataset: "production" })
      .image({
        asset: { _ref: "image-abc-1000x563-jpg" },
        crop: { top: 0, bottom: 0, left: 0, right: 0.264 },
        hotspot: { x: 0.3, y: 0.5, width: 0.2, height: 0.2 },
      } as never)
      .width(640)
      .height(360)
      .fit("crop")
      .auto("format")
      .url();
    const query = new URL(url).searchParams;
    // The crop keeps the left 736 px; the 16:9 window is centred on the hotspot's height.
    expect(query.get("rect")).toBe("0,75,736,414");
    expect(planImage(1000, 563, query)).toEqual({
      extract: { left: 0, top: 75, width: 736, height: 414 },
      width: 640,
      height: 360,
    });
  });
});

describe("the pixels served", () => {
  it("serves the rectangle asked for, at the size asked for, in the format the browser takes", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lake-images-"));
    // Left half red, right half blue: a crop of the left part is all red.
    const file = "0123abcd-200x100.png";
    const left = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const picture = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#0000ff" } })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toBuffer();
    writeFileSync(join(assetsDir(dataDir), file), picture);

    const cropped = await renderImage(
      dataDir,
      file,
      new URLSearchParams("rect=0,0,80,100&w=40"),
      "image/webp",
    );
    const uncropped = await renderImage(dataDir, file, new URLSearchParams("w=40"), "image/webp");
    expect(cropped?.type).toBe("image/png");
    const croppedStats = await sharp(cropped?.body).stats();
    expect(await sharp(cropped?.body).metadata()).toMatchObject({ width: 40, height: 50 });
    expect(await sharp(uncropped?.body).metadata()).toMatchObject({ width: 40, height: 20 });
    expect(croppedStats.channels[2]?.max).toBeLessThan(10);

    const modern = await renderImage(
      dataDir,
      file,
      new URLSearchParams("w=40&auto=format"),
      "image/webp,*/*",
    );
    expect(modern?.type).toBe("image/webp");
    expect(await sharp(modern?.body).metadata()).toMatchObject({ format: "webp", width: 40, height: 20 });
    const focal = await renderImage(
      dataDir,
      file,
      new URLSearchParams("w=10&h=10&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.5"),
      "",
    );
    const focalStats = await sharp(focal?.body).stats();
    expect(focalStats.channels[0]?.max).toBeLessThan(10);
    expect(await renderImage(dataDir, file, new URLSearchParams(""), "")).toMatchObject({
      type: "image/png",
    });
  });
});
