// When a page's network has gone quiet, for the bench's parts that wait on it.

/**
 * Follows a page's requests from now on; the function it returns resolves once none has been in flight
 * for `quietMs` (bounded by `timeoutMs`). Playwright's "networkidle" cannot serve after the first load: a
 * load state, once reached, stays reached, so a wait for it returns at once while requests asked for
 * since (an island's chunks, on a hover or focus) are still on their way.
 * @param {import("@playwright/test").Page} page
 */
export function watchNetwork(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  page.on("request", (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  for (const event of ["requestfinished", "requestfailed"])
    page.on(event, (request) => {
      inFlight.delete(request);
      lastChange = Date.now();
    });
  return async function quiet(quietMs = 500, timeoutMs = 120_000) {
    const giveUp = Date.now() + timeoutMs;
    while ((inFlight.size > 0 || Date.now() - lastChange < quietMs) && Date.now() < giveUp)
      await page.waitForTimeout(100);
  };
}
