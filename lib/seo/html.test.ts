import { describe, expect, it } from "vitest";
import { extractHtmlFacts, firstSkippedLevel, headingsWellStructured, viewportAllowsZoom } from "./html.ts";

const page = `<!doctype html>
<html lang="en-US">
<head>
  <base href="/docs/">
  <title>
    Cardinal   Consulting
  </title>
  <meta name="Description" content="  Digital services in Houston. ">
  <meta name="keywords" content="web, seo">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="index, follow">
  <link rel="canonical" href="page">
  <meta property="og:title" content="Cardinal">
  <meta property="og:image" content="/og.png">
</head>
<body>
  <h1>One</h1><h2>Two</h2><h3>Three</h3><h2>Two again</h2><h4>Skipped</h4>
  <img src="a.png" alt="A"><img src="b.png" alt=""><img src="javascript:alert(1)"><img width="3000" height="10">
  <p>No <title> here</p>
</body>
</html>`;

describe("extractHtmlFacts", () => {
  const facts = extractHtmlFacts(page, "https://example.com/start");

  it("reads the head", () => {
    expect(facts.title).toBe("Cardinal Consulting");
    expect(facts.description).toBe("Digital services in Houston.");
    expect(facts.keywords).toBe("web, seo");
    expect(facts.viewport).toBe("width=device-width, initial-scale=1");
    expect(facts.zoomAllowed).toBe(true);
    expect(facts.canonical).toBe("https://example.com/docs/page");
    expect(facts.lang).toBe("en-US");
    expect(facts.noindex).toBe(false);
    expect(facts.openGraph).toEqual({
      title: "Cardinal",
      description: null,
      image: "https://example.com/og.png",
      url: null,
    });
  });

  it("reads headings in order and images with their alt and size", () => {
    expect(facts.headingOutline).toEqual([1, 2, 3, 2, 4]);
    expect(facts.images).toEqual([
      { src: "https://example.com/docs/a.png", hasAlt: true, width: null, height: null },
      { src: "https://example.com/docs/b.png", hasAlt: true, width: null, height: null },
      { src: null, hasAlt: false, width: null, height: null },
      { src: null, hasAlt: false, width: 3000, height: 10 },
    ]);
  });

  it("gives empty facts for an empty page", () => {
    const empty = extractHtmlFacts("", "https://example.com/");
    expect(empty).toEqual({
      title: null,
      description: null,
      keywords: null,
      viewport: null,
      zoomAllowed: true,
      canonical: null,
      lang: null,
      noindex: false,
      openGraph: { title: null, description: null, image: null, url: null },
      headingOutline: [],
      images: [],
      renderResources: [],
    });
  });

  it("lists the files the page needs to render: stylesheets, scripts and the first eager images", () => {
    const head = `<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/print.css" media="print">
      <link rel="preload" href="/font.woff2"><script src="/app.js" defer></script>
      <script type="module" src="/m.js"></script><script type="application/ld+json" src="/data.json"></script>
      <script>inline()</script><link rel="alternate stylesheet" href="/a.css">`;
    const body = `<img src="/lazy.png" loading="lazy"><img src="/1.png"><img src="data:image/gif;base64,R0lGOD">
      <img src="/2.png"><img src="/1.png"><img src="/3.png"><img src="/4.png">`;
    const { renderResources } = extractHtmlFacts(`${head}${body}`, "https://e.com/page");
    expect(renderResources).toEqual([
      { kind: "stylesheet", url: "https://e.com/a.css" },
      { kind: "script", url: "https://e.com/app.js" },
      { kind: "script", url: "https://e.com/m.js" },
      { kind: "image", url: "https://e.com/1.png" },
      { kind: "image", url: "https://e.com/2.png" },
    ]);
  });

  it("reads og:url as an absolute address", () => {
    expect(
      extractHtmlFacts('<meta property="og:url" content="/here">', "https://e.com/x").openGraph.url,
    ).toBe("https://e.com/here");
  });

  it("sees noindex in meta robots", () => {
    expect(extractHtmlFacts('<meta name="robots" content="NOINDEX,follow">', "https://e.com/").noindex).toBe(
      true,
    );
  });
});

describe("heading structure", () => {
  it.each([
    [[1, 2, 3, 2, 3], true, null],
    [[1, 2, 2, 2], true, null],
    [[1, 2, 4], false, "H2 → H4"],
    [[2, 1], false, null],
    [[1, 1, 2], false, null],
    [[], false, null],
    [[1, 3], false, "H1 → H3"],
  ])("%j is well structured: %s", (outline, ok, skip) => {
    expect(headingsWellStructured(outline)).toBe(ok);
    expect(firstSkippedLevel(outline)).toBe(skip);
  });
});

describe("viewportAllowsZoom", () => {
  it.each([
    [null, true],
    ["width=device-width, initial-scale=1", true],
    ["width=device-width, user-scalable=no", false],
    ["width=device-width, user-scalable=0", false],
    ["width=device-width, maximum-scale=1", false],
    ["width=device-width, maximum-scale=5", true],
  ])("%s → %s", (viewport, allowed) => {
    expect(viewportAllowsZoom(viewport)).toBe(allowed);
  });
});
