import { describe, expect, it } from "vitest";
import { urlOnItsWay, withParams } from "./url.ts";

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

describe("urlOnItsWay", () => {
  const start = "/admin/finance";
  const from = "/admin/finance?from=2026-01-01";
  const both = "/admin/finance?from=2026-01-01&to=2026-02-01";

  it("is the last URL asked for while the router still shows an earlier one", () => {
    expect(urlOnItsWay([start, from], start)).toBe(from);
    expect(urlOnItsWay([start, from, both], start)).toBe(both);
    expect(urlOnItsWay([start, from, both], from)).toBe(both);
  });

  it("is nothing once the router shows the last one", () => {
    expect(urlOnItsWay([start, from, both], both)).toBeNull();
  });

  it("is nothing when the URL moved elsewhere (Back, another area, a detail opened)", () => {
    expect(urlOnItsWay([start, from], "/admin/finance?invoice=1")).toBeNull();
    expect(urlOnItsWay([start, from], "/admin/projects")).toBeNull();
  });

  it("is nothing when nothing was asked for", () => {
    expect(urlOnItsWay([], start)).toBeNull();
  });
});
