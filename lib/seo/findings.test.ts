import { describe, expect, it } from "vitest";
import { buildFindings } from "./findings.ts";
import { perfectPage } from "./testing-facts.ts";

describe("buildFindings", () => {
  it("has nothing to say about a page that passes every check", () => {
    expect(buildFindings({ ...perfectPage(), pageLoadTime: 0.4 })).toEqual({
      issues: [],
      recommendations: [],
    });
  });

  it("uses the real counts, in the singular when there is one", () => {
    const page = perfectPage();
    page.technicalSEO.images = { total: 1, withoutAlt: 1, oversized: 1 };
    const { issues, recommendations } = buildFindings({ ...page, pageLoadTime: 0.4 });
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
    const { issues, recommendations } = buildFindings({ ...page, pageLoadTime: 0.4 });
    expect(issues).toEqual([
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
    expect(buildFindings({ ...page, pageLoadTime: 0.4 }).issues).toEqual([]);
  });

  it("reports a slow page with its measured time", () => {
    const { issues, recommendations } = buildFindings({ ...perfectPage(), pageLoadTime: 4.26 });
    expect(issues.map((issue) => [issue.title, issue.description])).toEqual([
      ["Slow Page Response", "The HTML took 4.3 seconds to arrive; aim for under 3."],
    ]);
    expect(recommendations).toEqual([
      {
        priority: "medium",
        title: "Improve Page Speed",
        description: "The HTML took 4.3 seconds and weighs 20 KB.",
        action: "Aim for under 3 seconds: cache pages, trim inline data and compress responses.",
      },
    ]);
  });

  it("explains a heading that comes before the H1", () => {
    const page = perfectPage();
    page.facts.headingOutline = [2, 1, 2];
    page.technicalSEO.headings.hasProperStructure = false;
    expect(buildFindings({ ...page, pageLoadTime: 0.4 }).issues[0]?.description).toBe(
      "A heading comes before the H1, so the outline does not start with the main topic.",
    );
  });
});
