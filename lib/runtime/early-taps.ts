// Taps that come before a prerendered page's code: its start-up chunks load after the first paint
// (./start-up-scripts.ts), and the page's start-up script catches a tap on a control marked with
// EARLY_TAP until the island that owns the control has taken it over (claimEarlyTap).
//
// - A tab (`EARLY_TAP="tab"`, WAI-ARIA tabs markup): the script selects it in the markup itself; the
//   island reads the selection when it arrives.
// - Any other value names a hidden element the tap shows at once (the quote dialog's frame); the tap is
//   kept and handed to the island, which opens for real. Escape or a button marked EARLY_CLOSE inside it
//   hides it again and forgets the tap.

/** The attribute marking a control whose tap the start-up script catches, and how. */
export const EARLY_TAP = "data-early-tap";
/** The attribute marking an element an early tap shows. */
export const EARLY_FRAME = "data-early-frame";
/** The attribute marking the close button of an element an early tap shows. */
export const EARLY_CLOSE = "data-early-close";
/** The id of the quote dialog's frame every site page holds, hidden, for a tap before the page's code. */
export const EARLY_QUOTE_FRAME_ID = "early-quote-frame";

interface EarlyTaps {
  /** Controls their island has taken over: the start-up script leaves their taps to it. */
  live: WeakSet<Element>;
  /** Controls tapped before their island arrived, oldest first. */
  taps: Element[];
}

const earlyTaps = () => (window as { __earlyTaps?: EarlyTaps }).__earlyTaps;

/**
 * Takes the control over from the start-up script (from now on its island answers its taps), and says
 * whether it was tapped before: the island then answers that tap as if it had just come.
 */
export function claimEarlyTap(control: Element | null): boolean {
  const early = earlyTaps();
  if (!early || !control) return false;
  early.live.add(control);
  const index = early.taps.indexOf(control);
  if (index === -1) return false;
  early.taps.splice(index, 1);
  return true;
}

/** Hides what an early tap showed: the island now draws its own. */
export function hideEarlyFrame(id: string): void {
  const frame = document.getElementById(id);
  if (frame && !frame.hidden) frame.hidden = true;
}

// What the start-up script runs before loading the page's chunks, as it is served: it adds three
// listeners and nothing else, so the first paint is not held back.
export const earlyTapScript =
  `(function(d){var E=window.__earlyTaps={live:new WeakSet,taps:[]};` +
  `function shut(f){f.hidden=!0;var t=E.taps[0];E.taps.length=0;t&&t.focus()}` +
  `d.addEventListener("click",function(e){var g=e.target,t=g&&g.closest&&g.closest("[${EARLY_TAP}],[${EARLY_CLOSE}]");` +
  `if(!t)return;if(t.hasAttribute("${EARLY_CLOSE}")){var c=t.closest("[${EARLY_FRAME}]");c&&!c.hidden&&shut(c);return}` +
  `if(E.live.has(t))return;var k=t.getAttribute("${EARLY_TAP}");` +
  `if(k==="tab"){var a=t.parentNode.querySelectorAll("[role=tab]");for(var i=0;i<a.length;i++){var s=a[i]===t,p=d.getElementById(a[i].getAttribute("aria-controls"));` +
  `a[i].setAttribute("aria-selected",s);a[i].tabIndex=s?0:-1;if(p)p.hidden=!s}return}` +
  `var f=d.getElementById(k);if(!f)return;e.preventDefault();if(E.taps.indexOf(t)<0)E.taps.push(t);f.hidden=!1;` +
  `(f.querySelector("[tabindex='-1']")||f).focus()},!0);` +
  `d.addEventListener("keydown",function(e){var f=e.key==="Escape"&&d.querySelector("[${EARLY_FRAME}]:not([hidden])");f&&shut(f)},!0)})(document);`;
