// The export must be what `sanity dataset import` takes: valid documents under Sanity's own validator,
// image pointers to files that exist, and nothing only the lake knows about.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSchema, validateDocument, type Workspace } from "sanity";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLocalQuery } from "../../lib/sanity/groq-local.ts";
import { buildLocalDataset, parseNdjson, type SeedDocument } from "../../lib/sanity/seed-dataset.ts";
import { schemaTypes } from "../../studio/schemaTypes/index.ts";
import { storedTypeProblems } from "../../studio/schemaTypes/stored-types.ts";
import { exportDataset } from "./export.ts";
import { type LocalLake, startLocalLake } from "./lake.ts";
import { lakeClient } from "./test-client.ts";

const schema = createSchema({ name: "default", types: schemaTypes });

// Rules that read other documents (the company facts) query the exported documents themselves, as
// they would in the project the export is imported into.
function workspaceOver(documents: SeedDocument[]): Workspace {
  const dataset = buildLocalDataset(documents, []);
  const client = {
    fetch: (query: string, params = {}) => runLocalQuery(dataset, query, params),
    // The facts rules keep one copy of the facts per project and dataset: this one is the export's own.
    config: () => ({ projectId: "export", dataset: "exported", apiHost: "file" }),
  };
  return { schema, getClient: () => client } as unknown as Workspace;
}

let lake: LocalLake;
let dataDir: string;
let outDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "lake-export-"));
  outDir = mkdtempSync(join(tmpdir(), "lake-export-out-"));
  lake = await startLocalLake({ dataDir, port: 0, log: () => {} });
  const client = lakeClient(lake.url, lake.token);
  // An editor's work: an uploaded photo on a case study, and a changed headline.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
  const asset = await client.assets.upload("image", png, { filename: "photo.png" });
  const caseStudy = await client.fetch<{ _id: string }>(`*[_type == "caseStudy"][0]{_id}`);
  await client
    .patch(caseStudy._id)
    .set({ "image.asset": { _type: "reference", _ref: asset._id } })
    .commit();
  await client.patch("homePage").set({ "hero.title": "Exported headline" }).commit();
}, 60_000);

afterAll(async () => {
  await lake?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

describe("content:export", () => {
  it("writes documents that pass Sanity's document validation, with their images", async () => {
    const result = exportDataset(dataDir, outDir);
    const text = readFileSync(result.file, "utf8");
    expect(text).toContain("Exported headline");
    expect(text).not.toMatch(/"_rev"|"_createdAt"|sanity\.imageAsset/);
    const images = readdirSync(join(outDir, "images")).map((file) => ({
      file,
      contents: readFileSync(join(outDir, "images", file), "utf8"),
    }));
    expect(images.some((image) => image.file.endsWith("-64x48.png"))).toBe(true);
    for (const match of text.matchAll(/image@file:\/\/\.\/images\/([^"]+)/g)) {
      expect(existsSync(join(outDir, "images", match[1] as string))).toBe(true);
    }
    // As after import: each pointer becomes a reference to the asset named by the file's hash and size.
    const imported = parseNdjson(
      text.replaceAll(
        /"_sanityAsset":"image@file:\/\/\.\/images\/([a-f0-9]+)-(\d+x\d+)\.([a-z]+)"/g,
        '"asset":{"_type":"reference","_ref":"image-$1-$2-$3"}',
      ),
    );
    expect(JSON.stringify(imported)).not.toContain("_sanityAsset");
    const ids = new Set([
      ...imported.map((doc) => doc._id),
      ...images.map((i) => `image-${i.file.replace(".", "-")}`),
    ]);
    const content = imported;
    const workspace = workspaceOver(content);
    expect(content.length).toBeGreaterThan(40);
    const problems = [];
    for (const document of content) {
      const markers = await validateDocument({
        document: document as never,
        workspace,
        environment: "cli",
        getDocumentExists: async ({ id }) => ids.has(id),
      });
      const errors = markers.filter((marker) => marker.level === "error");
      if (errors.length) problems.push({ id: document._id, errors: errors.map((e) => e.message) });
    }
    expect(problems).toEqual([]);
    // The validator does not compare stored `_type` names with the schema; this does.
    expect(content.flatMap((document) => storedTypeProblems(schema, document))).toEqual([]);
    // Validating every document takes a while on a busy machine; this is not a speed test.
  }, 120_000);
});
