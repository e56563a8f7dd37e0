import { describe, expect, it } from "vitest";
import { servicePageQuery } from "../../../lib/sanity/queries.ts";
import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import {
  cardsOf,
  renderSection,
  seedContent,
  textsOf,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { CloudExpertise } from "./cloud-expertise.tsx";

describe("CloudExpertise", () => {
  it("lists each area of expertise under the section's heading, in the editor's order", async () => {
    const { cloudExpertise } = await seedContent<ServicePageQueryResult>(servicePageQuery, {
      id: "service-cloud-solutions",
    });
    if (!cloudExpertise) throw new Error("the cloud solutions page has its expertise in the seed");
    const html = renderSection(
      <CloudExpertise heading={cloudExpertise.heading} cards={cloudExpertise.cards} />,
    );
    expect(textsOf(html, "h2")).toEqual([cloudExpertise.heading.title]);
    expect(cardsOf(html).map((card) => card.title)).toEqual(cloudExpertise.cards.map((card) => card.title));
    for (const card of cloudExpertise.cards) expect(html).toContain(card.description);
  });
});
