// Image assets against a real lake: served only while their asset document exists, files collected
// once nothing, not even the kept history, names them.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { assetFileName } from "./images.ts";
import { lakeUnderTest } from "./test-client.ts";

const t = lakeUnderTest("lake-assets-");

const png = () =>
  sharp({ create: { width: 30, height: 10, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();

describe("local Content Lake image assets", () => {
  it("stops serving an image once its asset document is deleted, and serves it again when restored", async () => {
    const asset = await t.editor.assets.upload("image", await png(), { filename: "blue.png" });
    expect((await fetch(`${asset.url}?w=10`)).status).toBe(200);
    await t.editor.delete(asset._id);
    const gone = await fetch(`${asset.url}?w=10`);
    expect(gone.status).toBe(404);
    expect((await fetch(asset.url)).status).toBe(404);

    const [last] = (
      await t.editor.request<{ documents: { _id: string }[] }>({
        url: `/data/history/production/documents/${asset._id}?lastRevision=true`,
      })
    ).documents;
    await t.editor.create({ ...(last as { _id: string; _type: string }) });
    expect((await fetch(asset.url)).status).toBe(200);
  });

  it("removes the file of a deleted asset once retention has dropped its history", async () => {
    const asset = await t.editor.assets.upload("image", await png(), { filename: "blue.png" });
    await t.editor.delete(asset._id);
    const file = join(t.dataDir, "assets", String(assetFileName(asset._id)));
    expect(existsSync(file)).toBe(true);
    await t.lake.stop();
    await t.start();
    expect(existsSync(file)).toBe(true);

    await t.lake.stop();
    const log = join(t.dataDir, "transactions.ndjson");
    const aged = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .map((tx) => ({ ...tx, timestamp: "2020-01-01T00:00:00.000Z" }));
    writeFileSync(log, `${aged.map((tx) => JSON.stringify(tx)).join("\n")}\n`);
    await t.start();
    expect(existsSync(file)).toBe(false);
    expect(t.logged.some((line) => line.includes(String(assetFileName(asset._id))))).toBe(true);
    // Seeded images are still in use and stay.
    const seeded = await t.editor.fetch<string>(
      `*[_type == "sanity.imageAsset" && extension == "svg"][0]._id`,
    );
    const served = await fetch(`${t.lake.url}/images/local/production/${assetFileName(seeded)}`);
    expect(served.status).toBe(200);

    const again = await t.editor.assets.upload("image", await png(), { filename: "blue.png" });
    expect(again._id).toBe(asset._id);
    expect((await fetch(again.url)).status).toBe(200);
  });
});
