// @vitest-environment jsdom
import createCache from "@emotion/cache";
import { afterEach, describe, expect, it } from "vitest";
import { appendOnly } from "./append-only-sheet.ts";

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function style(parent: HTMLElement, emotion: string, css: string): HTMLStyleElement {
  const tag = document.createElement("style");
  tag.setAttribute("data-emotion", emotion);
  tag.textContent = css;
  parent.appendChild(tag);
  return tag;
}

/** Adds the class `name` with `styles` as Emotion does for an element's styles. */
function insertClass(cache: ReturnType<typeof createCache>, name: string, styles: string): void {
  if (cache.inserted[name] !== undefined) return;
  cache.insert(`.css-${name}`, { name, styles, next: undefined }, cache.sheet, true);
}

const sheetsInOrder = () =>
  Array.from(document.styleSheets, (sheet) => ({
    owner: sheet.ownerNode as Element,
    rules: Array.from(sheet.cssRules, (rule) => rule.cssText),
  }));

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("appendOnly", () => {
  it("adds each task's rules in a new sheet after the document's last one, never to an earlier sheet", async () => {
    style(document.head, "css server1", ".css-server1 { color: red; }");
    const cache = createCache({ key: "css" });
    appendOnly(cache);
    // Streamed by the server after the cache was made: in the body, after the head's sheets.
    const streamed = style(document.body, "css server2", ".css-server2 { color: blue; }");
    const before = sheetsInOrder();

    insertClass(cache, "a", "margin: 1px;");
    insertClass(cache, "b", "margin: 2px;");
    await nextTask();
    insertClass(cache, "c", "margin: 3px;");

    const after = sheetsInOrder();
    expect(after.slice(0, before.length)).toEqual(before);
    const added = after.slice(before.length);
    expect(added.map((sheet) => sheet.rules.join(" "))).toEqual([
      expect.stringMatching(/\.css-a.*margin: 1px.*\.css-b.*margin: 2px/),
      expect.stringMatching(/\.css-c.*margin: 3px/),
    ]);
    expect(streamed.nextElementSibling).toBe(added[0]?.owner);
    expect(added[0]?.owner.nextElementSibling).toBe(added[1]?.owner);
  });

  it("takes the styles the server streamed after the cache was made as inserted", () => {
    const cache = createCache({ key: "css" });
    appendOnly(cache);
    const streamed = style(document.body, "css late1 late2", ".css-late1 { color: red; }");
    const count = document.styleSheets.length;

    insertClass(cache, "late1", "color: red;");
    insertClass(cache, "late2", "color: green;");

    expect(document.styleSheets.length).toBe(count);
    expect(cache.inserted).toMatchObject({ late1: true, late2: true });
    expect(streamed.hasAttribute("data-s")).toBe(true);
  });
});
