import { describe, expect, it } from "vitest";
import { caseStudyPageQuery } from "../../../lib/sanity/queries.ts";
import type { CaseStudyPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { renderSection, seedContent, textsOf } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { CaseStudy } from "./case-study.tsx";

describe("CaseStudy", () => {
  it("is an article titled by its one h1, with its picture, its results and its story in order", async () => {
    const { study, allLink } = await seedContent<CaseStudyPageQueryResult>(caseStudyPageQuery, {
      id: "caseStudy-healthcare-portal",
    });
    if (!study || !allLink) throw new Error("the seed has the healthcare portal case study");
    const html = renderSection(<CaseStudy study={study} allLink={allLink} />);
    expect(html).toMatch(/<article[^>]*aria-labelledby="case-study-title"/);
    expect(textsOf(html, "h1")).toEqual([study.title]);
    expect(html).toMatch(new RegExp(`<a[^>]*href="${allLink.href}"[^>]*>.*${allLink.label}</a>`));
    expect(html).toMatch(new RegExp(`<img[^>]*alt="${study.image?.alt}"`));
    expect(textsOf(html, "dd")).toEqual(study.metrics.map((metric) => metric.value));
    expect(textsOf(html, "h2")).toEqual(study.story.map((section) => section.title));
  });
});
