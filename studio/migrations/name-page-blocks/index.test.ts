import { createSchema } from "sanity";
import { describe, expect, it } from "vitest";
import type { SeedDocument } from "../../../lib/sanity/seed-dataset.ts";
import { seedDataset } from "../../../tests/fixtures/content/load-seed.ts";
import { migrationMutations, withFieldPatches } from "../../../tests/fixtures/content/run-migration.ts";
import { schemaTypes } from "../../schemaTypes/index.ts";
import { storedTypeProblems } from "../../schemaTypes/stored-types.ts";
import migration, { pageBlockTypes } from "./index.ts";

const schema = createSchema({ name: "default", types: schemaTypes });

type Block = Record<string, unknown>;

const cardSections = new Set(["features", "cloudExpertise", "cloudServices"]);

/** The seed's careers and service pages, each with the blocks it fills in. */
const pages = () =>
  seedDataset().documents.filter((doc) => doc._type in pageBlockTypes) as (SeedDocument & Block)[];

/** A page as the Studio stored it before the move: card sections as labelledCards, other blocks inline. */
function storedBeforeTheMove(page: SeedDocument): SeedDocument {
  const document = structuredClone(page) as SeedDocument & Block;
  for (const field of Object.keys(pageBlockTypes[document._type as keyof typeof pageBlockTypes])) {
    const block = document[field] as Block | undefined;
    if (!block) continue;
    if (cardSections.has(field)) block._type = "labelledCards";
    else delete block._type;
  }
  return document;
}

const mutationsFor = (...documents: SeedDocument[]) => migrationMutations(migration, ...documents);

describe("name-page-blocks", () => {
  it("names every block of the careers and service pages stored before the move, after which they match the schema", async () => {
    const before = pages().map(storedBeforeTheMove);
    expect(new Set(before.map((doc) => doc._type))).toEqual(new Set(Object.keys(pageBlockTypes)));
    const problems = before.flatMap((doc) => storedTypeProblems(schema, doc).map((problem) => problem.path));
    // Every renamed block of the seed is reported before the migration: the card sections' old name
    // and each former inline object's missing name.
    expect(new Set(problems)).toEqual(
      new Set(Object.values(pageBlockTypes).flatMap((blocks) => Object.keys(blocks))),
    );
    const mutations = await mutationsFor(...before);
    for (const doc of before)
      expect(storedTypeProblems(schema, withFieldPatches(doc, mutations))).toEqual([]);
  });

  it("leaves pages alone whose blocks carry their names, and a block stored under another name", async () => {
    expect(await mutationsFor(...pages())).toEqual([]);
    const [page] = pages().filter((doc) => doc._type === "servicePage" && doc.features);
    if (!page) throw new Error("the seed has no service page with feature cards");
    const other = storedBeforeTheMove(page) as SeedDocument & { features: Block };
    other.features._type = "somethingElse";
    const paths = (await mutationsFor(other)).flatMap((mutation) =>
      mutation.patches.map((patch) => patch.path.join(".")),
    );
    expect(paths).toContain("hero._type");
    expect(paths).not.toContain("features._type");
  });
});
