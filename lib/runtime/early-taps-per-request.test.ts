// @vitest-environment jsdom
import { expect, it } from "vitest";
import { EARLY_QUOTE_FRAME_ID, showEarlyFrame, takeEarlyFrame, watchEarlyFrame } from "./early-taps.ts";

// A page rendered per request (draft mode, next dev) has no start-up script: the island that shows the
// quote frame answers its Close and Escape, and holds its Next Step, itself.
it("answers Close and Escape and holds Next Step for an island where the page has no start-up script", () => {
  document.body.innerHTML = `
    <div id="${EARLY_QUOTE_FRAME_ID}" data-early-frame hidden>
      <form action="/quote" id="step"><input name="name"><button type="submit">Next Step</button></form>
      <button type="button" id="close" data-early-close>Close</button>
    </div>`;
  const frame = document.getElementById(EARLY_QUOTE_FRAME_ID) as HTMLElement;
  let closed = 0;
  const stop = watchEarlyFrame(EARLY_QUOTE_FRAME_ID, () => closed++);

  expect(showEarlyFrame(EARLY_QUOTE_FRAME_ID)).toBe(true);
  const form = document.getElementById("step") as HTMLFormElement;
  expect(form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }))).toBe(false);
  document.getElementById("close")?.click();
  expect(frame.hidden).toBe(true);
  expect(closed).toBe(1);

  showEarlyFrame(EARLY_QUOTE_FRAME_ID);
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  expect(frame.hidden).toBe(true);
  expect(closed).toBe(2);

  stop();
  showEarlyFrame(EARLY_QUOTE_FRAME_ID);
  document.getElementById("close")?.click();
  expect(frame.hidden).toBe(false);
  expect(takeEarlyFrame(EARLY_QUOTE_FRAME_ID)?.advance).toBe(true);
});
