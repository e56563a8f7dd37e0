import { describe, expect, it } from "vitest";
import { HOME_SECTIONS, sectionLinkProblem, sectionsOf } from "./page-sections.ts";

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
    expect(sectionsOf({ _type: "caseStudy" })).toBeNull();
  });
});
