import { describe, expect, it } from "vitest";
import { buildFindings } from "./findings.ts";
import { perfectPage } from "./testing-facts.ts";

describe("buildFindings", () => {
  it("has nothing to say about a page that passes every check", () => {
    expect(buildFindings(perfectPage())).toEqual({
      issues: [],
      recommendations: [],
    });
  });

  it("uses the real counts, in the singular when there is one", () => {
    const page = perfectPage();
    page.technicalSEO.images = { total: 1, withoutAlt: 1, oversized: 1 };
    const { issues, recommendations } = buildFindings(page);
    expect(issues.map((issue) => issue.description)).toEqual([
      "1 of 1 image lacks alt text.",
      "1 image is over 200 KB or 2500 pixels wide.",
    ]);
    expect(recommendations.map((rec) => rec.action)).toEqual([
      "Resize and compress the 1 large image (WebP or AVIF, at the size shown).",
      'Add an alt attribute to the 1 image without one (alt="" for decorative images).',
    ]);
  });

  it("reports an https site whose http:// does not redirect", () => {
    const page = perfectPage();
    page.facts.httpRedirectsToHttps = false;
    const { issues, recommendations } = buildFindings(page);
    expect(issues).toMatchObject([
      {
        type: "warning",
        category: "Security",
        title: "HTTP Does Not Redirect to HTTPS",
        description: "http://example.com/ answers without sending visitors to the secure version.",
        impact: "medium",
      },
    ]);
    expect(recommendations[0]?.action).toBe(
      "Answer http://example.com/ with a 301 redirect to https://example.com/.",
    );
  });

  it("says nothing about http:// when it could not be checked", () => {
    const page = perfectPage();
    page.facts.httpRedirectsToHttps = null;
    expect(buildFindings(page).issues).toEqual([]);
  });

  it("reports a slow page with the time the page and its files took", () => {
    const page = perfectPage();
    page.facts.load.seconds = 4.26;
    const { issues, recommendations } = buildFindings(page);
    expect(issues.map((issue) => [issue.title, issue.description])).toEqual([
      [
        "Slow Page Load",
        "The page and the files it needs to render took 4.3 seconds to download; aim for under 3.",
      ],
    ]);
    expect(recommendations).toMatchObject([
      {
        priority: "medium",
        title: "Improve Page Speed",
        description: "The page took 4.3 seconds to download and weighs 146 KB with its files.",
        action: "Aim for under 3 seconds: cache pages, trim inline data and compress responses.",
      },
    ]);
  });

  it("says when the load time could not be measured, and never calls it slow or fast", () => {
    const page = perfectPage();
    page.facts.load = {
      ...page.facts.load,
      seconds: null,
      bytes: null,
      unmeasured: { id: "loadTimedOut", values: { seconds: 5 } },
    };
    const { issues, recommendations } = buildFindings(page);
    expect(issues).toMatchObject([
      {
        type: "info",
        category: "Performance",
        title: "Load Time Not Measured",
        description: "The page's files were still downloading after 5 seconds.",
        impact: "low",
      },
    ]);
    expect(recommendations).toEqual([]);
  });

  it("counts the render files that could not be downloaded", () => {
    const page = perfectPage();
    page.facts.load.filesFailed = 2;
    expect(buildFindings(page).issues.map((issue) => issue.description)).toEqual([
      "2 of the 5 files the page needs to render could not be downloaded.",
    ]);
  });

  it("reports a canonical link and og:url on another host", () => {
    const page = perfectPage();
    page.facts.canonical = "https://staging.example.net/";
    page.facts.openGraph.url = "http://localhost:3000/";
    const { issues, recommendations } = buildFindings(page);
    expect(issues.map((issue) => [issue.type, issue.impact, issue.title, issue.description])).toEqual([
      [
        "error",
        "high",
        "Canonical URL Points to Another Host",
        "The canonical link names https://staging.example.net/, on staging.example.net instead of example.com, so search engines may index that address in place of this page.",
      ],
      [
        "warning",
        "medium",
        "Open Graph URL Points to Another Host",
        "og:url names http://localhost:3000/, on localhost:3000 instead of example.com, so shared links lead there.",
      ],
    ]);
    expect(recommendations.map((rec) => rec.action)).toEqual([
      'Set <link rel="canonical"> to this page\'s own address, https://example.com/.',
      "Set og:url to this page's own address, https://example.com/.",
    ]);
  });

  it("names the robots.txt line that blocks the page", () => {
    const page = perfectPage();
    page.facts.finalUrl = "https://example.com/shop/cart";
    page.facts.robotsBlockingRule = { line: 3, text: "Disallow: /shop/" };
    const { issues, recommendations } = buildFindings(page);
    expect(issues.map((issue) => [issue.title, issue.description])).toEqual([
      [
        "robots.txt Blocks This Page",
        'Line 3 of robots.txt ("Disallow: /shop/") stops search engines from crawling /shop/cart.',
      ],
    ]);
    expect(recommendations[0]?.action).toBe(
      'Remove or narrow "Disallow: /shop/" in robots.txt so that it no longer matches /shop/cart.',
    );
  });

  it("explains a heading that comes before the H1", () => {
    const page = perfectPage();
    page.facts.headingOutline = [2, 1, 2];
    page.technicalSEO.headings.hasProperStructure = false;
    expect(buildFindings(page).issues[0]?.description).toBe(
      "A heading comes before the H1, so the outline does not start with the main topic.",
    );
  });
});
