import { describe, expect, it } from "vitest";
import { cachedPagesOf, previewModeIdOf, routeMatcherOf } from "./prerendered-pages.mjs";

describe("cachedPagesOf", () => {
  const manifest = {
    routes: { "/": { dataRoute: "/index.rsc" }, "/og/homePage": { dataRoute: null } },
    dynamicRoutes: {
      "/insights/[slug]": {
        routeRegex: "^/insights/([^/]+?)(?:/)?$",
        dataRoute: "/insights/[slug].rsc",
        fallback: null,
      },
      "/legacy/[slug]": {
        routeRegex: "^/legacy/([^/]+?)(?:/)?$",
        dataRoute: "/legacy/[slug].rsc",
        fallback: false,
      },
      "/og/[id]": { routeRegex: "^/og/([^/]+?)(?:/)?$", dataRoute: null, fallback: null },
    },
  };

  it("names prerendered pages and the routes that render new pages on demand into the cache", () => {
    const { pages, onDemand } = cachedPagesOf(manifest);
    expect([...pages]).toEqual(["/"]);
    const cached = (path: string) => onDemand.some((route) => route.test(path));
    expect(cached("/insights/energy-trading-dashboard")).toBe(true);
    expect(cached("/insights/a/b")).toBe(false);
    // dynamicParams = false: an unknown segment is the per-request not-found page.
    expect(cached("/legacy/anything")).toBe(false);
    // Route handlers (images) are not documents.
    expect(cached("/og/anything")).toBe(false);
  });

  it("fails on a manifest without the fields it reads", () => {
    expect(() => cachedPagesOf({ routes: {} })).toThrow(/Next changed its format/);
  });
});

describe("routeMatcherOf", () => {
  const routed = routeMatcherOf({
    staticRoutes: [{ page: "/" }, { page: "/about" }, { page: "/_not-found" }],
    dynamicRoutes: [
      { page: "/insights/[slug]", regex: "^/insights/([^/]+?)(?:/)?$" },
      { page: "/studio/[[...tool]]", regex: "^/studio(?:/(.+?))?(?:/)?$" },
    ],
  });

  it("tells the paths a route answers from those Next answers with its 404", () => {
    expect(
      ["/", "/about", "/about/", "/insights/any-study", "/studio", "/studio/desk/x"].filter(routed),
    ).toEqual(["/", "/about", "/about/", "/insights/any-study", "/studio", "/studio/desk/x"]);
    expect(["/no-such-page", "/about/team", "/insights/2019/archive", "/case-studies/x"].some(routed)).toBe(
      false,
    );
  });

  it("fails on a manifest without the fields it reads", () => {
    expect(() => routeMatcherOf({ staticRoutes: [] })).toThrow(/Next changed its format/);
  });
});

describe("previewModeIdOf", () => {
  it("reads the id Next compares the draft mode cookie with", () => {
    expect(previewModeIdOf({ preview: { previewModeId: "4f1c", previewModeSigningKey: "k" } })).toBe("4f1c");
  });

  it("fails loudly when the manifest no longer has it", () => {
    expect(() => previewModeIdOf({ routes: {} })).toThrow(/Next changed its format/);
    expect(() => previewModeIdOf({ preview: { previewModeId: "" } })).toThrow(/Next changed its format/);
  });
});
