import { createSchema } from "sanity";
import { describe, expect, it } from "vitest";
import { singletonIds } from "../../../lib/content/singletons.ts";
import type { SeedDocument } from "../../../lib/sanity/seed-dataset.ts";
import { seedDataset } from "../../../tests/fixtures/content/load-seed.ts";
import { migrationMutations, withFieldPatches } from "../../../tests/fixtures/content/run-migration.ts";
import { schemaTypes } from "../../schemaTypes/index.ts";
import { storedTypeProblems } from "../../schemaTypes/stored-types.ts";
import migration, { homeBlockTypes } from "./index.ts";

const schema = createSchema({ name: "default", types: schemaTypes });

/** The seed's home page as the Studio stored it while its blocks were inline objects. */
function storedBeforeTheMove(): SeedDocument {
  const home = seedDataset().byId.get(singletonIds.homePage);
  if (!home) throw new Error("the seed has no home page");
  const document = structuredClone(home);
  for (const field of Object.keys(homeBlockTypes)) delete (document[field] as Record<string, unknown>)._type;
  return document;
}

const mutationsFor = (...documents: SeedDocument[]) => migrationMutations(migration, ...documents);

describe("name-home-blocks", () => {
  it("names every block of a home page stored before the move, after which it matches the schema", async () => {
    const before = storedBeforeTheMove();
    expect(storedTypeProblems(schema, before).map((problem) => problem.path)).toEqual(
      Object.keys(homeBlockTypes),
    );
    const mutations = await mutationsFor(before);
    expect(new Set(mutations.map((mutation) => mutation.id))).toEqual(new Set([before._id]));
    expect(storedTypeProblems(schema, withFieldPatches(before, mutations))).toEqual([]);
  });

  it("leaves a home page alone whose blocks carry their names, and a block the page lacks", async () => {
    const current = seedDataset().byId.get(singletonIds.homePage) as SeedDocument;
    expect(await mutationsFor(current)).toEqual([]);
    const withoutPortfolio = storedBeforeTheMove();
    delete withoutPortfolio.portfolio;
    const mutations = await mutationsFor(withoutPortfolio);
    expect(mutations.flatMap((mutation) => mutation.patches.map((patch) => patch.path.join(".")))).toEqual([
      "hero._type",
      "servicesSection._type",
      "about._type",
      "contact._type",
    ]);
  });
});
