// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  claimEarlyTap,
  EARLY_ADVANCE,
  EARLY_BUSY,
  EARLY_CLOSED_EVENT,
  EARLY_INVALID,
  EARLY_QUOTE_FRAME_ID,
  earlyTapScript,
  hideEarlyFrame,
  holdEarlySubmit,
  ISLAND,
  showEarlyFrame,
  takeEarlyFrame,
  warmEarlyFrame,
  watchEarlyFrame,
} from "./early-taps.ts";

// The page as the server sends it: a quote button, its hidden frame, and a strip of tabs.
const page = `
  <a href="/quote" role="button" id="quote" data-early-tap="${EARLY_QUOTE_FRAME_ID}">Get Quote</a>
  <div role="tablist">
    <button role="tab" id="t0" aria-selected="true" aria-controls="p0" tabindex="0" data-early-tap="tab">A</button>
    <button role="tab" id="t1" aria-selected="false" aria-controls="p1" tabindex="-1" data-early-tap="tab"><span id="t1-label">B</span></button>
  </div>
  <div role="tabpanel" id="p0">Panel A</div>
  <div role="tabpanel" id="p1" hidden>Panel B</div>
  <div id="${EARLY_QUOTE_FRAME_ID}" data-early-frame hidden>
    <div role="dialog" tabindex="-1" id="frame-content">
      <form action="/quote" id="step">
        <input name="name" id="name"><input name="email" id="email">
        <button type="submit" id="next">Next Step</button>
      </form>
      <button type="button" id="close" data-early-close>Close</button>
    </div>
  </div>`;

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** Clicks the element as a tap would; returns whether the click was let through (not prevented). */
const tap = (element: Element) =>
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

describe("the start-up script's early taps", () => {
  beforeAll(() => {
    // As the page runs it: once, before anything else.
    new Function(earlyTapScript)();
  });
  beforeEach(() => {
    document.body.innerHTML = page;
    const early = (window as unknown as { __earlyTaps: { taps: Element[] } }).__earlyTaps;
    early.taps.length = 0;
  });

  it("shows the quote frame at once, keeps the tap for the button's island, and stays on the page", () => {
    const button = byId("quote");
    expect(tap(button)).toBe(false);
    expect(byId(EARLY_QUOTE_FRAME_ID).hidden).toBe(false);
    // Its first field, ready for typing, as the wizard's is when it opens.
    expect(document.activeElement).toBe(byId("name"));

    expect(claimEarlyTap(button)).toBe(true);
    expect(claimEarlyTap(button)).toBe(false);
    hideEarlyFrame(EARLY_QUOTE_FRAME_ID);
    expect(byId(EARLY_QUOTE_FRAME_ID).hidden).toBe(true);
  });

  it("forgets the tap when the frame is closed by its button or by Escape, and gives focus back", () => {
    const button = byId("quote");
    tap(button);
    tap(byId("close"));
    expect(byId(EARLY_QUOTE_FRAME_ID).hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    tap(button);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(byId(EARLY_QUOTE_FRAME_ID).hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(claimEarlyTap(button)).toBe(false);
  });

  it("chooses a tab in the markup, its panel shown and the others hidden", () => {
    tap(byId("t1-label"));
    expect(byId("t1").getAttribute("aria-selected")).toBe("true");
    expect(byId("t1").tabIndex).toBe(0);
    expect(byId("t0").getAttribute("aria-selected")).toBe("false");
    expect(byId("t0").tabIndex).toBe(-1);
    expect(byId("p1").hidden).toBe(false);
    expect(byId("p0").hidden).toBe(true);
  });

  it("leaves a control its island has taken over to that island", () => {
    const button = byId("quote");
    claimEarlyTap(button);
    // The island's own handler, which finds the click untouched (and keeps the page where it is).
    let untouched = false;
    button.addEventListener("click", (event) => {
      untouched = !event.defaultPrevented;
      event.preventDefault();
    });
    tap(button);
    expect(untouched).toBe(true);
    expect(byId(EARLY_QUOTE_FRAME_ID).hidden).toBe(true);
    claimEarlyTap(byId("t1"));
    tap(byId("t1"));
    expect(byId("t1").getAttribute("aria-selected")).toBe("false");
    expect(byId("p0").hidden).toBe(false);
  });

  it("tells the frame it was closed, so an island showing it knows", () => {
    let closed = 0;
    byId(EARLY_QUOTE_FRAME_ID).addEventListener(EARLY_CLOSED_EVENT, () => closed++);
    tap(byId("quote"));
    tap(byId("close"));
    expect(closed).toBe(1);
  });

  it("holds the first step's Next Step on the page, for the island to go on from", () => {
    tap(byId("quote"));
    const form = byId("step") as HTMLFormElement;
    const sent = form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    expect(sent).toBe(false);
    expect(takeEarlyFrame(EARLY_QUOTE_FRAME_ID)?.advance).toBe(true);
  });

  it("hands over what was typed and where, and empties the frame: one form from then on", () => {
    tap(byId("quote"));
    const name = byId("name") as HTMLInputElement;
    name.value = "Early Tapper";
    expect(takeEarlyFrame(EARLY_QUOTE_FRAME_ID)).toEqual({
      values: { name: "Early Tapper", email: "" },
      focused: "name",
      advance: false,
    });
    expect(byId(EARLY_QUOTE_FRAME_ID).hidden).toBe(true);
    expect(document.querySelector("[role=dialog]")).toBeNull();
    expect(takeEarlyFrame(EARLY_QUOTE_FRAME_ID)).toBeUndefined();
  });

  it("leaves a tap to the button's link once the frame was taken over, and shows nothing", () => {
    takeEarlyFrame(EARLY_QUOTE_FRAME_ID);
    expect(tap(byId("quote"))).toBe(true);
    expect(byId(EARLY_QUOTE_FRAME_ID).hidden).toBe(true);
    expect(showEarlyFrame(EARLY_QUOTE_FRAME_ID)).toBe(false);
  });

  it("shows the frame for an island without taking focus from a frame already shown", () => {
    expect(showEarlyFrame(EARLY_QUOTE_FRAME_ID)).toBe(true);
    expect(byId(EARLY_QUOTE_FRAME_ID).hidden).toBe(false);
    expect(document.activeElement).toBe(byId("name"));
    byId("email").focus();
    showEarlyFrame(EARLY_QUOTE_FRAME_ID);
    expect(document.activeElement).toBe(byId("email"));
  });

  it("warms the hidden frame unseen: hidden after, as it was styled, focus where it was", () => {
    const frame = byId(EARLY_QUOTE_FRAME_ID);
    const shown: boolean[] = [];
    // The one moment it is not hidden (its layout read), nothing of it can be seen.
    Object.defineProperty(frame, "offsetHeight", {
      configurable: true,
      get: () => {
        shown.push(!frame.hidden && frame.style.visibility === "hidden");
        return 0;
      },
    });
    warmEarlyFrame(EARLY_QUOTE_FRAME_ID);
    expect(shown).toEqual([true]);
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute("style") ?? "").not.toContain("visibility: hidden");
    expect(document.activeElement).toBe(document.body);
    // A frame on screen, or one an island took over, is left as it is.
    showEarlyFrame(EARLY_QUOTE_FRAME_ID);
    warmEarlyFrame(EARLY_QUOTE_FRAME_ID);
    expect(frame.hidden).toBe(false);
    expect(shown).toHaveLength(1);
    frame.hidden = true;
    takeEarlyFrame(EARLY_QUOTE_FRAME_ID);
    warmEarlyFrame(EARLY_QUOTE_FRAME_ID);
    expect(shown).toHaveLength(1);
  });

  it("holds a first step's submit for an island where no start-up script does", () => {
    const form = byId("step") as HTMLFormElement;
    const submit = new SubmitEvent("submit", { cancelable: true });
    Object.defineProperty(submit, "target", { value: form });
    expect(holdEarlySubmit(submit)).toBe(true);
    expect(submit.defaultPrevented).toBe(true);
    expect(takeEarlyFrame(EARLY_QUOTE_FRAME_ID)?.advance).toBe(true);
    const elsewhere = new SubmitEvent("submit", { cancelable: true });
    Object.defineProperty(elsewhere, "target", { value: document.createElement("form") });
    expect(holdEarlySubmit(elsewhere)).toBe(false);
  });

  it("tells an island watching the frame it was closed, once, by Escape or Close", () => {
    let closed = 0;
    showEarlyFrame(EARLY_QUOTE_FRAME_ID);
    const stop = watchEarlyFrame(EARLY_QUOTE_FRAME_ID, () => closed++);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(byId(EARLY_QUOTE_FRAME_ID).hidden).toBe(true);
    expect(closed).toBe(1);
    stop();
    showEarlyFrame(EARLY_QUOTE_FRAME_ID);
    tap(byId("close"));
    expect(closed).toBe(1);
  });
});

describe("the start-up script and a form whose island has not come", () => {
  beforeAll(() => {
    if (!(window as { __earlyTaps?: unknown }).__earlyTaps) new Function(earlyTapScript)();
  });
  beforeEach(() => {
    document.body.innerHTML = `
      <div ${ISLAND}="" id="island">
        <form aria-label="Quick contact" id="contact" novalidate>
          <input name="firstName" id="first" required>
          <input name="email" id="mail" type="email" required>
          <input name="website" id="honeypot" tabindex="-1">
          <button type="submit" id="send">Send Message</button>
        </form>
      </div>`;
  });

  /** Submits the form as its button would; returns whether the browser would go on and post it. */
  const submit = () =>
    byId("contact").dispatchEvent(
      new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: byId("send") }),
    );

  it("marks each empty required field at once, focuses the first, and holds the submit for the island", () => {
    expect(submit()).toBe(false);
    expect(byId("first").getAttribute("aria-invalid")).toBe("true");
    expect(byId("mail").getAttribute("aria-invalid")).toBe("true");
    expect(byId("first").hasAttribute(EARLY_INVALID)).toBe(true);
    expect(byId("honeypot").hasAttribute("aria-invalid")).toBe(false);
    expect(document.activeElement).toBe(byId("first"));
    expect(byId("contact").hasAttribute(EARLY_ADVANCE)).toBe(true);
    expect(byId("send").hasAttribute(EARLY_BUSY)).toBe(false);
  });

  it("leaves what is typed to the island: an address the browser would refuse is not marked", () => {
    (byId("first") as HTMLInputElement).value = "Ana";
    (byId("mail") as HTMLInputElement).value = "not an address";
    expect(submit()).toBe(true);
    expect(byId("mail").hasAttribute("aria-invalid")).toBe(false);
    expect(byId("send").getAttribute("aria-busy")).toBe("true");
  });

  it("shows a filled form's button busy and lets it go on", () => {
    (byId("first") as HTMLInputElement).value = "Ana";
    (byId("mail") as HTMLInputElement).value = "ana@example.com";
    expect(submit()).toBe(true);
    expect(byId("send").getAttribute("aria-busy")).toBe("true");
    expect(byId("send").hasAttribute(EARLY_BUSY)).toBe(true);
    expect(byId("first").hasAttribute("aria-invalid")).toBe(false);
  });

  it("leaves a live island's form to the island", () => {
    byId("island").setAttribute(ISLAND, "live");
    expect(submit()).toBe(true);
    expect(byId("first").hasAttribute("aria-invalid")).toBe(false);
    expect(byId("contact").hasAttribute(EARLY_ADVANCE)).toBe(false);
  });
});
