import { createSchema } from "sanity";
import { describe, expect, it } from "vitest";
import { singletonIds } from "../../lib/content/singletons.ts";
import type { SeedDocument } from "../../lib/sanity/seed-dataset.ts";
import { seedDataset } from "../../tests/fixtures/content/load-seed.ts";
import { schemaTypes } from "./index.ts";
import { storedTypeProblems } from "./stored-types.ts";

const schema = createSchema({ name: "default", types: schemaTypes });
const dataset = seedDataset();
const content = dataset.documents.filter((doc) => !doc._type.startsWith("sanity."));

type Stored = Record<string, unknown>;

const home = () => {
  const doc = dataset.byId.get(singletonIds.homePage);
  if (!doc) throw new Error("the seed has no home page");
  return structuredClone(doc) as SeedDocument & { hero: Stored & { stats: Stored[] }; evaluation: Stored };
};

describe("stored type names", () => {
  it("every seed document names the types the schema has at each place", () => {
    expect(content.length).toBeGreaterThan(40);
    const problems = content.flatMap((doc) =>
      storedTypeProblems(schema, doc).map((problem) => ({ id: doc._id, ...problem })),
    );
    expect(problems).toEqual([]);
  });

  it("finds an object stored under another type's name, and one stored without its name", () => {
    const doc = home();
    doc.evaluation._type = "heading";
    delete (doc.hero.primary as Stored)._type;
    expect(storedTypeProblems(schema, doc)).toEqual([
      { path: "hero.primary", message: 'has no _type; the Studio stores it as "cta"' },
      { path: "evaluation", message: 'is stored as "heading" but the schema has "sectionHeading" here' },
    ]);
  });

  it("finds an array item whose type the array does not hold, and a document type the schema lacks", () => {
    const doc = home();
    const [first] = doc.hero.stats;
    if (!first) throw new Error("the seed's hero has no figures");
    first._type = "figure";
    expect(storedTypeProblems(schema, doc)).toEqual([
      {
        path: `hero.stats[_key=="${String(first._key)}"]`,
        message: 'is stored as "figure", which is not one of "stat"',
      },
    ]);
    expect(storedTypeProblems(schema, { ...doc, _type: "frontPage" })).toHaveLength(1);
  });
});

describe("stored type names of the pages' blocks", () => {
  it("finds a service page's card section under its former shared name, and a page block without its name", () => {
    const page = dataset.documents.find((doc) => doc._type === "servicePage" && doc.features);
    const careers = dataset.byId.get(singletonIds.careersPage);
    if (!page || !careers)
      throw new Error("the seed has no service page with feature cards or no careers page");
    const doc = structuredClone(page) as SeedDocument & { features: Stored; hero: Stored };
    doc.features._type = "labelledCards";
    delete doc.hero._type;
    expect(storedTypeProblems(schema, doc)).toEqual([
      { path: "hero", message: 'has no _type; the Studio stores it as "serviceHero"' },
      {
        path: "features",
        message: 'is stored as "labelledCards" but the schema has "serviceFeatures" here',
      },
    ]);
    const resume = structuredClone(careers) as SeedDocument & { resume: Stored };
    resume.resume._type = "resume";
    expect(storedTypeProblems(schema, resume).map((problem) => problem.path)).toEqual(["resume"]);
  });
});
