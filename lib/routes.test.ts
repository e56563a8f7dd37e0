import { describe, expect, it } from "vitest";
import { landingSlugProblem, marketingRoutes, privateRoutes, specRoutes } from "./routes";

describe("route list", () => {
  it("holds the 18 routes of the product, each once", () => {
    expect(specRoutes).toHaveLength(18);
    expect(new Set(specRoutes).size).toBe(18);
  });

  it("keeps sign-in and the dashboard apart from the marketing pages", () => {
    for (const route of privateRoutes) expect(marketingRoutes).not.toContain(route);
    expect(marketingRoutes).toContain("/services/seo-insights");
  });
});

describe("a landing page's path", () => {
  it("takes lower-case words joined by hyphens, up to three segments", () => {
    for (const slug of ["spring-offer", "offers/spring", "a/b/c"])
      expect(landingSlugProblem(slug)).toBeNull();
    for (const slug of ["Spring", "spring_offer", "/spring", "spring/", "a/b/c/d", "", "a//b", 7]) {
      expect(landingSlugProblem(slug)).toMatch(/Lower-case words/);
    }
  });

  it("never takes the first segment of a route the site already has", () => {
    for (const slug of [
      "about",
      "services/new-offer",
      "insights/x",
      "privacy",
      "quote",
      "studio",
      "admin/x",
      "api",
      "og",
    ]) {
      expect(landingSlugProblem(slug)).toMatch(/belongs to a page of the site/);
    }
    expect(landingSlugProblem("about-us")).toBeNull();
  });
});
