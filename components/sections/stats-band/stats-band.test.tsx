import { describe, expect, it } from "vitest";
import { aboutPageQuery } from "../../../lib/sanity/queries.ts";
import type { AboutPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { renderSection, seedContent, textsOf } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { StatsBand } from "./stats-band.tsx";

describe("StatsBand", () => {
  it("pairs each figure with its label in a description list, in the editor's order", async () => {
    const { stats } = await seedContent<AboutPageQueryResult>(aboutPageQuery);
    const html = renderSection(<StatsBand stats={stats} />);
    expect(html).toMatch(/<dl\b/);
    expect(textsOf(html, "dt")).toEqual(stats.map((stat) => stat.label));
    expect(textsOf(html, "dd")).toEqual(stats.map((stat) => stat.value));
  });
});
