import { beforeEach, describe, expect, it, vi } from "vitest";

const answers: { landingSlugs: string[] }[] = [];
vi.mock("../sanity/fetch.ts", () => ({
  fetchPublishedNow: vi.fn(async () => {
    const next = answers.shift() ?? { landingSlugs: [] };
    return { redirects: [], caseStudySlugs: [], serviceSlugs: [], ...next };
  }),
}));

const { expirePublishedRoutes, publishedRoutes } = await import("./published.ts");

describe("the proxy's copy of the published routes", () => {
  beforeEach(() => {
    answers.length = 0;
  });

  it("is read again, and waited for, by the first request after a publish", async () => {
    answers.push({ landingSlugs: ["before"] }, { landingSlugs: ["after"] });
    const start = Date.now();
    expect([...(await publishedRoutes(start)).landingSlugs]).toEqual(["before"]);
    // Within the interval the copy is used as it is.
    expect([...(await publishedRoutes(start + 10)).landingSlugs]).toEqual(["before"]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expirePublishedRoutes();
    expect([...(await publishedRoutes(Date.now())).landingSlugs]).toEqual(["after"]);
  });
});
