import { describe, expect, it } from "vitest";
import { servicePageQuery } from "../../../lib/sanity/queries.ts";
import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import {
  cardsOf,
  renderSection,
  seedContent,
  textsOf,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { ServiceTiles } from "./service-tiles.tsx";

describe("ServiceTiles", () => {
  it("lists each service under the section's heading, in the editor's order", async () => {
    const { cloudServices } = await seedContent<ServicePageQueryResult>(servicePageQuery, {
      id: "service-cloud-solutions",
    });
    if (!cloudServices) throw new Error("the cloud solutions page has its services in the seed");
    const html = renderSection(<ServiceTiles heading={cloudServices.heading} cards={cloudServices.cards} />);
    expect(textsOf(html, "h2")).toEqual([cloudServices.heading.title]);
    expect(cardsOf(html).map((card) => card.title)).toEqual(cloudServices.cards.map((card) => card.title));
    for (const card of cloudServices.cards) expect(html).toContain(card.description);
  });
});
