import { describe, expect, it } from "vitest";
import { processPageQuery } from "../../../lib/sanity/queries.ts";
import type { ProcessPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { renderSection, seedContent, textsOf } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { ClosingBanner } from "./closing-banner.tsx";
import { CtaBanner } from "./cta-banner.tsx";

describe("ClosingBanner and CtaBanner", () => {
  it("close a page with the banner's title, text and both buttons, labelled by the title", async () => {
    const { cta } = await seedContent<ProcessPageQueryResult>(processPageQuery);
    for (const [html, id] of [
      [renderSection(<ClosingBanner banner={cta} />), "get-started"],
      [renderSection(<CtaBanner banner={cta} />), "call-to-action"],
    ] as const) {
      expect(html).toMatch(new RegExp(`<section[^>]*id="${id}"[^>]*aria-labelledby=`));
      expect(textsOf(html, "h2")).toEqual([cta.title]);
      expect(html).toContain(cta.text);
      expect(textsOf(html, "a")).toEqual([cta.primary.label, cta.secondary.label]);
    }
  });
});
