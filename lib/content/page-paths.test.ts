import { describe, expect, it } from "vitest";
import { documentPath } from "./page-paths.ts";

describe("documentPath", () => {
  it("finds the path of each page with SEO fields, drafts included", () => {
    expect(documentPath({ _id: "drafts.careersPage", _type: "careersPage" })).toBe("/careers");
    expect(documentPath({ _id: "processPage", _type: "processPage" })).toBe("/services");
    expect(documentPath({ _id: "drafts.servicePage-cloud-solutions", _type: "servicePage" })).toBe(
      "/services/cloud-solutions",
    );
    expect(documentPath({ _id: "x", _type: "landingPage", slug: "spring-offer" })).toBe("/spring-offer");
    expect(documentPath({ _id: "y", _type: "caseStudy", slug: "energy-trading" })).toBe(
      "/insights/energy-trading",
    );
    expect(documentPath({ _id: "z", _type: "servicePage", slug: "data-engineering" })).toBe(
      "/services/data-engineering",
    );
    expect(documentPath({ _id: "drafts.termsPage", _type: "legalPage" })).toBe("/terms");
    expect(documentPath({ _id: "siteSettings", _type: "siteSettings" })).toBeNull();
    expect(documentPath(undefined)).toBeNull();
  });
});
