import type { EmotionCache } from "@emotion/cache";

// Emotion adds the rules a page needs after it has loaded (a dialog's, a form's) to one <style> of its
// own, rule by rule. Chakra's rules sit in cascade layers, and Chromium answers any change to a style sheet
// it already applies, when the sheet has layers, by rebuilding every at-rule registry, the fonts' included:
// each element of the document is restyled and every layout object laid out again ("Fonts changed" in its
// trace). At ten times the sample data a detail's first open paid that twice, 100-250 ms. A sheet added
// after every other one costs only the elements its rules match, so here the rules of each task go into a
// new <style> placed after the document's last style sheet: after the styles the server streamed into the
// body too, as a sheet inserted before another is a change as well.

/**
 * Makes the browser's Emotion `cache` add rules only in new style sheets at the end of the document, one
 * per task; styles the server streamed after the cache was made are taken as inserted rather than added
 * again.
 */
export function appendOnly(cache: EmotionCache): void {
  const { sheet } = cache;
  let open: CSSStyleSheet | null = null;

  const openSheet = (): CSSStyleSheet | null => {
    const tag = document.createElement("style");
    tag.setAttribute("data-emotion", sheet.key);
    if (sheet.nonce !== undefined) tag.setAttribute("nonce", sheet.nonce);
    const sheets = document.styleSheets;
    const last = sheets.item(sheets.length - 1)?.ownerNode;
    if (last?.parentNode) last.parentNode.insertBefore(tag, last.nextSibling);
    else sheet.container.appendChild(tag);
    sheet.tags.push(tag);
    // The next task's rules go into a sheet of their own: by then the browser may have applied this one.
    queueMicrotask(() => {
      open = null;
    });
    return tag.sheet;
  };

  sheet.insert = (rule: string) => {
    open ??= openSheet();
    try {
      open?.insertRule(rule, open.cssRules.length);
    } catch {
      // As Emotion's own sheet: a rule this browser does not parse (another engine's prefix) is left out.
    }
    sheet.ctr += 1;
  };

  const insert = cache.insert;
  let scanned = false;
  cache.insert = (selector, serialized, target, shouldCache) => {
    if (target === sheet) {
      if (!scanned) {
        scanned = true;
        queueMicrotask(() => {
          scanned = false;
        });
        adoptStreamedStyles(cache);
      }
      if (cache.inserted[serialized.name] !== undefined) return;
    }
    return insert(selector, serialized, target, shouldCache);
  };
}

/**
 * The styles the server streamed after the cache was made (a part of the page that arrived later), which
 * Emotion, reading the document only once, would otherwise add a second time.
 */
function adoptStreamedStyles(cache: EmotionCache): void {
  for (const node of document.querySelectorAll(`style[data-emotion^="${cache.key} "]:not([data-s])`)) {
    const [, ...names] = (node.getAttribute("data-emotion") ?? "").split(" ");
    for (const name of names) cache.inserted[name] = true;
    node.setAttribute("data-s", "");
  }
}
