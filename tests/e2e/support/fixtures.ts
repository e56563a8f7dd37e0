import AxeBuilder from "@axe-core/playwright";
import { test as base, type ConsoleMessage, expect, type Locator, type Page } from "@playwright/test";
import { startUpScripts } from "../../../lib/cache-csp/start-up-scripts.ts";
import { waitForHydration } from "./hydration.ts";

export { waitForHydration };

/**
 * `page` whose `goto` and `reload` resolve once the page is hydrated (see waitForHydration), unless the test
 * asks for `waitUntil: "commit"` to act before the scripts; and which records every console error, uncaught
 * exception and React hydration warning, failing the test if any appeared. Tests that expect an error (a 404
 * resource) call `consoleProblems.allow(pattern)`; a Content-Security-Policy violation fails the test even then.
 */
export const test = base.extend<{ consoleProblems: { allow(pattern: RegExp): void; list: string[] } }>({
  page: async ({ page }, use) => {
    await use(awaitingHydration(page));
  },
  consoleProblems: async ({ page }, use) => {
    const allowed: RegExp[] = [];
    const list: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      const text = message.text();
      const isProblem = message.type() === "error" || /hydrat/i.test(text);
      // A Content-Security-Policy violation is never expected: the page broke its own policy.
      const violatesPolicy = /Content Security Policy/i.test(text);
      if (violatesPolicy || (isProblem && !allowed.some((pattern) => pattern.test(text))))
        list.push(`${message.type()}: ${text}`);
    };
    const onPageError = (error: Error) => list.push(`pageerror: ${error.message}`);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    await use({ allow: (pattern) => allowed.push(pattern), list });
    // The page can outlive the test (the Studio's tab is kept for the next one): stop listening for this test.
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    expect(list, "console errors or hydration warnings").toEqual([]);
  },
});

/** Makes the page's `goto` and `reload` resolve once it is hydrated, unless the call asks for `waitUntil: "commit"`. */
export function awaitingHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await waitForHydration(page);
    return response;
  };
  return page;
}

export { expect };

/** Chakra's runtime writes its styles into <style data-emotion> tags: their count is Chakra at work. */
export function chakraStyleTags(page: Page): Promise<number> {
  return page.locator("style[data-emotion]").count();
}

/**
 * Serious and critical accessibility violations on the page as it is now. Axe runs in the page itself
 * (legacy mode): our pages hold no cross-origin frames, and the default mode opens a second page per scan
 * to merge frame results, which tripled a scan's time. Only violations get their selectors computed.
 */
export async function seriousA11yViolations(page: Page) {
  // Colours are judged at rest: a fade still running (a dialog or a menu opening or closing) is measured
  // part-transparent. Endless animations (a spinner) never settle and are left to run, and so are those on
  // a scroll timeline (a section rising as it enters the view, components/ui/reveal.tsx): they move with
  // the scroll, not with time, stay "running" while their section sits part-way in, and move only a transform.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          !(animation.timeline instanceof DocumentTimeline) ||
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

/**
 * Records the text of every toast the page shows from now on (call before `goto`), for toasts asserted
 * after other checks: a toast lives 5 s, which a busy machine can spend between two assertions.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toastsShown: string[] }).__toastsShown = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[data-kind]")) {
        const text = el.textContent ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a toast with this title and description has been shown (see recordToasts), even if it is gone. */
export async function expectToastShown(page: Page, title: string, description: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await page.evaluate(() => (window as unknown as { __toastsShown?: string[] }).__toastsShown ?? [])
        ).some((text) => text.includes(title) && text.includes(description)),
      { message: `a toast "${title}: ${description}" was shown` },
    )
    .toBe(true);
}

/**
 * Waits until a dialog that has just opened holds the focus: it listens for keys and for clicks outside
 * from then on (a frame after it shows), as a person's first key or click finds it.
 */
export async function dialogTookFocus(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
}

/** Presses Escape in a dialog that has just opened, once it listens for keys. */
export async function pressEscapeIn(dialog: Locator): Promise<void> {
  await dialogTookFocus(dialog);
  await dialog.page().keyboard.press("Escape");
}

/** The toast of this kind (the catalogue's success or destructive style) whose title is given. */
export function toast(page: Page, kind: "success" | "error", title: string): Locator {
  return page.locator(`[data-kind="${kind}"]`).filter({ hasText: title });
}

/** Whether React has hydrated the element: it then carries React's props, event handlers included. */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")));
}

/**
 * Holds every script the route's HTML does not name until `release()`: an on-demand island's code is one of
 * them, so the island stays server HTML (shown and typed into, not hydrated) meanwhile. `held` lists the
 * scripts asked for so far.
 */
export async function holdLateScripts(page: Page, route: string) {
  const html = await (await page.request.get(route)).text();
  const atLoad = new Set(startUpScripts(html));
  const held: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/*.js", async (request) => {
    if (!atLoad.has(new URL(request.request().url()).pathname)) {
      held.push(request.request().url());
      await gate;
    }
    await request.continue();
  });
  return { held, release: () => release() };
}

/**
 * Waits until React has hydrated the element, so a click reaches the handler instead of racing the page's
 * scripts. Resolves to the same locator. The element is scrolled into view first, as a visitor would see it
 * before using it: an island that hydrates after the page (the lead forms) loads its code then at the latest.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() => isHydrated(locator), {
      message: "the element is hydrated",
      timeout: 30_000,
    })
    .toBe(true);
  return locator;
}

/**
 * Holds the page's server action requests (real ones, sent on to the server) until `release()`, so a test
 * can see the form's submitting state however fast or slow the machine is.
 */
export async function holdServerActions(page: Page, match: (url: string) => boolean = () => true) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.method() === "POST" && request.headers()["next-action"] && match(request.url())) await gate;
    await route.continue();
  });
  return { release };
}

/** Resolves once the page has rendered two more frames and run the task after them (scroll handlers, effects). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve()))),
      ),
  );
}

/**
 * Records the page's layout shifts from its first byte, as CLS counts them (none within 0.5 s of an input).
 * Call before `goto`; the returned function reads each shift so far: its value, when, and what moved where.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    interface Shift {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    const name = (node?: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ""}${node.classList.length ? `.${[...node.classList].join(".")}` : ""}`
        : (node?.nodeName ?? "a removed node");
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(performance.now())} ms: ${entry.sources
              .map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`)
              .join("; ")}`,
          );
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}

/**
 * A text only the quote wizard's code carries (where focus goes after a step change), to tell its chunk
 * from the others: its words are the page's, handed over by the server, so no label is in it.
 */
export const QUOTE_WIZARD_MARKER = "input:not([tabindex='-1']), select, textarea";
