/**
 * Runs `work` in a task of its own once the browser has painted the frame it is working towards. Work a
 * tap starts but does not show (a download begun, a toast's first render, a button's new name) then
 * costs that tap's next paint nothing (INP): in a tap's handler it would run before that paint, and
 * even a download's start (a script element per chunk) takes milliseconds on a phone. A hidden page
 * paints no frame: there it runs at once.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden") {
    work();
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}
