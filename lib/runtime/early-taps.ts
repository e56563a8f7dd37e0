// Taps that come before a prerendered page's code: its start-up chunks load after the first paint
// (./start-up-scripts.ts), and the page's start-up script catches a tap on a control marked with
// EARLY_TAP until the island that owns the control has taken it over (claimEarlyTap).
//
// - A tab (`EARLY_TAP="tab"`, WAI-ARIA tabs markup): the script selects it in the markup itself; the
//   island reads the selection when it arrives.
// - Any other value names a hidden element the tap shows at once (the quote dialog's frame, whose first
//   step is server HTML a visitor can fill in); the tap is kept and handed to the island, which opens
//   for real and takes over what was typed (takeEarlyFrame). Escape or a button marked EARLY_CLOSE
//   inside it hides it again and forgets the tap. A form in it submitted before the island has come is
//   held (marked EARLY_ADVANCE) for the island to go on from. Once an island has taken the element over
//   it is empty, and a tap on another control naming it follows the control's link.
// - A form of an island whose code has not come (components/ui/on-demand.tsx): a submit marks its empty
//   required fields at once and is held for the island (EARLY_ADVANCE), or shows its button busy.

/** The attribute marking a control whose tap the start-up script catches, and how. */
export const EARLY_TAP = "data-early-tap";
/** The attribute marking an element an early tap shows. */
export const EARLY_FRAME = "data-early-frame";
/** The attribute marking the close button of an element an early tap shows. */
export const EARLY_CLOSE = "data-early-close";
/** The attribute a form in an early frame gets when it was submitted before its island came. */
export const EARLY_ADVANCE = "data-early-advance";
/** The attribute the start-up script gives an empty required field of a form submitted before its island. */
export const EARLY_INVALID = "data-early-invalid";
/** The attribute the start-up script gives the submit button of a form sent before its island came. */
export const EARLY_BUSY = "data-early-busy";
/** The attribute of an island's wrapper (components/ui/on-demand.tsx): "" until it is hydrated, then "live". */
export const ISLAND = "data-on-demand";
/** The event an early frame receives when Escape or its close button hid it. */
export const EARLY_CLOSED_EVENT = "earlyclose";
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

/**
 * Shows the frame as the start-up script does for a tap before the page's code (its first field
 * focused, as the wizard's is when it opens), for an island whose own code is still on its way. A frame
 * already on screen keeps its focus: the visitor may be typing in it. False when the frame has no form
 * to show: an island took it over already (takeEarlyFrame), and draws its own.
 */
export function showEarlyFrame(id: string): boolean {
  const frame = document.getElementById(id);
  const field = frame?.querySelector("input");
  if (!frame || !field) return false;
  if (frame.hidden) {
    frame.hidden = false;
    field.focus();
  }
  return true;
}

/**
 * Styles and lays out a hidden frame once, unseen (in one task: no frame paints it), so that the tap that
 * first shows it does not pay for its elements' first style: on the bench's phone profile that first show
 * took 35-64 ms of the tap, a later one 14-31 ms. The browser keeps what it learned (matched rules, shaped
 * text) when the frame hides again.
 */
export function warmEarlyFrame(id: string): void {
  const frame = document.getElementById(id);
  if (!frame?.hidden || !frame.querySelector("input")) return;
  frame.style.visibility = "hidden";
  frame.hidden = false;
  void frame.offsetHeight;
  frame.hidden = true;
  frame.style.visibility = "";
}

/** Hides the frame as Escape or its close button do, and tells whoever showed it (EARLY_CLOSED_EVENT). */
function shutEarlyFrame(frame: HTMLElement): void {
  if (frame.hidden) return;
  frame.hidden = true;
  frame.dispatchEvent(new Event(EARLY_CLOSED_EVENT));
}

/**
 * Holds a submit of an early frame's form, as the start-up script does, for an island showing the frame
 * in a page that has no start-up script (one rendered per request). Returns whether it was held.
 */
export function holdEarlySubmit(event: Event): boolean {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.closest(`[${EARLY_FRAME}]`)) return false;
  event.preventDefault();
  form.setAttribute(EARLY_ADVANCE, "");
  return true;
}

/**
 * Watches a frame an island shows until its own code takes over: `onClosed` runs when Escape or the
 * close button hid it. The start-up script answers those and holds Next Step; in a page rendered per
 * request, which has none, the island answers them itself. Returns the function that stops watching.
 */
export function watchEarlyFrame(id: string, onClosed: () => void): () => void {
  const frame = document.getElementById(id);
  if (!frame) return () => {};
  frame.addEventListener(EARLY_CLOSED_EVENT, onClosed);
  if (earlyTaps()) return () => frame.removeEventListener(EARLY_CLOSED_EVENT, onClosed);
  const onClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${EARLY_CLOSE}]`)) shutEarlyFrame(frame);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") shutEarlyFrame(frame);
  };
  frame.addEventListener("click", onClick);
  frame.addEventListener("submit", holdEarlySubmit);
  document.addEventListener("keydown", onKeyDown);
  return () => {
    frame.removeEventListener(EARLY_CLOSED_EVENT, onClosed);
    frame.removeEventListener("click", onClick);
    frame.removeEventListener("submit", holdEarlySubmit);
    document.removeEventListener("keydown", onKeyDown);
  };
}

/** What a visitor did in an early frame's form before its island came. */
export interface EarlyAnswers {
  /** Each named field's value, as typed. */
  values: Record<string, string>;
  /** The field that had focus, to go on typing in. */
  focused?: string;
  /** The form was submitted: the island goes on from it. */
  advance: boolean;
}

/**
 * Hands over what was typed in the frame's form and where, and empties the frame: the island takes its
 * place now, and its own form is the only one on the page from here on (two forms with the same fields,
 * one of them hidden, would leave a label naming two fields). Undefined when the frame has no form.
 */
export function takeEarlyFrame(id: string): EarlyAnswers | undefined {
  const frame = document.getElementById(id);
  const form = frame?.querySelector("form");
  if (!frame || !form) return undefined;
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  const active = document.activeElement;
  const focused =
    !frame.hidden && active instanceof HTMLInputElement && form.contains(active) ? active.name : undefined;
  const advance = form.hasAttribute(EARLY_ADVANCE);
  frame.hidden = true;
  frame.replaceChildren();
  return { values, focused, advance };
}

// What the start-up script runs before loading the page's chunks, as it is served: it adds three
// listeners and nothing else, so the first paint is not held back.
export const earlyTapScript =
  `(function(d){var E=window.__earlyTaps={live:new WeakSet,taps:[]};` +
  `function shut(f){f.hidden=!0;var t=E.taps[0];E.taps.length=0;t&&t.focus();f.dispatchEvent(new Event("${EARLY_CLOSED_EVENT}"))}` +
  `d.addEventListener("click",function(e){var g=e.target,t=g&&g.closest&&g.closest("[${EARLY_TAP}],[${EARLY_CLOSE}]");` +
  `if(!t)return;if(t.hasAttribute("${EARLY_CLOSE}")){var c=t.closest("[${EARLY_FRAME}]");c&&!c.hidden&&shut(c);return}` +
  `if(E.live.has(t))return;var k=t.getAttribute("${EARLY_TAP}");` +
  `if(k==="tab"){var a=t.parentNode.querySelectorAll("[role=tab]");for(var i=0;i<a.length;i++){var s=a[i]===t,p=d.getElementById(a[i].getAttribute("aria-controls"));` +
  `a[i].setAttribute("aria-selected",s);a[i].tabIndex=s?0:-1;if(p)p.hidden=!s}return}` +
  `var f=d.getElementById(k);if(!f||!f.firstChild)return;e.preventDefault();if(E.taps.indexOf(t)<0)E.taps.push(t);f.hidden=!1;` +
  `(f.querySelector("input")||f.querySelector("[tabindex='-1']")||f).focus()},!0);` +
  `d.addEventListener("keydown",function(e){var f=e.key==="Escape"&&d.querySelector("[${EARLY_FRAME}]:not([hidden])");f&&shut(f)},!0);` +
  `d.addEventListener("submit",function(e){var f=e.target;if(!f.closest)return;if(f.closest("[${EARLY_FRAME}]")){e.preventDefault();f.setAttribute("${EARLY_ADVANCE}","");return}` +
  // A form of an island not yet hydrated: its empty required fields are marked and the first focused at
  // once, and the submit is held for the island, which checks it again in its own words (only emptiness:
  // the browser's idea of an e-mail or an address is not the form's); any other shows its button busy and
  // goes on (held by the island's wrapper if its code is on the way, else posted as without scripts).
  `if(!f.closest('[${ISLAND}=""]'))return;var b=[],l=f.elements,i;for(i=0;i<l.length;i++)if(l[i].willValidate&&l[i].validity.valueMissing)b.push(l[i]);` +
  `if(b.length){e.preventDefault();f.setAttribute("${EARLY_ADVANCE}","");for(i=0;i<b.length;i++){b[i].setAttribute("aria-invalid","true");b[i].setAttribute("${EARLY_INVALID}","")}b[0].focus();return}` +
  `var s=e.submitter||f.querySelector("[type=submit]");if(s){s.setAttribute("aria-busy","true");s.setAttribute("${EARLY_BUSY}","")}},!0)})(document);`;
