import { describe, expect, it } from "vitest";
import { legalPageQuery } from "../../../lib/sanity/queries.ts";
import type { LegalPageQueryResult } from "../../../lib/sanity/sanity.types.ts";
import { renderSection, seedContent, textsOf } from "../../../tests/fixtures/sections/render-for-test.tsx";
import { LegalBody } from "./legal-body.tsx";

const seedPrivacy = () => seedContent<LegalPageQueryResult>(legalPageQuery, { id: "privacyPage" });

describe("LegalBody", () => {
  it("is an article titled by its one h1, dated, with the editor's headings below it", async () => {
    const legal = await seedPrivacy();
    const html = renderSection(<LegalBody legal={legal} />);
    expect(html).toMatch(/<article[^>]*aria-labelledby="legal-title"/);
    expect(textsOf(html, "h1")).toEqual([legal.title]);
    expect(html).toContain(`<time dateTime="${legal.updatedAt}">`);
    const headings = legal.body.filter((block) => block._type === "block" && block.style === "h2");
    expect(textsOf(html, "h2")).toHaveLength(headings.length);
    expect(headings.length).toBeGreaterThan(0);
  });

  it("gives the date in words, the same day wherever the server runs", async () => {
    const legal = await seedPrivacy();
    const html = renderSection(<LegalBody legal={{ ...legal, updatedAt: "2026-01-01" }} />);
    expect(textsOf(html, "time")).toEqual(["January 1, 2026"]);
  });

  it("links within the site and off it as the editor wrote them", async () => {
    const legal = await seedPrivacy();
    const body = [
      {
        _type: "block" as const,
        _key: "b",
        style: "normal" as const,
        markDefs: [
          { _type: "link" as const, _key: "in", href: "/contact" },
          { _type: "link" as const, _key: "out", href: "https://example.com/policy" },
        ],
        children: [
          { _type: "span" as const, _key: "s1", text: "Contact us", marks: ["in"] },
          { _type: "span" as const, _key: "s2", text: " or read ", marks: [] },
          { _type: "span" as const, _key: "s3", text: "the policy", marks: ["out"] },
        ],
      },
    ];
    const html = renderSection(<LegalBody legal={{ ...legal, body } as typeof legal} />);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact us<\/a>/);
    expect(html).toMatch(/<a[^>]*href="https:\/\/example.com\/policy"[^>]*>the policy<\/a>/);
  });
});
