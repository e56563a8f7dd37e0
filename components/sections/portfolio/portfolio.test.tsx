import { describe, expect, it } from "vitest";
import { renderSection, seedHomeContent } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { Portfolio } from "./portfolio.tsx";

describe("Portfolio", () => {
  it("shows each case study with its image, tags and three results", async () => {
    const { portfolio } = await seedHomeContent();
    const html = renderSection(<Portfolio portfolio={portfolio} />);
    expect(html.match(/<article\b/g)).toHaveLength(3);
    expect(html.match(/<img\b/g)).toHaveLength(3);
    expect(html).toContain('alt="Abstract artwork in teal and blue for the healthcare portal"');
    expect(html.match(/<dd\b/g)).toHaveLength(9);
    for (const tag of ["React", "HIPAA", "Vue.js", "Compliance"]) expect(html).toContain(tag);
  });

  it("links each card to its case study's page and the button to the whole portfolio", async () => {
    const { portfolio } = await seedHomeContent();
    const html = renderSection(<Portfolio portfolio={portfolio} />);
    for (const slug of ["healthcare-portal", "real-estate-crm", "legal-case-management"])
      expect(html).toMatch(new RegExp(`href="/insights/${slug}"[^>]*>View case study`));
    expect(html).toMatch(/href="\/insights"[^>]*>View all case studies/);
  });
});
