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

/**
 * Runs `work` when the page is next idle, at the latest after `timeout` ms (Safari has no
 * requestIdleCallback: there it runs `fallbackMs` later). Returns what cancels it if it has not run.
 */
export function whenIdle(
  work: () => void,
  { timeout, fallbackMs }: { timeout: number; fallbackMs: number },
): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(id);
}
