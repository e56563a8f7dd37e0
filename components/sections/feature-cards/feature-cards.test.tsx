import { describe, expect, it } from "vitest";
import { servicePageQuery } from "../../../lib/sanity/queries.ts";
import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import {
  cardsOf,
  renderSection,
  seedContent,
  textsOf,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { FeatureCards } from "./feature-cards.tsx";

describe("FeatureCards", () => {
  it("lists each feature under the section's heading, in the editor's order", async () => {
    const { features } = await seedContent<ServicePageQueryResult>(servicePageQuery, {
      id: "service-web-development",
    });
    if (!features) throw new Error("the web development page has features in the seed");
    const html = renderSection(<FeatureCards heading={features.heading} cards={features.cards} />);
    expect(textsOf(html, "h2")).toEqual([features.heading.title]);
    expect(cardsOf(html)).toEqual(
      features.cards.map(({ title, description }) => ({ title, text: description })),
    );
  });
});
