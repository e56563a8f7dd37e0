import { describe, expect, it } from "vitest";
import { aboutPageQuery } from "../../../lib/sanity/queries.ts";
import type { AboutPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { renderSection, seedContent, textsOf } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { TextSections } from "./text-sections.tsx";

describe("TextSections", () => {
  it("gives each passage its own heading followed by its text, in the editor's order", async () => {
    const { story } = await seedContent<AboutPageQueryResult>(aboutPageQuery);
    const html = renderSection(<TextSections id="story" label="Our story" sections={story} />);
    expect(html).toMatch(/<section[^>]*id="story"[^>]*aria-label="Our story"/);
    expect(textsOf(html, "h2")).toEqual(story.map((section) => section.title));
    for (const section of story) expect(html).toContain(section.text);
  });
});
