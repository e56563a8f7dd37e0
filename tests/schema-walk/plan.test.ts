import { readFileSync } from "node:fs";
import { join } from "node:path";
import { defineField, defineType } from "sanity";
import { describe, expect, it } from "vitest";
import { documentPath } from "../../lib/content/page-paths.ts";
import { singletons } from "../../lib/content/singletons.ts";
import { schemaTypes } from "../../studio/schemaTypes/index.ts";
import { readSeedDocuments } from "../fixtures/content/load-seed.ts";
import {
  type Doc,
  documentGroups,
  rendering,
  type SchemaType,
  SchemaWalkError,
  spanishPages,
  UNGROUPED,
  unmappedGroups,
  type WalkGroup,
  walkDocument,
  walkFixtures,
} from "./plan.ts";

const types = schemaTypes as unknown as SchemaType[];
const seed = readSeedDocuments() as Doc[];
const documentsOf = (type: string) => seed.filter((doc) => doc._type === type);

describe("the schema walk's plan", () => {
  it("names every document type and group of the Studio schema, and nothing the schema lacks", () => {
    expect(unmappedGroups(types)).toEqual([]);
    const schemaGroups = documentGroups(types).flatMap(({ type, groups }) =>
      groups.map((g) => `${type}.${g}`),
    );
    const declared = Object.entries(rendering).flatMap(([type, groups]) =>
      Object.keys(groups).map((group) => `${type}.${group}`),
    );
    expect(declared.sort()).toEqual(schemaGroups.sort());
  });

  it("covers the document types of the extracted schema TypeGen reads", () => {
    const extracted = JSON.parse(readFileSync(join(process.cwd(), "lib/sanity/schema.json"), "utf8")) as {
      name: string;
      type: string;
    }[];
    const contentTypes = extracted
      .filter((type) => type.type === "document" && !type.name.startsWith("sanity."))
      .map((type) => type.name);
    expect(contentTypes.sort()).toEqual(Object.keys(rendering).sort());
  });

  it("fails on a new document type, and on a new group of a known one, until they are declared", () => {
    const newType = defineType({
      name: "pressRelease",
      type: "document",
      fields: [defineField({ name: "headline", type: "string" })],
    }) as unknown as SchemaType;
    expect(unmappedGroups([...types, newType])).toEqual([
      `document type "pressRelease" (groups: ${UNGROUPED})`,
    ]);
    expect(() =>
      walkDocument({ _id: "p", _type: "pressRelease", headline: "News" }, [...types, newType]),
    ).toThrow(SchemaWalkError);

    const careers = types.find((type) => type.name === "careersPage") as SchemaType;
    const withGroup = {
      ...careers,
      groups: [...(careers.groups ?? []), { name: "perks" }],
      fields: [...(careers.fields ?? []), { name: "perksNote", type: "string", group: "perks" }],
    };
    expect(unmappedGroups([withGroup])).toEqual(['group "perks" of "careersPage"']);
  });

  it("finds a copy field with a value for every shown group of each seed document", () => {
    const walked = new Set<string>();
    for (const doc of [...seed, ...Object.values(walkFixtures).map((fixture) => fixture(documentsOf))]) {
      if (doc._type.startsWith("sanity.")) continue;
      let groups: ReturnType<typeof walkDocument>;
      try {
        groups = walkDocument(doc, types);
      } catch {
        continue;
      }
      walked.add(doc._type);
      for (const group of groups) if ("pages" in group.rendering) expect(group.field?.value).toBeTruthy();
    }
    const shownTypes = Object.entries(rendering)
      .filter(([, groups]) => Object.values(groups).some((where) => "pages" in where))
      .map(([type]) => type);
    expect([...walked].sort()).toEqual(shownTypes.sort());
  });

  it("stands for a group by its first copy field, skipping addresses and fields shown nowhere", () => {
    const careers = seed.find((doc) => doc._id === singletons[4].id) as Doc;
    const groups = walkDocument(careers, types);
    expect(groups.map(({ group, field }) => [group, field?.path])).toEqual([
      ["content", "heading.eyebrow"],
      ["seo", "seo.title"],
    ]);
    const facts = walkDocument(seed.find((doc) => doc._type === "companyFacts") as Doc, types);
    expect(facts[0]?.field?.path).toMatch(/^facts\[_key=="[^"]+"\]\.value$/);
    const service = walkDocument(documentsOf("service")[0] as Doc, types);
    expect(service[0]?.field?.path).toBe("title");
  });

  it("names a fact's pages by the copy that writes its token", () => {
    const facts = seed.find((doc) => doc._type === "companyFacts") as Doc;
    const [group] = walkDocument(facts, types);
    if (!group?.field || !("pages" in group.rendering)) throw new Error("the facts are not walked");
    const pages = group.rendering.pages(
      facts,
      { ownPath: null, pathOf: documentPath, documentsOf, documents: seed },
      group.field,
    );
    // {projectsDelivered} is written on the process page and the about page.
    expect(pages.sort()).toEqual(["/about", "/services"]);
  });
});

describe("the walk of a translation", () => {
  const context = (doc: Doc) => ({
    ownPath: documentPath(doc),
    pathOf: documentPath,
    documentsOf,
    documents: seed,
  });

  it("expects each group on the Spanish address of every English page that has one", () => {
    const spanish = seed.find((doc) => doc._id === "processPage__i18n_es") as Doc;
    const named = { ...spanish, _id: "processPage" };
    const [content] = walkDocument(spanish, types);
    expect(spanishPages(content as WalkGroup, named, context(named))).toEqual({
      pages: ["/es/servicios"],
      untranslated: [],
    });
  });

  it("names the English pages with no Spanish address yet, which it leaves out", () => {
    const spanish = seed.find((doc) => doc._id === "siteSettings__i18n_es") as Doc;
    const named = { ...spanish, _id: "siteSettings" };
    const brand = walkDocument(spanish, types).find((group) => group.group === "brand");
    const { pages, untranslated } = spanishPages(brand as WalkGroup, named, context(named));
    expect(pages).toContain("/es");
    expect(pages.every((path) => path === "/es" || path.startsWith("/es/"))).toBe(true);
    expect(pages.length + untranslated.length).toBe(3);
  });

  it("expects a translated document's own page at its own Spanish slug", () => {
    const service = documentsOf("service").find((doc) => doc.slug === "web-development") as Doc;
    const named = { ...service, slug: "desarrollo-web-a-medida" };
    const [title] = walkDocument(named, types);
    const { pages } = spanishPages(title as WalkGroup, named, context(service));
    expect(pages).toEqual(["/es/servicios/desarrollo-web-a-medida", "/es", "/es/contacto"]);
  });
});
