import { describe, expect, it } from "vitest";
import { processPageQuery } from "../../../lib/sanity/queries.ts";
import type { ProcessPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import {
  expectInOrder,
  renderSection,
  seedContent,
  textsOf,
} from "../../../tests/fixtures/sections/render-for-test.tsx";
import { ProcessHero } from "./process-hero.tsx";

describe("ProcessHero", () => {
  it("opens the process page with its badge, one h1, the introduction and the figures", async () => {
    const { badge, heading, stats } = await seedContent<ProcessPageQueryResult>(processPageQuery);
    const html = renderSection(<ProcessHero badge={badge} heading={heading} stats={stats} />);
    expect(textsOf(html, "h1")).toEqual([heading.title]);
    expectInOrder(html, badge, "<h1");
    if (heading.text) expect(html).toContain(heading.text);
    expect(textsOf(html, "dd")).toEqual(stats.map((stat) => stat.value));
  });
});
