import { describe, expect, it } from "vitest";
import { homePageQuery, servicePageQuery, siteShellQuery } from "./queries.ts";
import { tagsForQuery } from "./tags.ts";

describe("tagsForQuery", () => {
  it("tags the home page with every type it shows", () => {
    expect(tagsForQuery(homePageQuery)).toEqual([
      "caseStudy",
      "homePage",
      "industriesPage",
      "industry",
      "service",
    ]);
  });

  it("tags the shell with settings, services, industries and the not-found page", () => {
    expect(tagsForQuery(siteShellQuery)).toEqual(["industry", "notFoundPage", "service", "siteSettings"]);
  });

  it("tags a service page with its service as well", () => {
    expect(tagsForQuery(servicePageQuery)).toEqual(["service", "servicePage"]);
  });
});
