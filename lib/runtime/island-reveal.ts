// React sends a large Suspense boundary's HTML (an island's, components/ui/on-demand.tsx) after the rest
// of the page, in a hidden element, and a script right after it (`$RC`) marks the boundary complete. Its
// runtime then moves the HTML into place on the next animation frame, several boundaries at once: it
// keeps them in a batch (`$RB`) and hands the batch to `$RV`. The first paint waits for each island's HTML
// (its `<link rel=expect blocking=render>`), so that frame comes only once the island can be shown in it.
//
// But the browser lays the page out when the load event comes, frame or not: with the page's few bytes
// parsed quickly and the frame still to come (a busy phone), that layout had the islands missing, and the
// frame that put them in place moved the footer below the fold: a layout shift that Core Web Vitals count
// though no frame ever showed the page without them (/auth: 0.065, in 11 of 60 loads on a busy host).
// So the start-up script hands React's batch to React's own `$RV` once the document is parsed, before
// the load event: what the frame would have done, sooner. Whatever is left for the frame is an empty batch.

/** Puts in place, when the document is parsed, the boundaries React's runtime would move on the next frame. */
export const islandRevealScript = `document.addEventListener("DOMContentLoaded",function(){var b=window.$RB;b&&b.length&&$RV(b)});`;

// React's runtime as islandRevealScript uses it: `$RB` the batch, `$RV` applying one, `$RC` adding to it.
const REVEAL_RUNTIME = /\$RB=\[\];\$RV=function\(a\)\{[\s\S]*?\$RC=function\(a,b\)\{[^<]*?\$RB\.push\(a,b\)/;

/**
 * Why a page's streamed boundaries would not be put in place at DOMContentLoaded, if so: a page that
 * completes a boundary (`$RC(`) must define React's runtime in the shape islandRevealScript reads. A React
 * release that renames or reshapes it fails the build here instead of bringing the layout shift back.
 */
export function revealRuntimeProblem(html: string): string | undefined {
  if (!html.includes('$RC("')) return undefined;
  return REVEAL_RUNTIME.test(html)
    ? undefined
    : "React's boundary reveal runtime ($RB, $RV, $RC) is not the one the start-up script hands the batch to";
}
