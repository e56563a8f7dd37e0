import { JSDOM } from "jsdom";
import { createElement, Suspense, use } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { islandRevealScript, revealRuntimeProblem } from "./island-reveal.ts";

/**
 * A page as React streams it: the footer in the shell, the island's form in a Suspense boundary that
 * completes after the shell, so its HTML comes after the page with React's own runtime to move it.
 */
async function streamedPage(): Promise<string> {
  let arrive = () => {};
  const later = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  function Island() {
    use(later);
    return createElement("form", { id: "island" }, createElement("input", { name: "email" }));
  }
  const stream = await renderToReadableStream(
    createElement(
      "html",
      null,
      createElement("body", null, [
        createElement("main", { key: "main" }, createElement(Suspense, null, createElement(Island))),
        createElement("footer", { key: "footer" }, "Footer"),
      ]),
    ),
  );
  setTimeout(arrive);
  return new Response(stream).text();
}

/** Parses the page as a browser would, runs its scripts, and says where the form is at DOMContentLoaded. */
async function formPlacedAtParsed(
  html: string,
  startUp: string,
): Promise<{ inMain: boolean; hidden: boolean }> {
  const withStartUp = html.replace("<head>", `<head><script>${startUp}</script>`);
  const dom = new JSDOM(withStartUp, { runScripts: "dangerously", pretendToBeVisual: true });
  const { document } = dom.window;
  const seen = new Promise<{ inMain: boolean; hidden: boolean }>((resolve) => {
    const check = () => {
      const form = document.getElementById("island");
      resolve({ inMain: Boolean(form?.closest("main")), hidden: Boolean(form?.closest("[hidden]")) });
    };
    // After every listener of the event, the start-up script's included, and before any frame.
    if (document.readyState === "loading")
      document.addEventListener("DOMContentLoaded", () => queueMicrotask(check));
    else check();
  });
  try {
    return await seen;
  } finally {
    dom.window.close();
  }
}

describe("the islands' streamed HTML once the document is parsed", () => {
  it("is in place with the start-up script, and still waits for a frame without it", async () => {
    const html = await streamedPage();
    expect(html).toContain('$RC("');
    expect(await formPlacedAtParsed(html, "")).toEqual({ inMain: false, hidden: true });
    expect(await formPlacedAtParsed(html, islandRevealScript)).toEqual({ inMain: true, hidden: false });
  });

  it("is a runtime the build accepts as React writes it, and refuses once it is reshaped", async () => {
    const html = await streamedPage();
    expect(revealRuntimeProblem(html)).toBeUndefined();
    expect(revealRuntimeProblem(html.replaceAll("$RB", "$RQ"))).toMatch(/reveal runtime/);
    expect(revealRuntimeProblem(html.replace("$RV=function(a)", "$RV=function(a,b)"))).toMatch(
      /reveal runtime/,
    );
    // A page that streams no boundary needs none.
    expect(revealRuntimeProblem("<html><body><p>Hi</p></body></html>")).toBeUndefined();
  });
});
