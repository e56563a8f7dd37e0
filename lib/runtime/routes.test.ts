import { describe, expect, it } from "vitest";
import { landingPathProblem } from "../route-rules/rules.ts";
import { marketingRoutes, privateRoutes, specRoutes } from "./routes.ts";

describe("route list", () => {
  it("holds the 18 routes of the product, each once", () => {
    expect(specRoutes).toHaveLength(18);
    expect(new Set(specRoutes).size).toBe(18);
  });

  it("keeps sign-in and the dashboard apart from the marketing pages", () => {
    for (const route of privateRoutes) expect(marketingRoutes).not.toContain(route);
    expect(marketingRoutes).toContain("/services/seo-insights");
  });

  it("keeps the client portal's and the quote form's paths from landing pages", () => {
    expect(landingPathProblem("portal/offer")).toMatch(/^\/portal belongs to the application/);
    expect(landingPathProblem("quote")).toMatch(/^\/quote belongs to the application/);
  });
});
