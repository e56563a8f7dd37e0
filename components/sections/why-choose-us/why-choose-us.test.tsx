import { describe, expect, it } from "vitest";
import { processPageQuery } from "../../../lib/sanity/queries.ts";
import type { ProcessPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import {
  cardsOf,
  renderSection,
  seedContent,
  textsOf,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { WhyChooseUs } from "./why-choose-us.tsx";

describe("WhyChooseUs", () => {
  it("lists each reason under the section's heading, in the editor's order", async () => {
    const { whyHeading, whyChooseUs } = await seedContent<ProcessPageQueryResult>(processPageQuery);
    const html = renderSection(<WhyChooseUs heading={whyHeading} cards={whyChooseUs} />);
    expect(textsOf(html, "h2")).toEqual([whyHeading.title]);
    expect(cardsOf(html)).toEqual(
      whyChooseUs.map(({ title, description }) => ({ title, text: description })),
    );
  });
});
