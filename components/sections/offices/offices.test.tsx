import { describe, expect, it } from "vitest";
import { contactPageQuery } from "../../../lib/sanity/queries.ts";
import type { ContactPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { renderSection, seedContent, textsOf } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { Offices } from "./offices.tsx";

describe("Offices", () => {
  it("shows every office with its address and a phone link that dials it", async () => {
    const { officesHeading, offices } = await seedContent<ContactPageQueryResult>(contactPageQuery);
    if (!offices?.length) throw new Error("the seed has offices");
    const html = renderSection(<Offices heading={officesHeading} offices={offices} />);
    expect(textsOf(html, "h2")).toEqual([officesHeading.title]);
    expect(textsOf(html, "li")).toHaveLength(offices.length);
    for (const office of offices) {
      expect(textsOf(html, "h3").some((title) => title.includes(office.city))).toBe(true);
      expect(html).toContain(office.address);
      expect(html).toContain(`href="tel:${office.phone.replace(/[^\d+]/g, "")}"`);
    }
  });
});
