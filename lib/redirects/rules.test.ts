import { describe, expect, it } from "vitest";
import {
  conflictProblem,
  hostProblem,
  MAX_REDIRECT_HOPS,
  type Redirect,
  type RedirectContext,
  redirectHosts,
  redirectTable,
  resolveRedirect,
  sitePath,
  sourceProblem,
  targetHostProblem,
  targetProblem,
} from "./rules.ts";

const redirect = (from: string, to: string, permanent = true): Redirect => ({ from, to, permanent });

describe("redirect sources", () => {
  it("accepts plain paths on this site, trailing slash or not", () => {
    expect(sourceProblem("/old-offer")).toBeNull();
    expect(sourceProblem("/insights/old-name/")).toBeNull();
    expect(sitePath("/insights/old-name/")).toBe("/insights/old-name");
  });

  it.each([
    "old-offer",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "/a?b=1",
    "/a#top",
    "/a b",
    "/a/../b",
    "/%2e%2e/b",
    "",
  ])("refuses %j as a source", (from) => {
    expect(sourceProblem(from)).toMatch(/path on this site/);
  });

  it("keeps the home page and the application's own addresses out of reach", () => {
    expect(sourceProblem("/")).toMatch(/home page/);
    for (const path of [
      "/studio",
      "/studio/desk",
      "/admin",
      "/auth",
      "/api/revalidate",
      "/_next/x",
      "/_not-found",
      "/landing-pages/spring",
      "/robots.txt",
      "/sitemap.xml",
      "/og/abc",
      "/seed-images/a.jpg",
    ]) {
      expect(sourceProblem(path)).toMatch(/belongs to the application/);
    }
    expect(sourceProblem("/administrative-services")).toBeNull();
  });
});

describe("redirect targets", () => {
  it("accepts same-site paths with a query and explicit absolute URLs", () => {
    for (const to of ["/", "/services", "/insights/new?ref=old", "https://partner.example/offer"]) {
      expect(targetProblem(to)).toBeNull();
    }
  });

  it.each([
    "//evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    "data:text/html,x",
    "https:evil.example",
    "ftp://files.example/",
    "https://user:pass@evil.example/",
    "evil.example",
    "https://evil.example/\tx",
    "",
  ])("refuses %j as a target", (to) => {
    expect(targetProblem(to)).not.toBeNull();
  });
});

describe("loops and chains", () => {
  const existing = [redirect("/a", "/b"), redirect("/c", "https://partner.example/")];

  it("accepts a redirect that neither leads to nor from another", () => {
    expect(conflictProblem({ from: "/x", to: "/y" }, existing)).toBeNull();
    expect(conflictProblem({ from: "/x", to: "https://partner.example/a" }, existing)).toBeNull();
  });

  it("refuses a redirect to itself, trailing slash included", () => {
    expect(conflictProblem({ from: "/x", to: "/x/" }, [])).toMatch(/leads to itself/);
  });

  it("refuses a second redirect from the same address", () => {
    expect(conflictProblem({ from: "/a/", to: "/z" }, existing)).toMatch(/already starts at \/a/);
  });

  it("refuses a loop of two", () => {
    expect(conflictProblem({ from: "/b", to: "/a" }, existing)).toMatch(/loop: \/a already redirects back/);
  });

  it("refuses leading into a redirect, and being led to by one", () => {
    expect(conflictProblem({ from: "/x", to: "/a" }, existing)).toMatch(
      /chain: \/a already redirects to \/b/,
    );
    expect(conflictProblem({ from: "/b", to: "/d" }, existing)).toMatch(/chain: \/a already redirects here/);
  });

  it("ignores a query on the target when comparing addresses", () => {
    expect(conflictProblem({ from: "/x", to: "/a?utm=1" }, existing)).toMatch(/chain/);
  });
});

const context: RedirectContext = {
  allowedHosts: ["partner.example"],
  published: {
    caseStudy: new Set(["healthcare-portal"]),
    service: new Set(["web-development"]),
    landingPage: new Set(["spring-offer"]),
  },
};

describe("resolving a request", () => {
  const table = redirectTable(
    [
      redirect("/old-offer", "/spring-offer", false),
      redirect("/insights/old/", "/insights/new"),
      redirect("/partner", "https://partner.example/offer"),
      redirect("/tagged", "/services?from=tagged"),
      redirect("//evil.example", "/x"),
      redirect("/bad-target", "javascript:alert(1)"),
    ],
    context,
  );

  it("sends a path to its target with the request's query", () => {
    expect(resolveRedirect(table, "/old-offer", "?utm=mail")).toEqual({
      location: "/spring-offer?utm=mail",
      status: 307,
    });
    expect(resolveRedirect(table, "/insights/old/", "")).toEqual({ location: "/insights/new", status: 308 });
    expect(resolveRedirect(table, "/partner")).toEqual({
      location: "https://partner.example/offer",
      status: 308,
    });
  });

  it("keeps a query the target names itself", () => {
    expect(resolveRedirect(table, "/tagged", "?x=1")?.location).toBe("/services?from=tagged");
  });

  it("never applies a stored redirect the Studio would refuse", () => {
    expect(table.size).toBe(4);
    expect(resolveRedirect(table, "/bad-target")).toBeNull();
  });

  it("leaves every other path alone", () => {
    expect(resolveRedirect(table, "/")).toBeNull();
    expect(resolveRedirect(table, "/old-offer/more")).toBeNull();
  });
});

describe("what the site applies of the published redirects", () => {
  const resolve = (redirects: Redirect[], path: string) =>
    resolveRedirect(redirectTable(redirects, context), path);

  it("never lets a redirect take the 404 or another address of the application", () => {
    expect(resolve([redirect("/_not-found", "https://partner.example/")], "/_not-found")).toBeNull();
    expect(resolve([redirect("/landing-pages/x", "/")], "/landing-pages/x")).toBeNull();
  });

  it("sends visitors to another site only on a host the settings list", () => {
    expect(resolve([redirect("/a", "https://evil.example/")], "/a")).toBeNull();
    expect(resolve([redirect("/a", "https://PARTNER.example/x")], "/a")?.location).toBe(
      "https://PARTNER.example/x",
    );
    const none = redirectTable([redirect("/a", "https://partner.example/")], {
      ...context,
      allowedHosts: [],
    });
    expect(resolveRedirect(none, "/a")).toBeNull();
  });

  it("replaces a page the site serves only when the editor confirmed that page", () => {
    for (const from of [
      "/contact",
      "/services",
      "/services/web-development",
      "/insights/healthcare-portal",
      "/spring-offer",
    ]) {
      expect(resolve([redirect(from, "/about")], from)).toBeNull();
      expect(resolve([{ ...redirect(from, "/about"), replaces: from }], from)?.location).toBe("/about");
      expect(resolve([{ ...redirect(from, "/about"), replaces: "/other" }], from)).toBeNull();
    }
    // Not served now: a case study renamed or never published needs no confirmation.
    expect(
      resolve([redirect("/insights/old-name", "/insights/healthcare-portal")], "/insights/old-name"),
    ).not.toBeNull();
  });

  it("answers a chain with its last address, in one hop", () => {
    const chain = [redirect("/a", "/b"), redirect("/b", "/c?x=1"), redirect("/c", "/d")];
    expect(resolve(chain, "/a")).toEqual({ location: "/d?x=1", status: 308 });
  });

  it("applies no loop and no chain longer than the cap", () => {
    expect(resolve([redirect("/a", "/b"), redirect("/b", "/a")], "/a")).toBeNull();
    expect(resolve([redirect("/a", "/b"), redirect("/b", "/c"), redirect("/c", "/b")], "/a")).toBeNull();
    const long = Array.from({ length: MAX_REDIRECT_HOPS + 1 }, (_, index) =>
      redirect(`/r${index}`, `/r${index + 1}`),
    );
    expect(resolve(long, "/r0")).toBeNull();
    expect(resolve(long.slice(1), "/r1")?.location).toBe(`/r${MAX_REDIRECT_HOPS + 1}`);
  });
});

describe("allowed redirect hosts", () => {
  it("takes host names only", () => {
    expect(hostProblem("www.example.com")).toBeNull();
    for (const value of ["https://example.com", "example.com/x", "", "a b", "-x.com"]) {
      expect(hostProblem(value)).toMatch(/host name only/);
    }
    expect(redirectHosts(["WWW.Example.com", "https://bad", 7])).toEqual(["www.example.com"]);
  });

  it("names the host and the list when a target's host is not listed", () => {
    expect(targetHostProblem("/services", [])).toBeNull();
    expect(targetHostProblem("https://example.com/x", [])).toMatch(
      /example.com is not one of the allowed redirect hosts/,
    );
    expect(targetHostProblem("https://example.com/x", ["example.com"])).toBeNull();
  });
});
