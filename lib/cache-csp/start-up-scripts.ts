// A prerendered page names the framework's chunks as `async` scripts in its head, so a browser fetches
// them at once and runs each as soon as it arrives, between the parser's and the first frame's work.
// On a slow network they share the bandwidth with the stylesheet and fonts the first frame waits for;
// on a slow phone they run before it. Nothing they do shows in that frame: the page is server HTML, and
// they only hydrate it. So the page asks for them once its first contentful paint is on screen.
//
// The cache handler (lib/cache-csp/csp-cache-handler.mjs) rewrites each page it serves, and hashes the loader with
// the page's other inline scripts for its Content-Security-Policy.
//
// Until then the page shows controls its code does not answer yet: the loader first starts catching
// their taps (../runtime/early-taps.ts), so none is lost, and sees that the islands' server HTML is in
// place once the document is parsed (../runtime/island-reveal.ts).
import { earlyTapScript } from "../runtime/early-taps.ts";
import { islandRevealScript } from "../runtime/island-reveal.ts";

/** The element Next writes for a start-up chunk when no integrity or cross-origin setting applies. */
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const PRELOADED_SCRIPT = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
const SCRIPT_START_TAG = /<script\b([^>]*)>/gi;
const SRC = /\bsrc="([^"]+)"/;
const LOADER_MARK = "/*start-up-scripts*/";
// As the loader opens; page text and Next's inline data escape "<", so only the loader can match it.
const LOADER_OPEN = `<script>${LOADER_MARK}`;
const LOADER_LIST = /\/\*start-up-scripts\*\/[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/;
const LOADER_SCRIPT = /<script>(\/\*start-up-scripts\*\/[\s\S]*?)<\/script>/;

// Loads the chunks (in the order the page named them) after the first contentful paint has been
// presented, or at once where that moment cannot be observed: a page opened in the background paints
// nothing until it is shown, and a browser without paint timing gets today's behaviour. A page whose
// HTML paints nothing (a not-found page Next renders on demand sends its content only in its data) has
// no first paint to wait for: at its load event, a body with no text to show starts them.
const loader = (sources: string[]) =>
  `${LOADER_OPEN}${earlyTapScript}${islandRevealScript}(function(s){var d=0;function l(){if(d)return;d=1;for(var i=0;i<s.length;i++){` +
  `var e=document.createElement("script");e.src=s[i];e.async=!0;document.head.appendChild(e)}}` +
  `try{if(document.visibilityState==="visible"&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>-1){` +
  `new PerformanceObserver(function(p,o){if(p.getEntriesByName("first-contentful-paint").length){o.disconnect();l()}})` +
  `.observe({type:"paint",buffered:!0});document.addEventListener("visibilitychange",l);addEventListener("load",function(){document.body.innerText.trim()||l()});return}}catch(x){}l()})` +
  `(${JSON.stringify(sources).replace(/</g, "\\u003c")})</script>`;

const isChunk = (src: string | undefined): src is string => Boolean(src?.startsWith("/_next/static/"));

/** The text of the page's loader (what its Content-Security-Policy hashes), if it has one. */
export function loaderScript(html: string): string | undefined {
  return LOADER_SCRIPT.exec(html)?.[1];
}

/**
 * The external scripts a page runs at start-up, each once: those its loader adds and its own script
 * elements, except the `nomodule` ones (legacy polyfills) a modern browser skips.
 */
export function startUpScripts(html: string): string[] {
  const listed = LOADER_LIST.exec(html)?.[1];
  const fromLoader = listed ? (JSON.parse(listed) as string[]) : [];
  const fromElements = [...html.matchAll(SCRIPT_START_TAG)]
    .map(([, attributes = ""]) => (/\bnomodule\b/i.test(attributes) ? undefined : SRC.exec(attributes)?.[1]))
    .filter((src): src is string => Boolean(src));
  return [...new Set([...fromLoader, ...fromElements])];
}

/**
 * The page with its start-up chunks loaded after the first contentful paint: their script elements (and
 * the preloads of the same files) give way to one inline loader where the first of them stood. A page
 * already rewritten, or without such chunks, comes back unchanged.
 */
export function deferStartUpScripts(html: string): string {
  if (html.includes(LOADER_OPEN)) return html;
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]).filter(isChunk);
  if (sources.length === 0) return html;
  const deferred = new Set(sources);
  let placed = false;
  return html
    .replace(PRELOADED_SCRIPT, (element, href: string) => (deferred.has(href) ? "" : element))
    .replace(ASYNC_SCRIPT, (element, src: string) => {
      if (!deferred.has(src)) return element;
      if (placed) return "";
      placed = true;
      return loader([...deferred]);
    });
}
