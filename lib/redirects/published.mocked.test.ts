import { beforeEach, describe, expect, it, vi } from "vitest";

const answers: { landingSlugs: string[]; spanishLandingPages: never[] }[] = [];
vi.mock("../sanity/fetch.ts", () => ({
  fetchPublishedNow: vi.fn(async () => {
    const next = answers.shift() ?? { landingSlugs: [] };
    return {
      redirects: [],
      services: [],
      caseStudies: [],
      ...next,
    };
  }),
}));

const { expirePublishedRoutes, pagesAmong, publishedRoutes, routesOf } = await import("./published.ts");

describe("the proxy's copy of the published routes", () => {
  beforeEach(() => {
    answers.length = 0;
  });

  it("is read again, and waited for, by the first request after a publish", async () => {
    answers.push(
      { landingSlugs: ["before"], spanishLandingPages: [] },
      { landingSlugs: ["after"], spanishLandingPages: [] },
    );
    const start = Date.now();
    expect([...(await publishedRoutes(start)).landingSlugs]).toEqual(["before"]);
    // Within the interval the copy is used as it is.
    expect([...(await publishedRoutes(start + 10)).landingSlugs]).toEqual(["before"]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expirePublishedRoutes();
    expect([...(await publishedRoutes(Date.now())).landingSlugs]).toEqual(["after"]);
  });
});

describe("pagesAmong", () => {
  const content = (redirects: { from: string; to: string; replaces?: string }[]) =>
    routesOf({
      redirects: redirects.map((redirect, i) => ({
        _id: `r${i}`,
        permanent: false,
        replaces: null,
        ...redirect,
      })),
      allowedRedirectHosts: ["example.com"],
      landingSlugs: ["spring-offer"],
      caseStudies: [
        {
          id: "caseStudy-healthcare-portal",
          en: "healthcare-portal",
          _createdAt: "2026-01-01T00:00:00Z",
          es: { slug: "portal-de-salud", _createdAt: "2026-01-02T00:00:00Z" },
        },
      ],
      services: [
        {
          id: "service-web-development",
          en: "web-development",
          _createdAt: "2026-01-01T00:00:00Z",
          es: { slug: "desarrollo-web", _createdAt: "2026-01-02T00:00:00Z" },
        },
      ],
      spanishLandingPages: [],
    });
  const listed = ["/", "/careers", "/about", "/insights/healthcare-portal", "/spring-offer"];

  it("leaves out every page a confirmed redirect replaces", () => {
    const routes = content([
      { from: "/careers", to: "/about", replaces: "/careers" },
      { from: "/insights/healthcare-portal/", to: "/insights", replaces: "/insights/healthcare-portal" },
      { from: "/spring-offer", to: "https://example.com/spring", replaces: "/spring-offer" },
    ]);
    expect(pagesAmong(listed, routes)).toEqual(["/", "/about"]);
  });

  it("keeps a page whose redirect the site does not apply", () => {
    const routes = content([
      // Not confirmed, to a host not allowed, and a loop: the proxy applies none of them.
      { from: "/careers", to: "/about" },
      { from: "/spring-offer", to: "https://evil.example/", replaces: "/spring-offer" },
      { from: "/old-a", to: "/old-b" },
      { from: "/old-b", to: "/old-a" },
    ]);
    expect(pagesAmong(listed, routes)).toEqual(listed);
  });
});
