import { describe, expect, it } from "vitest";
import { servicePageQuery } from "../../../lib/sanity/queries.ts";
import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import {
  expectInOrder,
  renderSection,
  seedContent,
  textsOf,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { SeoAnalyzerSection } from "./seo-analyzer.tsx";

const form = <form aria-label="Analyzer" />;

describe("SeoAnalyzerSection", () => {
  it("holds the analyzer under the editor's heading, labelled by it, at #seo-analyzer", async () => {
    const { analyzer } = await seedContent<ServicePageQueryResult>(servicePageQuery, {
      id: "service-seo-insights",
    });
    if (!analyzer?.heading) throw new Error("the SEO page's analyzer has a heading in the seed");
    const html = renderSection(<SeoAnalyzerSection heading={analyzer.heading}>{form}</SeoAnalyzerSection>);
    expect(html).toMatch(/<section[^>]*id="seo-analyzer"[^>]*aria-labelledby="seo-analyzer-section-title"/);
    expect(textsOf(html, "h2")).toEqual([analyzer.heading.title]);
    expectInOrder(html, "<h2", '<form aria-label="Analyzer"');
  });

  it("without a heading the analyzer stands alone and nothing points at a missing title", () => {
    const html = renderSection(<SeoAnalyzerSection>{form}</SeoAnalyzerSection>);
    expect(html).not.toContain("aria-labelledby");
    expect(html).toContain('<form aria-label="Analyzer"');
  });
});
