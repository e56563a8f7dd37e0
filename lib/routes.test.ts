import { describe, expect, it } from "vitest";
import { marketingRoutes, privateRoutes, specRoutes } from "./routes";

describe("route list", () => {
  it("holds the 18 routes of the product, each once", () => {
    expect(specRoutes).toHaveLength(18);
    expect(new Set(specRoutes).size).toBe(18);
  });

  it("keeps sign-in and the dashboard apart from the marketing pages", () => {
    for (const route of privateRoutes) expect(marketingRoutes).not.toContain(route);
    expect(marketingRoutes).toContain("/services/seo-insights");
  });

  it("keeps the client portal's path from landing pages", () => {
    expect(landingSlugProblem("portal/offer")).toMatch(/^\/portal belongs to a page of the site/);
  });
});
