import { describe, expect, it } from "vitest";
import { servicePageQuery } from "../../../lib/sanity/queries.ts";
import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import {
  cardsOf,
  renderSection,
  seedContent,
  textsOf,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { ProcessList } from "./process-list.tsx";

describe("ProcessList", () => {
  it("numbers the steps in an ordered list under the section's heading", async () => {
    const { processList } = await seedContent<ServicePageQueryResult>(servicePageQuery, {
      id: "service-web-development",
    });
    if (!processList) throw new Error("the web development page has a process list in the seed");
    const html = renderSection(<ProcessList list={processList} />);
    expect(html).toMatch(/<ol\b/);
    expect(textsOf(html, "h2")).toEqual([processList.heading.title]);
    expect(cardsOf(html).map((step) => step.title)).toEqual(processList.items.map((item) => item.title));
    for (const item of processList.items) expect(html).toContain(item.text);
  });
});
