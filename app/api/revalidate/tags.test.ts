import { describe, expect, it } from "vitest";
import { tagsForWebhook } from "./tags";

describe("tagsForWebhook", () => {
  it("revalidates the published document's type", () => {
    expect(tagsForWebhook({ _type: "service", _id: "service-web-development" })).toEqual(["service"]);
  });

  it("ignores bodies without a usable type", () => {
    expect(tagsForWebhook(null)).toEqual([]);
    expect(tagsForWebhook({ _id: "x" })).toEqual([]);
    expect(tagsForWebhook({ _type: "bad type!" })).toEqual([]);
  });
});
