import { describe, expect, it } from "vitest";
import { renderSection, seedHomeContent } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { IndustriesTabs } from "./industries-tabs.tsx";

describe("IndustriesTabs", () => {
  it("renders a tab and a panel per industry with its figures, services and specialties", async () => {
    const { industries } = await seedHomeContent();
    const html = renderSection(
      <IndustriesTabs industries={industries} renderQuoteButton={(label) => <b>{label}</b>} />,
    );
    expect(html.match(/role="tab"/g)).toHaveLength(4);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(4);
    for (const industry of industries.items) {
      for (const text of [...industry.services, ...industry.specialties, industry.quoteButtonLabel]) {
        expect(html).toContain(text);
      }
    }
    expect(html).toContain("<b>Start Your Comprehensive Quote</b>");
  });

  it("hands each industry's quote button that industry, so the wizard opens with it chosen", async () => {
    const { industries } = await seedHomeContent();
    const html = renderSection(
      <IndustriesTabs
        industries={industries}
        renderQuoteButton={(label, prefill) => <b data-industry={prefill?.industry ?? "none"}>{label}</b>}
      />,
    );
    for (const industry of industries.items) {
      expect(html).toContain(`<b data-industry="${industry.name}">${industry.quoteButtonLabel}</b>`);
    }
    expect(html).toContain('<b data-industry="none">Start Your Comprehensive Quote</b>');
  });

  it("renders nothing without industries", async () => {
    const { industries } = await seedHomeContent();
    const html = renderSection(
      <IndustriesTabs industries={{ ...industries, items: [] }} renderQuoteButton={() => null} />,
    );
    expect(html).not.toContain('id="industries"');
  });
});
