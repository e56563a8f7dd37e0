import { describe, expect, it } from "vitest";
import { readSeedDocuments } from "../../tests/fixtures/content/load-seed.ts";
import { type LinkingDocument, linkedFrom, replacedPage, replacedPageOf } from "./replaced-page.ts";

const documents = readSeedDocuments() as LinkingDocument[];
const published = {
  caseStudy: new Set(["healthcare-portal"]),
  service: new Set(["web-development"]),
  landingPage: new Set<string>(),
};

describe("what a redirect from a live page replaces", () => {
  it("names the page and every place the seeded site links to it", () => {
    const text = replacedPage("/contact", published, documents);
    expect(text).toMatch(/^\/contact is a fixed page of the site, linked from /);
    expect(linkedFrom(documents, "/contact")).toEqual(expect.arrayContaining(["the header"]));
  });

  it("finds links with a query or a fragment, in any field of any document", () => {
    const docs: LinkingDocument[] = [
      {
        _id: "siteSettings",
        _type: "siteSettings",
        nav: [{ href: "/about" }],
        legalLinks: [{ href: "/about#team" }],
      },
      { _id: "c1", _type: "caseStudy", title: "Portal", body: [{ markDefs: [{ href: "/about?x=1" }] }] },
      { _id: "homePage", _type: "homePage", hero: { primary: { href: "/about/" } } },
      { _id: "r1", _type: "redirect", to: "/about" },
      { _id: "c2", _type: "caseStudy", title: "Other", body: "/about-us" },
    ];
    expect(linkedFrom(docs, "/about")).toEqual(["the header", "the footer", "“Portal”", "the Home page"]);
  });

  it("is nothing for an address nothing is served at", () => {
    expect(replacedPage("/insights/old-name", published, documents)).toBeNull();
    expect(replacedPage("/spring-offer", published, [])).toBeNull();
    expect(replacedPage("/spring-offer", { ...published, landingPage: new Set(["spring-offer"]) }, [])).toBe(
      "/spring-offer is a published landing page, linked from no other page.",
    );
  });

  it("knows a Spanish landing page by its Spanish path, and its English path as English only", () => {
    const content = {
      caseStudy: [],
      service: [],
      landingPage: ["spring-offer"],
      spanishLandingPages: [
        {
          id: "lp",
          en: "spring-offer",
          es: { slug: "oferta-de-primavera", _createdAt: "2026-01-01T00:00:00Z" },
        },
      ],
      documents: [],
    };
    expect(replacedPageOf("/es/oferta-de-primavera", content)).toBe(
      "/es/oferta-de-primavera is a published landing page, linked from no other page.",
    );
    expect(replacedPageOf("/es/spring-offer", content)).toBeNull();
    expect(replacedPageOf("/oferta-de-primavera", content)).toBeNull();
  });
});
