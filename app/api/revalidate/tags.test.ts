import { describe, expect, it } from "vitest";
import { tagsForWebhook } from "./tags.ts";

describe("tagsForWebhook", () => {
  it("expires the cache tags of the sync tags the local Content Lake sends", () => {
    expect(tagsForWebhook({ tags: ["s1:d:careersPage", "s1:e:careersPage"] })).toEqual([
      "sanity:s1:d:careersPage",
      "sanity:s1:e:careersPage",
    ]);
  });

  it("expires every content fetch for Sanity's webhook, which cannot name opaque sync tags", () => {
    expect(tagsForWebhook({ _type: "service", _id: "service-web-development" })).toEqual(["sanity"]);
  });

  it("ignores bodies without usable tags or type", () => {
    expect(tagsForWebhook(null)).toEqual([]);
    expect(tagsForWebhook({ _id: "x" })).toEqual([]);
    expect(tagsForWebhook({ _type: "bad type!" })).toEqual([]);
    expect(tagsForWebhook({ tags: ["s1:d:ok", "not a tag"] })).toEqual([]);
  });
});
