import { describe, expect, it } from "vitest";
import { HOME_SECTIONS, liveSectionLinks, sectionLinkProblem, sectionsOf } from "./page-sections.ts";

describe("in-page links", () => {
  it("lead only to the sections the page has, and name them when they do not", () => {
    expect(sectionLinkProblem("#evaluation", HOME_SECTIONS)).toBeNull();
    expect(sectionLinkProblem("/#contact", null)).toBeNull();
    expect(sectionLinkProblem("#audit-form", HOME_SECTIONS)).toBe(
      'This page has no section "audit-form". Its sections: #top, #evaluation, #services, #about, #industries, #portfolio, #contact, #quick-contact.',
    );
    expect(sectionLinkProblem("/#nowhere", null)).toMatch(/^The home page has no section "nowhere"/);
    expect(sectionLinkProblem("/services", HOME_SECTIONS)).toBeNull();
    expect(sectionLinkProblem("#anything", null)).toBeNull();
  });

  it("a landing page has the sections of its blocks", () => {
    const page = {
      _type: "landingPage",
      blocks: [
        { _type: "homeHero", _key: "a1" },
        { _type: "evaluationBlock", _key: "b2" },
        { _type: "banner", _key: "c3" },
      ],
    };
    expect(sectionsOf(page)).toEqual(["top", "evaluation", "cta-c3"]);
    expect(sectionLinkProblem("#contact", sectionsOf(page))).toBe(
      'This page has no section "contact". Its sections: #top, #evaluation, #cta-c3.',
    );
    expect(sectionsOf({ _type: "redirect" })).toBeNull();
  });

  it("every kind of page with sections has them checked, a service page by what it fills in", () => {
    const service = { _type: "servicePage", hero: {}, capabilities: [{}], analyzer: { enabled: false } };
    expect(sectionsOf(service)).toEqual(["overview", "capabilities", "quote"]);
    expect(sectionLinkProblem("#seo-analyzer", sectionsOf(service), "servicePage")).toBe(
      'This page has no section "seo-analyzer". Its sections: #overview, #capabilities.',
    );
    expect(sectionLinkProblem("#quote", sectionsOf(service), "servicePage")).toBeNull();
    for (const type of [
      "aboutPage",
      "careersPage",
      "contactPage",
      "portfolioPage",
      "processPage",
      "legalPage",
    ]) {
      expect(sectionLinkProblem("#audit-form", sectionsOf({ _type: type }), type), type).toMatch(
        /no section/,
      );
    }
  });

  it("a link of the header or footer is on every page: only a home page section is one it can lead to", () => {
    expect(sectionLinkProblem("#contact", sectionsOf({ _type: "siteSettings" }), "siteSettings")).toBe(
      'The header and footer are on every page, where "#contact" leads nowhere: link a section of the home page with /#… instead.',
    );
    expect(sectionLinkProblem("/#contact", sectionsOf({ _type: "siteSettings" }), "siteSettings")).toBeNull();
  });

  it("the site sends a link to a missing section to the contact section, and keeps every other link", () => {
    const content = {
      primary: { label: "Audit", href: "#audit-form" },
      nav: [
        { label: "Home", href: "/#nowhere" },
        { label: "Services", href: "/#services" },
      ],
      mail: { href: "mailto:hello@example.com" },
    };
    expect(liveSectionLinks(content, ["top"], "test page")).toEqual({
      primary: { label: "Audit", href: "/#contact" },
      nav: [
        { label: "Home", href: "/#contact" },
        { label: "Services", href: "/#services" },
      ],
      mail: { href: "mailto:hello@example.com" },
    });
    expect(liveSectionLinks(content, null, "unchecked")).toBe(content);
  });
});
