import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type FixtureServer,
  fixtureCa,
  readFixture,
  startFixtureServer,
} from "../../tests/fixtures/seo/server.ts";
import {
  badSite,
  edgeSite,
  elsewhereSite,
  flawedSite,
  goodSite,
  renderFiles,
  renderSite,
} from "../../tests/fixtures/seo/sites.ts";
import { auditUrl } from "./audit.ts";
import { SeoError } from "./errors.ts";
import type { SeoAnalysis } from "./types.ts";

let good: FixtureServer;
let bad: FixtureServer;
let flawed: FixtureServer;
let edge: FixtureServer;
let elsewhere: FixtureServer;
let render: FixtureServer;
const CSS_DELAY_MS = 600;
const test = { allowLoopback: true, ca: fixtureCa };

beforeAll(async () => {
  good = await startFixtureServer(goodSite, { tls: true });
  bad = await startFixtureServer(badSite);
  flawed = await startFixtureServer(flawedSite);
  edge = await startFixtureServer(edgeSite(good.url("/")));
  elsewhere = await startFixtureServer(elsewhereSite);
  render = await startFixtureServer(renderSite(CSS_DELAY_MS));
});

afterAll(async () => {
  await Promise.all([good, bad, flawed, edge, elsewhere, render].map((server) => server.close()));
});

const bytesOf = (fixture: string) => Buffer.byteLength(readFixture(`pages/${fixture}`));

const summary = (result: SeoAnalysis) =>
  result.issues.map((i) => `${i.type}/${i.impact}/${i.category}: ${i.title}`);

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SeoError);
    return { code: (error as SeoError).code, message: (error as SeoError).message };
  }
  throw new Error("expected the audit to fail");
}

describe("a well-built page over https", () => {
  it("passes every check with full scores and nothing to fix", async () => {
    const result = await auditUrl(good.url("/"), test);
    expect(result.url).toBe(good.url("/"));
    expect(result.score).toBe(100);
    expect(result.metrics).toEqual({
      pageLoadTime: result.facts.load.seconds,
      mobileScore: 100,
      accessibilityScore: 100,
      seoScore: 100,
    });
    // The page and its three images (80, 40 and 2 KB), all eager, downloaded and timed.
    expect(result.facts.load).toEqual({
      seconds: expect.any(Number),
      bytes: bytesOf("good.html") + (80 + 40 + 2) * 1024,
      filesFound: 3,
      filesTimed: 3,
      filesFailed: 0,
      unmeasured: null,
    });
    expect(result.facts.load.seconds).toBeGreaterThan(0);
    expect(result.technicalSEO).toEqual({
      hasSSL: true,
      hasRobotsTxt: true,
      hasSitemap: true,
      metaTags: { title: true, description: true, keywords: true, viewport: true },
      headings: { h1Count: 1, h2Count: 2, hasProperStructure: true },
      images: { total: 3, withoutAlt: 0, oversized: 0 },
    });
    expect(result.issues).toEqual([]);
    expect(result.recommendations).toEqual([]);
    expect(result.facts).toMatchObject({
      finalUrl: good.url("/"),
      redirects: [],
      // Port 80 of the fixture host is closed, so the http:// check cannot tell.
      httpRedirectsToHttps: null,
      statusCode: 200,
      title: "Harbor Dental Studio | Family Dentist in Houston",
      titleLength: 48,
      descriptionLength: 158,
      canonical: good.url("/"),
      lang: "en",
      noindex: false,
      openGraph: {
        title: "Harbor Dental Studio",
        description: "Gentle family dentistry in Houston.",
        image: good.url("/images/og.jpg"),
        url: null,
      },
      headingOutline: [1, 2, 3, 3, 2],
      imagesUnchecked: 0,
      sitemapUrl: good.url("/sitemap-index.xml"),
      robotsBlockingRule: null,
    });
  });

  it("gives the same report twice", async () => {
    const strip = ({
      metrics: { pageLoadTime: _, ...scores },
      facts: { load, ...facts },
      ...rest
    }: SeoAnalysis) => ({ ...rest, scores, facts, loadWithoutTime: { ...load, seconds: null } });
    const [first, second] = await Promise.all([auditUrl(good.url("/"), test), auditUrl(good.url("/"), test)]);
    expect(strip(second as SeoAnalysis)).toEqual(strip(first as SeoAnalysis));
  });
});

describe("a page with every problem, no robots.txt and no sitemap", () => {
  it("reports each problem with its real count and low scores", async () => {
    const result = await auditUrl(bad.url("/"), test);
    expect(result.technicalSEO).toEqual({
      hasSSL: false,
      hasRobotsTxt: false,
      hasSitemap: false,
      metaTags: { title: false, description: false, keywords: false, viewport: false },
      headings: { h1Count: 3, h2Count: 0, hasProperStructure: false },
      images: { total: 9, withoutAlt: 7, oversized: 2 },
    });
    // SEO: only 2 of 9 images with alt (4 × 2/9). Mobile: half the page-weight points (125 KB of HTML)
    // and 7 of 9 images of a sensible size. Accessibility: alt text only (30 × 2/9).
    expect(result.metrics).toMatchObject({ seoScore: 1, mobileScore: 26, accessibilityScore: 7 });
    expect(result.score).toBe(9);
    expect(summary(result)).toEqual([
      "error/high/Security: Not Served Over HTTPS",
      "error/high/Crawling: Page Asks Not to Be Indexed",
      "error/high/Meta Tags: Missing Title Tag",
      "error/high/Meta Tags: Missing Meta Description",
      "error/high/Mobile: Missing Viewport Tag",
      "warning/medium/Content: Multiple H1 Headings",
      "warning/medium/Images: Images Without Alt Text",
      "warning/medium/Images: Large Image Files",
      "warning/medium/Crawling: Missing XML Sitemap",
      "warning/medium/Accessibility: Page Language Not Declared",
      "warning/low/Crawling: Missing robots.txt",
      "info/low/Meta Tags: No Canonical URL",
      "info/low/Meta Tags: Incomplete Open Graph Tags",
      "info/low/Performance: Heavy HTML Document",
    ]);
    const descriptionOf = (title: string) =>
      result.issues.find((issue) => issue.title === title)?.description;
    expect(descriptionOf("Images Without Alt Text")).toBe("7 of 9 images lack alt text.");
    expect(descriptionOf("Large Image Files")).toBe("2 images are over 200 KB or 2500 pixels wide.");
    expect(descriptionOf("Multiple H1 Headings")).toBe(
      "The page has 3 H1 headings; one main heading is clearer.",
    );
    expect(descriptionOf("Missing robots.txt")).toBe(`No robots.txt was found at ${bad.origin}/robots.txt.`);
    expect(descriptionOf("Heavy HTML Document")).toBe(
      "The HTML alone weighs 125 KB, before any images, styles or scripts.",
    );
    expect(result.recommendations.map((r) => `${r.priority}: ${r.title}`)).toEqual([
      "high: Enable HTTPS",
      "high: Allow Indexing",
      "high: Add a Title Tag",
      "high: Add Meta Description",
      "high: Add a Viewport Tag",
      "high: Optimize Images",
      "medium: Header Structure",
      "medium: Add Alt Text",
      "medium: Publish an XML Sitemap",
      "medium: Declare the Language",
      "low: Add robots.txt",
      "low: Add a Canonical Link",
      "low: Add Open Graph Tags",
    ]);
    expect(result.recommendations.find((r) => r.title === "Add Alt Text")?.action).toBe(
      'Add an alt attribute to the 7 images without one (alt="" for decorative images).',
    );
    expect(result.recommendations.find((r) => r.title === "Add Meta Description")?.action).toBe(
      "Add a meta description of 150–160 characters summarising the page.",
    );
  });
});

describe("a page whose tags are present but wrong", () => {
  it("flags lengths, disabled zoom, a skipped heading, a canonical on another host and a robots.txt that blocks everyone", async () => {
    const result = await auditUrl(flawed.url("/"), test);
    expect(result.technicalSEO).toEqual({
      hasSSL: false,
      hasRobotsTxt: true,
      hasSitemap: true,
      metaTags: { title: true, description: true, keywords: false, viewport: true },
      headings: { h1Count: 1, h2Count: 1, hasProperStructure: false },
      images: { total: 0, withoutAlt: 0, oversized: 0 },
    });
    expect(result.facts.sitemapUrl).toBe(flawed.url("/sitemap.xml"));
    expect(result.facts.robotsBlockingRule).toEqual({ line: 2, text: "Disallow: /" });
    // SEO loses https (10), both lengths (5 + 5), heading structure (5), canonical (6: it names
    // northside.example, not this host), robots.txt (6) and two thirds of Open Graph (3): 60.
    expect(result.metrics).toMatchObject({ seoScore: 60, mobileScore: 85, accessibilityScore: 70 });
    expect(result.score).toBe(69);
    expect(summary(result)).toEqual([
      "error/high/Security: Not Served Over HTTPS",
      "error/high/Crawling: robots.txt Blocks This Page",
      "error/high/Meta Tags: Canonical URL Points to Another Host",
      "warning/medium/Meta Tags: Title Too Long",
      "warning/medium/Meta Tags: Meta Description Too Short",
      "warning/medium/Accessibility: Zooming Is Disabled",
      "warning/low/Content: Heading Levels Out of Order",
      "info/low/Meta Tags: Incomplete Open Graph Tags",
    ]);
    const texts = result.issues.map((issue) => issue.description);
    expect(texts).toContain("The title is 69 characters; 30–60 display best in search results.");
    expect(texts).toContain("The meta description is 17 characters; aim for 150–160.");
    expect(texts).toContain("The outline jumps from H2 to H4, skipping a level.");
    expect(texts).toContain("Missing og:description, og:image, so shared links show a plain preview.");
  });
});

describe("a page that sends search engines and shared links elsewhere", () => {
  it("reports a canonical link and og:url on other hosts, and scores the canonical as missing", async () => {
    const result = await auditUrl(elsewhere.url("/"), test);
    expect(result.facts).toMatchObject({
      canonical: "https://www.gulfcoast-roofing.example/",
      openGraph: { url: "http://localhost:3000/" },
      robotsBlockingRule: null,
      noindex: false,
    });
    // Everything else passes: SEO loses https (10) and the canonical (6).
    expect(result.metrics).toMatchObject({ seoScore: 84, mobileScore: 100, accessibilityScore: 100 });
    expect(result.score).toBe(92);
    expect(summary(result)).toEqual([
      "error/high/Security: Not Served Over HTTPS",
      "error/high/Meta Tags: Canonical URL Points to Another Host",
      "warning/medium/Meta Tags: Open Graph URL Points to Another Host",
    ]);
    const host = new URL(elsewhere.origin).host;
    expect(result.issues[1]?.description).toBe(
      `The canonical link names https://www.gulfcoast-roofing.example/, on www.gulfcoast-roofing.example instead of ${host}, so search engines may index that address in place of this page.`,
    );
    expect(result.issues[2]?.description).toBe(
      `og:url names http://localhost:3000/, on localhost:3000 instead of ${host}, so shared links lead there.`,
    );
  });

  it("reports the robots.txt line that blocks this page for search engines", async () => {
    const result = await auditUrl(elsewhere.url("/members/offers"), test);
    expect(result.facts.robotsBlockingRule).toEqual({ line: 5, text: "Disallow: /members/" });
    expect(result.metrics.seoScore).toBe(84);
    expect(result.issues.find((issue) => issue.category === "Crawling")).toMatchObject({
      type: "error",
      category: "Crawling",
      title: "robots.txt Blocks This Page",
      description:
        'Line 5 of robots.txt ("Disallow: /members/") stops search engines from crawling /members/offers.',
      impact: "high",
    });
  });

  it("reads noindex from the X-Robots-Tag header", async () => {
    const result = await auditUrl(elsewhere.url("/draft"), test);
    expect(result.facts.noindex).toBe(true);
    expect(result.metrics.seoScore).toBe(80);
    expect(summary(result)).toContain("error/high/Crawling: Page Asks Not to Be Indexed");
  });
});

describe("load time and page weight", () => {
  it("times the page with its stylesheet, scripts and first eager images, and adds up their bytes", async () => {
    const result = await auditUrl(render.url("/"), test);
    const files = Object.values(renderFiles).reduce((sum, bytes) => sum + bytes, 0);
    // styles.css, app.js, missing.js (404, no body) and the first three eager images; not print.css,
    // the lazy map.jpg or footer.jpg, the fourth eager image.
    expect(result.facts.load).toEqual({
      seconds: expect.any(Number),
      bytes: bytesOf("render.html") + files,
      filesFound: 6,
      filesTimed: 6,
      filesFailed: 1,
      unmeasured: null,
    });
    expect(result.metrics.pageLoadTime).toBe(result.facts.load.seconds);
    // The stylesheet alone takes CSS_DELAY_MS to arrive, so the page cannot have loaded sooner.
    expect(result.metrics.pageLoadTime).toBeGreaterThanOrEqual(CSS_DELAY_MS / 1000);
    expect(render.hits.get("/print.css")).toBeUndefined();
    expect(result.issues.find((issue) => issue.title === "Files Missing")?.description).toBe(
      "1 of the 6 files the page needs to render could not be downloaded.",
    );
    // Load time is not scored: this page fails only https (10) and the sitemap (6).
    expect(result.metrics).toMatchObject({ seoScore: 84, mobileScore: 100, accessibilityScore: 100 });
  });

  it("says the load time was not measured when the files take longer than allowed (limit injected)", async () => {
    const result = await auditUrl(render.url("/"), { ...test, renderTimeoutMs: 200 });
    expect(result.metrics.pageLoadTime).toBeNull();
    expect(result.facts.load).toMatchObject({
      seconds: null,
      bytes: null,
      unmeasured: { id: "loadTimedOut", values: { seconds: 0.2 } },
    });
    expect(summary(result)).toContain("info/low/Performance: Load Time Not Measured");
    expect(result.metrics.seoScore).toBe(84);
  });

  it("says the load time was not measured when a file is larger than the analyzer downloads", async () => {
    const result = await auditUrl(render.url("/big"), test);
    expect(result.facts.load).toMatchObject({
      seconds: null,
      bytes: null,
      unmeasured: { id: "loadFileTooLarge", values: { url: render.url("/big.js"), size: 2 } },
    });
  });
});

describe("redirects", () => {
  it("follows a chain from http to the https page and reports it", async () => {
    const result = await auditUrl(edge.url("/chain/1"), test);
    expect(result.url).toBe(edge.url("/chain/1"));
    expect(result.facts.redirects).toEqual([edge.url("/chain/2"), edge.url("/chain/3"), good.url("/")]);
    expect(result.facts.finalUrl).toBe(good.url("/"));
    expect(result.facts.httpRedirectsToHttps).toBe(true);
    expect(result.technicalSEO.hasSSL).toBe(true);
    expect(result.score).toBe(100);
    expect(result.issues).toMatchObject([
      {
        type: "info",
        category: "Performance",
        title: "Redirect Chain",
        description: "The address went through 3 redirects before reaching the page.",
        impact: "low",
      },
    ]);
  });

  it.each(["/to-private", "/to-metadata"])("refuses %s even with the test setting on", async (path) => {
    expect(await failure(auditUrl(edge.url(path), test))).toEqual({
      code: "blocked_address",
      message: "That address points to a private or internal network, which we do not analyze.",
    });
  });
});

describe("a bare domain", () => {
  it("is tried over https:// first, then over http:// when https does not answer", async () => {
    const hostAndPort = flawed.origin.replace("http://", "");
    const result = await auditUrl(`${hostAndPort}/`, test);
    expect(result.url).toBe(flawed.url("/"));
    expect(result.facts.requestedUrl).toBe(flawed.url("/"));
    expect(result.technicalSEO.hasSSL).toBe(false);
    expect(result.score).toBe(69);
  });

  it("is not retried over http:// when https:// was typed", async () => {
    expect((await failure(auditUrl(flawed.url("/").replace("http:", "https:"), test))).code).toBe(
      "tls_error",
    );
  });
});

describe("failures a visitor can understand", () => {
  it("times out a slow server (time limit injected)", async () => {
    const started = performance.now();
    expect(await failure(auditUrl(edge.url("/slow"), { ...test, timeoutMs: 250 }))).toEqual({
      code: "timeout",
      message: "The website took too long to respond (more than 0.3 seconds).",
    });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("refuses a body over 2 MB", async () => {
    expect(await failure(auditUrl(edge.url("/huge"), test))).toEqual({
      code: "too_large",
      message: "The page is larger than 2 MB, which is more than we analyze.",
    });
  });

  it("refuses a response that is not HTML", async () => {
    expect(await failure(auditUrl(edge.url("/data.json"), test))).toEqual({
      code: "not_html",
      message: "That address is not a web page (it returned application/json instead of HTML).",
    });
  });

  it("reports a 404 and a server error", async () => {
    expect(await failure(auditUrl(edge.url("/no-such-page"), test))).toEqual({
      code: "not_found",
      message: "The page was not found (the website answered 404).",
    });
    expect(await failure(auditUrl(edge.url("/broken"), test))).toEqual({
      code: "http_error",
      message: "The website answered with an error (HTTP 500).",
    });
  });
});

describe("the test setting", () => {
  const saved = process.env.SEO_ANALYZER_ALLOW_LOOPBACK;
  afterEach(() => {
    if (saved === undefined) delete process.env.SEO_ANALYZER_ALLOW_LOOPBACK;
    else process.env.SEO_ANALYZER_ALLOW_LOOPBACK = saved;
  });

  it("is off by default: loopback and odd ports are refused", async () => {
    delete process.env.SEO_ANALYZER_ALLOW_LOOPBACK;
    expect((await failure(auditUrl(bad.url("/")))).code).toBe("blocked_port");
    expect((await failure(auditUrl("http://127.0.0.1/"))).code).toBe("blocked_address");
    expect((await failure(auditUrl("localhost"))).code).toBe("blocked_address");
    expect(bad.hits.get("/")).toBe(1);
  });

  it("is read from SEO_ANALYZER_ALLOW_LOOPBACK=1", async () => {
    process.env.SEO_ANALYZER_ALLOW_LOOPBACK = "1";
    const result = await auditUrl(flawed.url("/"));
    expect(result.score).toBe(69);
  });
});
