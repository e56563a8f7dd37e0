import { describe, expect, it } from "vitest";
import { readRobots } from "./robots.ts";

const robotsUrl = "https://e.com/robots.txt";

describe("readRobots", () => {
  it("collects Sitemap lines, absolute or relative, in order", () => {
    const text =
      "User-agent: *\nDisallow: /admin\n\nSitemap: https://example.com/a.xml\nsitemap:/b.xml # second\n";
    expect(readRobots(text, "https://example.com/robots.txt", "https://example.com/")).toEqual({
      sitemaps: ["https://example.com/a.xml", "https://example.com/b.xml"],
      blockingRule: null,
    });
  });

  it("names the line that shuts every crawler out", () => {
    expect(readRobots("User-agent: *\r\nDisallow: /\r\n", robotsUrl, "https://e.com/").blockingRule).toEqual({
      line: 2,
      text: "Disallow: /",
    });
  });

  it("blocks only the pages a rule matches, with the longest rule winning", () => {
    const text = "User-agent: *\nDisallow: /shop/\nAllow: /shop/sale # open\n";
    expect(readRobots(text, robotsUrl, "https://e.com/shop/cart").blockingRule).toEqual({
      line: 2,
      text: "Disallow: /shop/",
    });
    expect(readRobots(text, robotsUrl, "https://e.com/shop/sale").blockingRule).toBeNull();
    expect(readRobots(text, robotsUrl, "https://e.com/about").blockingRule).toBeNull();
  });

  it("does not confuse a rule for another crawler, or an empty Disallow, with blocking search engines", () => {
    const text = "User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nDisallow:\n";
    expect(readRobots(text, robotsUrl, "https://e.com/").blockingRule).toBeNull();
  });

  it("follows Googlebot's own group over the * group", () => {
    const open = "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n";
    expect(readRobots(open, robotsUrl, "https://e.com/").blockingRule).toBeNull();
    const shut = "User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /\n";
    expect(readRobots(shut, robotsUrl, "https://e.com/").blockingRule).toEqual({
      line: 5,
      text: "Disallow: /",
    });
  });

  it("applies a rule shared by a group of agents that includes *", () => {
    expect(
      readRobots("User-agent: a\nUser-agent: *\nDisallow: /\n", robotsUrl, "https://e.com/").blockingRule,
    ).toEqual({ line: 3, text: "Disallow: /" });
  });
});
