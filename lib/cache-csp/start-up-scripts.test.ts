import { describe, expect, it } from "vitest";
import { earlyTapScript } from "../runtime/early-taps.ts";
import { islandRevealScript } from "../runtime/island-reveal.ts";
import { deferStartUpScripts, loaderScript, startUpScripts } from "./start-up-scripts.ts";

/** The head and tail of a page as Next 16 writes it without integrity or cross-origin settings. */
const page =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>` +
  `<script src="/_next/static/chunks/react-dom.js" async=""></script>` +
  `<script src="/_next/static/chunks/turbopack.js" async=""></script>` +
  `<meta name="theme-color" content="#c41e3a"/>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>` +
  `<body><h1>Hello</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script src="/_next/static/chunks/page.js" async=""></script></body></html>`;

describe("deferStartUpScripts", () => {
  const deferred = deferStartUpScripts(page);

  it("names the start-up chunks in one loader where the first stood, and nowhere else", () => {
    expect(deferred).not.toContain('async=""');
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred.match(/<script>\/\*start-up-scripts\*\//g)).toHaveLength(1);
    expect(deferred.indexOf("start-up-scripts")).toBeGreaterThan(deferred.indexOf("a.css"));
    expect(deferred.indexOf("start-up-scripts")).toBeLessThan(deferred.indexOf("theme-color"));
    expect(startUpScripts(deferred)).toEqual([
      "/_next/static/chunks/react-dom.js",
      "/_next/static/chunks/turbopack.js",
      "/_next/static/chunks/page.js",
    ]);
  });

  it("starts catching early taps and watching for the parsed document before it waits for the first paint", () => {
    expect(
      loaderScript(deferred)?.startsWith(
        `/*start-up-scripts*/${earlyTapScript}${islandRevealScript}(function(s){`,
      ),
    ).toBe(true);
  });

  it("keeps everything else as it was", () => {
    const strip = (html: string) =>
      html
        .replace(/<script>\/\*start-up-scripts\*\/[\s\S]*?<\/script>/, "")
        .replace(/<script src="[^"]+" async=""><\/script>/g, "")
        .replace(/<link rel="preload" as="script"[^>]*\/>/g, "");
    expect(strip(deferred)).toBe(strip(page));
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it("rewrites a page whose text happens to mention the loader's mark", () => {
    const mentioned = page.replace("<h1>Hello</h1>", "<p>/*start-up-scripts*/</p>");
    expect(deferStartUpScripts(mentioned)).not.toContain('async=""');
  });

  it("leaves a page already rewritten, and one without start-up chunks, unchanged", () => {
    expect(deferStartUpScripts(deferred)).toBe(deferred);
    const plain = "<html><head></head><body><script>a()</script></body></html>";
    expect(deferStartUpScripts(plain)).toBe(plain);
  });

  it("leaves scripts it cannot load the same way alone: other origins, integrity checks", () => {
    const other =
      '<head><script src="https://cdn.example/x.js" async=""></script>' +
      '<script src="/_next/static/chunks/b.js" async="" integrity="sha384-x"></script></head>';
    expect(deferStartUpScripts(other)).toBe(other);
  });

  it("writes a list no script text can close early", () => {
    const odd = '<head><script src="/_next/static/chunks/x</script>.js" async=""></script></head>';
    expect(deferStartUpScripts(odd)).not.toContain("x</script>");
  });
});

describe("startUpScripts", () => {
  it("reads the chunks from a page as Next writes it, too", () => {
    expect(startUpScripts(page)).toEqual([
      "/_next/static/chunks/react-dom.js",
      "/_next/static/chunks/turbopack.js",
      "/_next/static/chunks/page.js",
    ]);
  });
});
