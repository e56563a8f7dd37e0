import { describe, expect, it } from "vitest";
import { postedValues } from "./posted.ts";

describe("postedValues", () => {
  it("takes the fields a browser posts, without React's action fields", () => {
    const data = new FormData();
    data.append("$ACTION_REF_1", "");
    data.append("$ACTION_1:0", '{"id":"abc","bound":"$@1"}');
    data.append("$ACTION_KEY", "k1");
    data.append("email", "ada@example.com");
    data.append("website", "");
    expect(postedValues(data)).toEqual({ email: "ada@example.com", website: "" });
  });

  it("keeps every value of a list field, and an empty list when none was checked", () => {
    const data = new FormData();
    data.append("features", "SEO Optimization");
    data.append("features", "Admin Panel");
    expect(postedValues(data, ["features"])).toEqual({ features: ["SEO Optimization", "Admin Panel"] });
    expect(postedValues(new FormData(), ["features"])).toEqual({ features: [] });
  });

  it("posts line breaks as the island sends them", () => {
    const data = new FormData();
    data.append("message", "We need a portal.\r\nWith two lines.\rAnd a third.");
    expect(postedValues(data)).toEqual({ message: "We need a portal.\nWith two lines.\nAnd a third." });
  });

  it("takes the last value of a repeated single field and drops files", () => {
    const data = new FormData();
    data.append("name", "first");
    data.append("name", "last");
    data.append("upload", new Blob(["x"]), "x.txt");
    expect(postedValues(data)).toEqual({ name: "last", upload: "" });
  });
});
