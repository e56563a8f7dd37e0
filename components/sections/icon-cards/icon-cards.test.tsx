import { describe, expect, it } from "vitest";
import { aboutPageQuery } from "../../../lib/sanity/queries.ts";
import type { AboutPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import {
  cardsOf,
  renderSection,
  seedContent,
  textsOf,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { IconCards } from "./icon-cards.tsx";

describe("IconCards", () => {
  it("lists each card under the section's heading, labelled by it, in the editor's order", async () => {
    const { valuesHeading, values } = await seedContent<AboutPageQueryResult>(aboutPageQuery);
    const html = renderSection(<IconCards id="values" heading={valuesHeading} cards={values} />);
    expect(html).toMatch(/<section[^>]*aria-labelledby="values-title"/);
    expect(html).toMatch(new RegExp(`<h2[^>]*id="values-title"[^>]*>${valuesHeading.title}<`));
    expect(textsOf(html, "h2")).toEqual([valuesHeading.title]);
    expect(cardsOf(html)).toEqual(values.map(({ title, description }) => ({ title, text: description })));
  });
});
