import { describe, expect, it } from "vitest";
import { withParams } from "./url";

describe("withParams", () => {
  it("sets, replaces and removes parameters, keeping the others", () => {
    expect(withParams("tab=inbox&q=acme&kind=quote", { q: "zeta", kind: null, status: "new" })).toBe(
      "?tab=inbox&q=zeta&status=new",
    );
  });

  it("returns an empty string when nothing is left", () => {
    expect(withParams("q=a", { q: "" })).toBe("");
  });

  it("encodes what it writes", () => {
    expect(withParams("", { q: "a&b=c d" })).toBe("?q=a%26b%3Dc+d");
  });
});
