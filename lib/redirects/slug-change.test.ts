import { describe, expect, it } from "vitest";
import { conflictProblem } from "./rules.ts";
import { type StoredRedirect, slugChangePlan } from "./slug-change.ts";

describe("a published page's new URL segment", () => {
  it("adds a permanent redirect from the old address to the new one", () => {
    const plan = slugChangePlan("caseStudy", "healthcare-portal", "care-portal", []);
    expect(plan).toEqual({
      create: {
        _id: "redirect-insights-healthcare-portal",
        _type: "redirect",
        from: "/insights/healthcare-portal",
        to: "/insights/care-portal",
        permanent: true,
      },
      repoint: [],
      remove: [],
    });
    expect(slugChangePlan("service", "seo", "seo-insights", [])?.create.from).toBe("/services/seo");
    expect(slugChangePlan("landingPage", "spring", "summer", [])?.create.to).toBe("/summer");
    // A translation's page moves in its own language.
    expect(slugChangePlan("service", "seo", "seo-y-analitica", [], "es")?.create).toMatchObject({
      from: "/es/servicios/seo",
      to: "/es/servicios/seo-y-analitica",
    });
    expect(slugChangePlan("landingPage", "verano", "oferta-de-verano", [], "es")?.create).toMatchObject({
      from: "/es/verano",
      to: "/es/oferta-de-verano",
    });
  });

  it("does nothing when the segment is unchanged, missing, or the type has no page", () => {
    expect(slugChangePlan("caseStudy", "a", "a", [])).toBeNull();
    expect(slugChangePlan("caseStudy", undefined, "a", [])).toBeNull();
    expect(slugChangePlan("industry", "legal", "law", [])).toBeNull();
  });

  it("renaming twice leaves one hop from every old address, and renaming back removes the loop", () => {
    let stored: StoredRedirect[] = [];
    const apply = (type: string, from: string, to: string) => {
      const plan = slugChangePlan(type, from, to, stored);
      if (!plan) throw new Error("no plan");
      stored = stored
        .filter((redirect) => !plan.remove.includes(redirect._id) && redirect._id !== plan.create._id)
        .map((redirect) => ({ ...redirect, ...plan.repoint.find(({ _id }) => _id === redirect._id) }));
      stored.push(plan.create);
    };
    apply("caseStudy", "a", "b");
    apply("caseStudy", "b", "c");
    expect(stored.map(({ from, to }) => `${from}>${to}`).sort()).toEqual([
      "/insights/a>/insights/c",
      "/insights/b>/insights/c",
    ]);
    apply("caseStudy", "c", "a");
    expect(stored.map(({ from, to }) => `${from}>${to}`).sort()).toEqual([
      "/insights/b>/insights/a",
      "/insights/c>/insights/a",
    ]);
    // What the Studio's own check says about the result: no redirect chains into another.
    for (const redirect of stored) {
      const others = stored
        .filter((other) => other !== redirect)
        .map((other) => ({ ...other, permanent: true }));
      expect(conflictProblem(redirect, others)).toBeNull();
    }
  });
});
