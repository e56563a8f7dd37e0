// Image assets against a real lake: served only while their asset document exists, files collected
// once nothing, not even the kept history, names them.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SanityClient } from "@sanity/client";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetFileName } from "./images.ts";
import { type LocalLake, startLocalLake } from "./lake.ts";
import { lakeClient } from "./test-client.ts";

let lake: LocalLake;
let dataDir: string;
let editor: SanityClient;
const logged: string[] = [];

const start = async () => {
  lake = await startLocalLake({ dataDir, port: 0, log: (line) => logged.push(line) });
  editor = lakeClient(lake.url, lake.token);
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "lake-assets-"));
  await start();
}, 60_000);

afterAll(async () => {
  await lake?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 30, height: 10, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();

describe("local Content Lake image assets", () => {
  it("stops serving an image once its asset document is deleted, and serves it again when restored", async () => {
    const asset = await editor.assets.upload("image", await png(), { filename: "blue.png" });
    expect((await fetch(`${asset.url}?w=10`)).status).toBe(200);
    await editor.delete(asset._id);
    const gone = await fetch(`${asset.url}?w=10`);
    expect(gone.status).toBe(404);
    expect((await fetch(asset.url)).status).toBe(404);

    const [last] = (
      await editor.request<{ documents: { _id: string }[] }>({
        url: `/data/history/production/documents/${asset._id}?lastRevision=true`,
      })
    ).documents;
    await editor.create({ ...(last as { _id: string; _type: string }) });
    expect((await fetch(asset.url)).status).toBe(200);
  });

  it("removes the file of a deleted asset once retention has dropped its history", async () => {
    const asset = await editor.assets.upload("image", await png(), { filename: "blue.png" });
    await editor.delete(asset._id);
    const file = join(dataDir, "assets", String(assetFileName(asset._id)));
    expect(existsSync(file)).toBe(true);
    await lake.stop();
    await start();
    expect(existsSync(file)).toBe(true);

    await lake.stop();
    const log = join(dataDir, "transactions.ndjson");
    const aged = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .map((tx) => ({ ...tx, timestamp: "2020-01-01T00:00:00.000Z" }));
    writeFileSync(log, `${aged.map((tx) => JSON.stringify(tx)).join("\n")}\n`);
    await start();
    expect(existsSync(file)).toBe(false);
    expect(logged.some((line) => line.includes(String(assetFileName(asset._id))))).toBe(true);
    // Seeded images are still in use and stay.
    const seeded = await editor.fetch<string>(`*[_type == "sanity.imageAsset" && extension == "svg"][0]._id`);
    const served = await fetch(`${lake.url}/images/local/production/${assetFileName(seeded)}`);
    expect(served.status).toBe(200);

    const again = await editor.assets.upload("image", await png(), { filename: "blue.png" });
    expect(again._id).toBe(asset._id);
    expect((await fetch(again.url)).status).toBe(200);
  });
});
