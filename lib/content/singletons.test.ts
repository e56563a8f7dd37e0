import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseNdjson } from "../sanity/seed-dataset.ts";
import { singletons } from "./singletons.ts";

describe("the singletons registry", () => {
  it("names every document a query reads by a fixed id, with that document's type", async () => {
    const queries = await import("../sanity/queries.ts");
    const text = Object.values(queries)
      .filter((value) => typeof value === "string")
      .join("\n");
    const byId = new Map<string, string>(singletons.map(({ id, type }) => [id, type]));
    for (const [, type, id] of text.matchAll(/_type == "([A-Za-z]+)" && _id == "([A-Za-z]+)"/g)) {
      expect(byId.get(id ?? ""), id).toBe(type);
    }
  });

  it("matches the seed: each singleton is there, with its type", () => {
    const seed = readFileSync(join(process.cwd(), "studio", "seed", "production.ndjson"), "utf8");
    const types = new Map(parseNdjson(seed).map((doc) => [doc._id, doc._type]));
    for (const { id, type } of singletons) expect(types.get(id), id).toBe(type);
  });
});
