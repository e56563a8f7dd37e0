import { describe, expect, it } from "vitest";
import { servicePageQuery } from "../../../lib/sanity/queries.ts";
import type { ServicePageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { renderSection, seedContent, textsOf } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { Technologies } from "./technologies.tsx";

describe("Technologies", () => {
  it("lists every technology under the section's heading, in the editor's order", async () => {
    const { technologies } = await seedContent<ServicePageQueryResult>(servicePageQuery, {
      id: "service-web-development",
    });
    if (!technologies) throw new Error("the web development page lists technologies in the seed");
    const html = renderSection(<Technologies technologies={technologies} />);
    expect(textsOf(html, "h2")).toEqual([technologies.heading.title]);
    expect(textsOf(html, "li")).toEqual(technologies.items);
  });
});
