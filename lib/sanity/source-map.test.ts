import { describe, expect, it } from "vitest";
import { contentSourceMap } from "./source-map.ts";
import { queryWithSyncTags } from "./sync-tags.ts";

const docs = [
  {
    _id: "homePage",
    _type: "homePage",
    hero: { title: "Make an impact", subtitle: "Learn more" },
    sections: [{ _key: "a1", _type: "cta", title: "Talk to us", label: "Learn more" }],
  },
  { _id: "service-web", _type: "service", title: "Web", label: "Learn more" },
];

describe("contentSourceMap", () => {
  it("names the document field of each string the query read, by key arrays' keys", async () => {
    const { result, read } = await queryWithSyncTags(
      docs,
      `*[_id == "homePage"][0]{"heading": hero.title, sections[]{title, label}}`,
    );
    const map = contentSourceMap(result, read);
    const sourceOf = (resultPath: string) => {
      const mapping = map.mappings[resultPath];
      if (mapping?.type !== "value" || mapping.source.type !== "documentValue") return undefined;
      const { document, path } = mapping.source;
      return [map.documents[document]?._id, map.paths[path]];
    };
    expect(sourceOf("$['heading']")).toEqual(["homePage", "$['hero']['title']"]);
    expect(sourceOf("$['sections'][0]['title']")).toEqual([
      "homePage",
      "$['sections'][?(@._key=='a1')]['title']",
    ]);
    // The same text in two fields of a read document: the field named as the answer's key.
    expect(sourceOf("$['sections'][0]['label']")).toEqual([
      "homePage",
      "$['sections'][?(@._key=='a1')]['label']",
    ]);
    // A document the query did not read is never a source.
    expect(map.documents.map((doc) => doc._id)).toEqual(["homePage"]);
  });
});
