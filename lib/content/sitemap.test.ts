import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";

describe("a sitemap written by hand", () => {
  it("lists each page with its alternates, escaped", () => {
    const xml = sitemapXml([
      {
        url: "https://example.com/es",
        changeFrequency: "weekly",
        priority: 1,
        alternates: {
          languages: { "en-US": "https://example.com/", "es-US": "https://example.com/es?a=1&b=2" },
        },
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain("<loc>https://example.com/es</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en-US" href="https://example.com/" />');
    expect(xml).toContain('hreflang="es-US" href="https://example.com/es?a=1&amp;b=2"');
    expect(xml).toContain("<changefreq>weekly</changefreq>");
    expect(xml).toContain("<priority>1</priority>");
  });
});
