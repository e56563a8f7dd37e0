import { describe, expect, it } from "vitest";
import { parseRobots } from "./robots.ts";

describe("parseRobots", () => {
  it("collects Sitemap lines, absolute or relative, in order", () => {
    const text =
      "User-agent: *\nDisallow: /admin\n\nSitemap: https://example.com/a.xml\nsitemap:/b.xml # second\n";
    expect(parseRobots(text, "https://example.com/robots.txt")).toEqual({
      sitemaps: ["https://example.com/a.xml", "https://example.com/b.xml"],
      disallowsAll: false,
    });
  });

  it("notices a rule that shuts every crawler out", () => {
    expect(parseRobots("User-agent: *\r\nDisallow: /\r\n", "https://e.com/").disallowsAll).toBe(true);
  });

  it("does not confuse a rule for one crawler, or an empty Disallow, with blocking all", () => {
    const text = "User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nDisallow:\n";
    expect(parseRobots(text, "https://e.com/").disallowsAll).toBe(false);
  });

  it("applies a rule shared by a group of agents that includes *", () => {
    expect(parseRobots("User-agent: a\nUser-agent: *\nDisallow: /\n", "https://e.com/").disallowsAll).toBe(
      true,
    );
  });
});
