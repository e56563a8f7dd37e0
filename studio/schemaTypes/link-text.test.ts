import type { ValidationContext } from "sanity";
import { describe, expect, it } from "vitest";
import { descriptiveLinkText } from "./link-text.ts";

const on = (document: Record<string, unknown>, href: string) =>
  ({ document, parent: { href } }) as unknown as ValidationContext;

const landing = { _id: "drafts.landing-spring", _type: "landingPage", slug: "spring-offer" };
const home = { _id: "homePage", _type: "homePage" };

describe("descriptiveLinkText", () => {
  it("warns on a non-descriptive label that leads to another page, whatever its case or ending", () => {
    for (const label of ["Learn more", "learn more →", " Read more. ", "Click here", "More", "HERE"]) {
      expect(descriptiveLinkText(label, on(landing, "/services"))).toMatch(
        /says nothing of where the link goes/,
      );
    }
    expect(descriptiveLinkText("Learn more", on(home, "https://example.com/guide"))).toMatch(/^"Learn more"/);
  });

  it("accepts a label that names where it goes", () => {
    for (const label of [
      "Explore our services",
      "Learn more about SEO",
      "Read the case study",
      "Get started",
    ]) {
      expect(descriptiveLinkText(label, on(landing, "/services"))).toBe(true);
    }
  });

  it("accepts a jump within the same page and an e-mail link, as the audit does", () => {
    expect(descriptiveLinkText("Learn more", on(home, "/#services"))).toBe(true);
    expect(descriptiveLinkText("Learn more", on(landing, "#details"))).toBe(true);
    expect(descriptiveLinkText("Learn more", on(landing, "/spring-offer#details"))).toBe(true);
    expect(descriptiveLinkText("Here", on(landing, "mailto:hello@example.com"))).toBe(true);
  });

  it("warns on a jump to a section of another page", () => {
    expect(descriptiveLinkText("Learn more", on(landing, "/#services"))).toMatch(/search engines/);
  });

  it("leaves an empty field to the required rule", () => {
    expect(descriptiveLinkText(undefined, on(landing, "/services"))).toBe(true);
  });
});
