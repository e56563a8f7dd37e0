import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appRoutes } from "./app-routes.ts";
import {
  applicationSegments,
  contentPath,
  fixedPages,
  landingPathProblem,
  type PublishedSlugs,
  pathOwner,
  servedPage,
} from "./rules.ts";
import { APP_DIR, APP_ROUTES_FILE, appRoutesModule, scanAppRoutes } from "./scan.ts";

describe("the application's routes", () => {
  it("are read from app/ (run `node lib/route-rules/scan.ts` after adding a route)", () => {
    expect(readFileSync(APP_ROUTES_FILE, "utf8")).toBe(appRoutesModule(scanAppRoutes(APP_DIR)));
  });

  it("hold every fixed page, the content folders, the 404 and the metadata files", () => {
    for (const path of [
      ...fixedPages,
      "/insights/[slug]",
      "/services/[slug]",
      "/_not-found",
      "/robots.txt",
      "/sitemap.xml",
      "/es/sitemap.xml",
    ]) {
      expect(appRoutes).toContain(path);
    }
  });

  it("leave to the application alone the first segments no page shares", () => {
    expect([...applicationSegments].sort()).toEqual([
      "_next",
      "_not-found",
      "admin",
      "api",
      "auth",
      "favicon.ico",
      "icon.svg",
      "landing-pages",
      "og",
      "portal",
      "quote",
      "robots.txt",
      "seed-images",
      "sitemap.xml",
      "studio",
    ]);
  });
});

describe("who owns an address", () => {
  it("tells the application, the fixed pages, the content folders and free addresses apart", () => {
    expect(pathOwner("/")).toEqual({ kind: "fixed", path: "/" });
    expect(pathOwner("/contact")).toEqual({ kind: "fixed", path: "/contact" });
    expect(pathOwner("/auth/confirm")).toEqual({ kind: "application" });
    expect(pathOwner("/studio/structure/x")).toEqual({ kind: "application" });
    expect(pathOwner("/_not-found")).toEqual({ kind: "application" });
    expect(pathOwner("/insights/healthcare-portal")).toMatchObject({ kind: "content", type: "caseStudy" });
    expect(pathOwner("/services/web-development")).toMatchObject({ kind: "content", type: "service" });
    expect(pathOwner("/insights/a/b")).toBeNull();
    expect(pathOwner("/spring-offer")).toBeNull();
  });

  it("names what a path serves now by what is published", () => {
    const published: PublishedSlugs = {
      caseStudy: new Set(["healthcare-portal"]),
      service: new Set(["web-development"]),
      landingPage: new Set(["spring-offer", "services"]),
    };
    expect(servedPage("/contact", published)).toBe("a fixed page of the site");
    expect(servedPage("/insights/healthcare-portal", published)).toBe("a published case study");
    expect(servedPage("/insights/no-such-case", published)).toBeNull();
    expect(servedPage("/services/web-development", published)).toBe("a published service");
    expect(servedPage("/spring-offer", published)).toBe("a published landing page");
    expect(servedPage("/autumn-offer", published)).toBeNull();
  });
});

describe("a landing page's path", () => {
  it("takes lower-case words joined by hyphens, up to three segments", () => {
    for (const slug of ["spring-offer", "offers/spring", "a/b/c", "about-us", "administrative"]) {
      expect(landingPathProblem(slug)).toBeNull();
    }
    for (const slug of [
      "Spring",
      "spring_offer",
      "/spring",
      "spring/",
      "a/b/c/d",
      "",
      "a//b",
      7,
      "_not-found",
    ]) {
      expect(landingPathProblem(slug)).toMatch(/Lower-case words/);
    }
  });

  it("never starts with the first segment of a route of app/", () => {
    for (const slug of [
      "services",
      "contact",
      "privacy",
      "insights",
      "insights/healthcare-portal",
      "about",
    ]) {
      expect(landingPathProblem(slug)).toMatch(/belongs to a page of the site/);
    }
    for (const slug of ["services/web-development", "test", "terms"]) {
      expect(landingPathProblem(slug)).toMatch(/belongs to a page of the site/);
    }
    for (const slug of ["landing-pages/zzz", "studio", "admin/x", "api", "og", "auth", "seed-images"]) {
      expect(landingPathProblem(slug)).toMatch(/belongs to the application/);
    }
  });

  it("is the address a published document is served at only when it keeps the rules", () => {
    expect(contentPath("landingPage", "offers/spring")).toBe("/offers/spring");
    expect(contentPath("landingPage", "landing-pages/zzz")).toBeNull();
    expect(contentPath("landingPage", "_not-found")).toBeNull();
    expect(contentPath("caseStudy", "healthcare-portal")).toBe("/insights/healthcare-portal");
    expect(contentPath("caseStudy", "a/b")).toBeNull();
    expect(contentPath("service", "web-development")).toBe("/services/web-development");
  });
});
