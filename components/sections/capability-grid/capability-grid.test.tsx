import { describe, expect, it } from "vitest";
import { servicePageQuery } from "../../../lib/sanity/queries.ts";
import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import {
  cardsOf,
  renderSection,
  seedContent,
  textsOf,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { CapabilityGrid } from "./capability-grid.tsx";

describe("CapabilityGrid", () => {
  it("lists each capability under the section's heading, in the editor's order", async () => {
    const page = await seedContent<ServicePageQueryResult>(servicePageQuery, {
      id: "service-web-development",
    });
    const html = renderSection(
      <CapabilityGrid heading={page.capabilitiesHeading} cards={page.capabilities} gradient="crimson" />,
    );
    expect(textsOf(html, "h2")).toEqual([page.capabilitiesHeading?.title]);
    expect(cardsOf(html)).toEqual(
      page.capabilities.map(({ title, description }) => ({ title, text: description })),
    );
    expect(html).toMatch(/<section[^>]*aria-labelledby="capabilities-title"/);
  });

  it("without a heading the cards stand alone, and no section points at a missing title", async () => {
    const page = await seedContent<ServicePageQueryResult>(servicePageQuery, {
      id: "service-web-development",
    });
    const html = renderSection(
      <CapabilityGrid heading={null} cards={page.capabilities} gradient="crimson" />,
    );
    expect(textsOf(html, "h2")).toEqual([]);
    expect(html).not.toContain('aria-labelledby="capabilities-title"');
    expect(cardsOf(html)).toHaveLength(page.capabilities.length);
  });
});
