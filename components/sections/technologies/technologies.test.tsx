import { describe, expect, it } from "vitest";
import { servicePageQuery } from "@/lib/sanity/queries";
import type { ServicePageQueryResult } from "@/lib/sanity/sanity.types";
import { renderSection, seedContent, textsOf } from "@/tests/fixtures/sections/render-for-test";
import { Technologies } from "./technologies";

describe("Technologies", () => {
  it("lists every technology under the section's heading, in the editor's order", async () => {
    const { technologies } = await seedContent<ServicePageQueryResult>(servicePageQuery, {
      slug: "web-development",
    });
    if (!technologies) throw new Error("the web development page lists technologies in the seed");
    const html = renderSection(<Technologies technologies={technologies} />);
    expect(textsOf(html, "h2")).toEqual([technologies.heading.title]);
    expect(textsOf(html, "li")).toEqual(technologies.items);
  });
});
