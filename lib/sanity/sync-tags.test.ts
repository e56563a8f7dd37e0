import { describe, expect, it } from "vitest";
import { pageSeoQuery } from "./queries.ts";
import { MAX_DOCUMENT_TAGS, queryWithSyncTags, type SyncTag, tagsForChange } from "./sync-tags.ts";

const docs = [
  { _id: "careersPage", _type: "careersPage", seo: { title: "Careers" }, heading: { title: "Join" } },
  { _id: "siteSettings", _type: "siteSettings", siteName: "Cardinal", defaultSeo: { title: "Site" } },
  { _id: "cs-a", _type: "caseStudy", slug: "a", title: "A" },
  { _id: "cs-b", _type: "caseStudy", slug: "b", title: "B" },
  { _id: "service-x", _type: "service", slug: "x", title: "X" },
];

/** Whether a change to a document reaches an answer: they share a tag. */
const reaches = (answer: SyncTag[], change: SyncTag[]) => change.some((tag) => answer.includes(tag));

describe("queryWithSyncTags", () => {
  it("tags a lookup by id with the document it read, so its SEO fields expire it", async () => {
    const { result, syncTags } = await queryWithSyncTags(docs, pageSeoQuery, { id: "careersPage" });
    expect(result).toMatchObject({ page: { title: "Careers" } });
    const seoEdit = tagsForChange("careersPage", docs[0] ?? null, {
      ...docs[0],
      _id: "careersPage",
      _type: "careersPage",
    });
    expect(reaches(syncTags, seoEdit)).toBe(true);
    expect(syncTags).not.toContain("s1:d:cs-a");
  });

  it("reads only the documents a typed filter admits", async () => {
    const { result, syncTags } = await queryWithSyncTags(
      docs,
      `*[_type == "caseStudy" && slug == $slug][0].title`,
      { slug: "b" },
    );
    expect(result).toBe("B");
    expect(syncTags).toEqual(["s1:d:cs-a", "s1:d:cs-b", "s1:t:caseStudy"]);
    expect(reaches(syncTags, tagsForChange("service-x", docs[4] ?? null, null))).toBe(false);
  });

  it("depends on a document it looked for and did not find", async () => {
    const { result, syncTags } = await queryWithSyncTags(docs, `*[_id == "servicePage-new"][0].seo`);
    expect(result).toBeNull();
    const created = tagsForChange("servicePage-new", null, { _id: "servicePage-new", _type: "servicePage" });
    expect(reaches(syncTags, created)).toBe(true);
  });

  it("is expired by a new document of a type it lists", async () => {
    const { syncTags } = await queryWithSyncTags(docs, `*[_type == "caseStudy"].slug`);
    const created = tagsForChange("cs-c", null, { _id: "cs-c", _type: "caseStudy", slug: "c" });
    expect(reaches(syncTags, created)).toBe(true);
  });

  it("names the type instead of each document when it read very many", async () => {
    const many = Array.from({ length: MAX_DOCUMENT_TAGS + 1 }, (_, i) => ({
      _id: `job-${i}`,
      _type: "jobOpening",
      title: `Job ${i}`,
    }));
    const { syncTags } = await queryWithSyncTags(many, `*[_type == "jobOpening"].title`);
    expect(syncTags).toEqual(["s1:e:jobOpening", "s1:t:jobOpening"]);
    const edit = tagsForChange("job-3", many[3] ?? null, { ...many[3], _id: "job-3", _type: "jobOpening" });
    expect(reaches(syncTags, edit)).toBe(true);
  });
});

describe("the watched evaluation", () => {
  it("answers every site query on the seed exactly as plain groq-js does", async () => {
    const { seedDataset } = await import("../../tests/fixtures/content/load-seed.ts");
    const { runLocalQuery, runLocalQueryWithTags } = await import("./groq-local.ts");
    const queries = await import("./queries.ts");
    const dataset = seedDataset();
    const params = { slug: "web-development", id: "careersPage" };
    for (const [name, query] of Object.entries(queries)) {
      if (typeof query !== "string") continue;
      const used = Object.fromEntries(Object.entries(params).filter(([key]) => query.includes(`$${key}`)));
      const plain = await runLocalQuery(dataset, query, used);
      const watched = await runLocalQueryWithTags(dataset, query, used);
      expect(watched.result, name).toEqual(plain);
    }
  });
});
