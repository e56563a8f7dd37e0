// The first tap of a visitor on a phone, measured as they would feel it: 390 px wide, touch, Chrome's 4×
// CPU slowdown and slow 4G (the values of Lighthouse's mobile preset), the page loaded and left idle 4 s,
// no hover or focus first (except typing an address into a field, which submitting a form needs). Each
// tap on a fresh page and cache, median of `runs`: the time from the tap (its pointerdown) to the frame
// that shows the response, and the interaction's Interaction to Next Paint (its longest event duration).
import { chromium } from "@playwright/test";
import { waitForHydration } from "../e2e/support/hydration.ts";
import { median } from "./stats.mjs";

const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 188_744, uploadThroughput: 86_400 };
const IDLE_MS = 4000;
const WIZARD = "Get Your Comprehensive Quote";

// Each response as a test run in the page: true once the visitor can see it.
const visible = `function visible(el) {
  if (!el || el.getClientRects().length === 0) return false;
  const style = getComputedStyle(el);
  return style.visibility !== "hidden" && style.display !== "none";
}`;
const wizardFrame = `[...document.querySelectorAll("[role=dialog]")].some((d) => d.textContent.includes(${JSON.stringify(WIZARD)}) && visible(d))`;
const wizardForm = `visible(document.querySelector("[role=dialog] input[autocomplete=name]"))`;

const quote = (name, route, button) => ({
  name,
  route,
  tap: button,
  // The dialog on screen (its frame, or the wizard itself when its code came first), and its first field.
  responses: { dialog: wizardFrame, form: wizardForm },
});

/** The taps measured: where, what is tapped, and what the visitor sees in response. */
export const taps = [
  quote("quote wizard (/contact)", "/contact", (page) =>
    page.getByRole("button", { name: "Get Comprehensive Quote" }),
  ),
  quote("quote wizard (home, contact section)", "/", (page) =>
    page.locator("section#contact").getByRole("button", { name: "Get Comprehensive Quote" }),
  ),
  quote("quote wizard (home, industry panel)", "/", (page) =>
    page.getByRole("tabpanel").getByRole("button", { name: /Quote/ }).first(),
  ),
  quote("quote wizard (service page)", "/services/cloud-solutions", (page) =>
    page.locator('main button[aria-haspopup="dialog"]').first(),
  ),
  {
    name: "header menu",
    route: "/",
    tap: (page) => page.getByRole("button", { name: "Open menu" }),
    responses: { shown: `visible(document.querySelector("nav[aria-label=Mobile]"))` },
  },
  {
    name: "industries tab",
    route: "/",
    tap: (page) => page.getByRole("tab", { name: "Legal" }),
    responses: {
      shown: `[...document.querySelectorAll("[role=tabpanel]")].some((p) => visible(p) && p.textContent.includes("Legal"))`,
    },
  },
  {
    name: "newsletter submit",
    route: "/",
    prepare: (page, run) =>
      page
        .getByRole("form", { name: "Newsletter" })
        .getByRole("textbox")
        .fill(`bench-taps-${Date.now()}-${run}@example.com`),
    tap: (page) => page.getByRole("form", { name: "Newsletter" }).getByRole("button"),
    responses: {
      shown: `[...document.querySelectorAll("form[aria-label=Newsletter] button")].some((b) => b.textContent.includes("Subscribing"))`,
    },
  },
  {
    name: "analyzer Analyze (empty address)",
    route: "/services/seo-insights",
    tap: (page) => page.getByRole("button", { name: "Analyze", exact: true }),
    responses: {
      shown: `[...document.querySelectorAll("[data-kind=error]")].some((t) => visible(t) && t.textContent.includes("Please enter a valid URL"))`,
    },
  },
];

async function phonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { page, close: () => context.close() };
}

/** Starts watching: the tap's pointerdown, each response's first frame, and the interaction's events. */
function watch(page, responses) {
  const checks = Object.entries(responses)
    .map(([name, test]) => `[${JSON.stringify(name)}, () => ${test}]`)
    .join(",");
  return page.evaluate(`(() => {
    ${visible}
    const checks = [${checks}];
    const seen = { tapAt: undefined, responses: {}, inp: 0, events: 0 };
    window.__tap = seen;
    addEventListener("pointerdown", (e) => { seen.tapAt ??= e.timeStamp; }, { capture: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) { seen.events++; seen.inp = Math.max(seen.inp, entry.duration); }
    }).observe({ type: "event", durationThreshold: 16, buffered: false });
    const started = performance.now();
    function frame(at) {
      if (seen.tapAt !== undefined)
        for (const [name, test] of checks) if (seen.responses[name] === undefined && test()) seen.responses[name] = at;
      const done = checks.every(([name]) => seen.responses[name] !== undefined);
      if (!done && performance.now() - started < 90000) requestAnimationFrame(frame);
    }
    requestAnimationFrame(frame);
  })()`);
}

async function tapOnce(browser, origin, tap, run) {
  const { page, close } = await phonePage(browser);
  try {
    await page.goto(origin + tap.route, { waitUntil: "load", timeout: 120_000 });
    await waitForHydration(page);
    await tap.prepare?.(page, run);
    // Left idle, as a visitor reading the page before tapping.
    await page.waitForTimeout(IDLE_MS);
    const target = tap.tap(page);
    await target.scrollIntoViewIfNeeded();
    await watch(page, tap.responses);
    await target.tap();
    await page.waitForFunction(
      (names) => names.every((name) => window.__tap.responses[name] !== undefined),
      Object.keys(tap.responses),
      { timeout: 90_000, polling: 100 },
    );
    // Event timing reports an interaction after its next paint: give it a few frames.
    await page.waitForTimeout(500);
    const seen = await page.evaluate(() => window.__tap);
    return {
      ...Object.fromEntries(
        Object.entries(seen.responses).map(([name, at]) => [name, Math.round(at - seen.tapAt)]),
      ),
      // Under 16 ms, event timing reports nothing: the interaction painted within that.
      inp: seen.events > 0 ? Math.round(seen.inp) : 16,
    };
  } finally {
    await close();
  }
}

/**
 * Median figures of each tap over `runs` fresh pages, each under the phone profile.
 * `only` narrows them to some routes, `names` to some taps (by name, e.g. "header menu").
 * @param {string} origin
 * @param {{ runs?: number, chromiumPath: string, args: string[], only?: string[], names?: string[] }} options
 */
export async function measureTaps(origin, { runs = 3, chromiumPath, args, only, names }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  const rows = [];
  try {
    for (const tap of taps) {
      if (only && !only.includes(tap.route)) continue;
      if (names && !names.includes(tap.name)) continue;
      const all = [];
      for (let run = 0; run < runs; run++) all.push(await tapOnce(browser, origin, tap, run));
      const figures = Object.fromEntries(
        Object.keys(all[0]).map((key) => [
          key,
          { median: median(all.map((r) => r[key])), runs: all.map((r) => r[key]) },
        ]),
      );
      rows.push({ tap: tap.name, route: tap.route, ...figures });
      console.log(`tapped ${tap.name}`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
