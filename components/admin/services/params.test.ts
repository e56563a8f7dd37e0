import { describe, expect, it } from "vitest";
import { parseServicesState } from "./params.ts";

const ID = "0b6e6c1e-3f7a-4c4e-9a51-2f7c1c9d8e01";

describe("parseServicesState", () => {
  it("keeps known filters, the open service and the one being edited", () => {
    expect(parseServicesState({ category: "seo-insights", status: "active", service: ID, edit: ID })).toEqual(
      {
        q: "",
        category: "seo-insights",
        status: "active",
        sort: { key: "name", direction: "asc" },
        service: ID,
        edit: ID,
        create: false,
      },
    );
  });

  it("edits only a well-formed id", () => {
    expect(parseServicesState({ edit: "1 or 1=1", new: "service" })).toMatchObject({
      edit: "",
      create: true,
    });
  });
});
