// The first tap of a visitor on a phone, measured as they would feel it: 390 px wide, touch, Chrome's 4×
// CPU slowdown and slow 4G (the values of Lighthouse's mobile preset), no hover or focus first (except
// typing an address into a field, which submitting a form needs), each on a fresh page and cache:
//
// - settled (measureTaps): the page loaded and left idle 4 s; median of `runs` of the time from the tap
//   (its pointerdown) to the frame that shows the response, and the interaction's Interaction to Next
//   Paint (its longest event duration);
// - early (measureEarlyTaps): every island of every route that has it, tapped the moment it shows, before
//   the page's code may have come: how many taps were lost (no response within LOST_AFTER_MS), when the
//   control showed, and the time from the tap to the response.
import { chromium } from "@playwright/test";
import { en } from "../../lib/i18n/dictionaries/en.ts";
import { es } from "../../lib/i18n/dictionaries/es.ts";
import { spanishPaths } from "../../lib/i18n/locales.ts";
import { EARLY_QUOTE_FRAME_ID, EARLY_TAP } from "../../lib/runtime/early-taps.ts";
import { waitForHydration } from "../e2e/support/hydration.ts";
import { median } from "./stats.mjs";

const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 188_744, uploadThroughput: 86_400 };
const IDLE_MS = 4000;
// The words a tap is found by and answered with, in every language the site speaks: each island is
// measured on the pages of each.
const dictionaries = [en, es];
const inEveryLanguage = (pick) => dictionaries.map(pick);
const WIZARD = inEveryLanguage((words) => words.quote.title);
/** A form by its name in any language, as a CSS selector. */
const formNamed = (pick) =>
  `form:is(${inEveryLanguage(pick)
    .map((name) => `[aria-label="${name}"]`)
    .join(", ")})`;
/** A field of the form marked invalid, on screen. */
const fieldMarked = (form) => `visible(document.querySelector('${form} [aria-invalid="true"]'))`;
const ANALYZER = formNamed((words) => words.analyzer.form.name);

// Each response as a test run in the page: true once the visitor can see it.
const visible = `function visible(el) {
  if (!el || el.getClientRects().length === 0) return false;
  const style = getComputedStyle(el);
  return style.visibility !== "hidden" && style.display !== "none";
}`;
const wizardFrame = `[...document.querySelectorAll("[role=dialog]")].some((d) => ${JSON.stringify(WIZARD)}.some((title) => d.textContent.includes(title)) && visible(d))`;
const wizardForm = `visible(document.querySelector("[role=dialog] input[autocomplete=name]"))`;
// The wizard's own code in charge (its progress indicator drawn): the first step before it is server HTML.
const wizardIsland = `visible(document.querySelector("[role=dialog] [role=progressbar]"))`;

const quote = (name, route, button) => ({
  name,
  route,
  tap: button,
  // The dialog on screen, its first field (server HTML until the wizard's code takes it over), and the
  // wizard's code in charge.
  responses: { dialog: wizardFrame, form: wizardForm, enhanced: wizardIsland },
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
    page.locator('main [aria-haspopup="dialog"]').first(),
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
    // The field marked (and focused) in the tap's frame, and the toast that says why.
    responses: {
      shown: fieldMarked(ANALYZER),
      toast: `[...document.querySelectorAll("[data-kind=error]")].some((t) => visible(t) && t.textContent.includes("Please enter a valid URL"))`,
    },
  },
];

/** A fresh page under the phone profile, with an empty cache. */
export async function phonePage(browser) {
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

/**
 * A watch run in the page. From the first pointerdown on, the tap's moment (its time stamp, so a busy
 * page's input delay counts) goes to `__tapAt`, and each of `checks` (name, test) is tested every frame;
 * the frame that first passes it goes to `__seen`, both on the page's clock. They are bindings, so what a
 * page saw survives the new page a tap may open. With `inp`, the interaction's longest event duration is
 * kept in `window.__inp` (event timing reports nothing under 16 ms).
 */
const watchScript = (checks, { inp = false } = {}) => `(() => {
  ${visible}
  const checks = [${checks.map(([name, test]) => `[${JSON.stringify(name)}, () => ${test}]`).join(",")}];
  const seen = {};
  let watching = false;
  ${
    inp
      ? `const interaction = (window.__inp = { longest: 0, events: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) { interaction.events++; interaction.longest = Math.max(interaction.longest, entry.duration); }
  }).observe({ type: "event", durationThreshold: 16, buffered: false });`
      : ""
  }
  addEventListener("pointerdown", (event) => {
    window.__tapAt?.(performance.timeOrigin + event.timeStamp);
    if (watching) return;
    watching = true;
    const frame = (at) => {
      for (const [name, test] of checks) {
        try {
          if (seen[name] === undefined && test()) window.__seen?.(name, (seen[name] = performance.timeOrigin + at));
        } catch {}
      }
      if (checks.some(([name]) => seen[name] === undefined)) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, { capture: true });
})()`;

/**
 * What the page's watch reports: the tap's moment (the first since the last `reset`) and the first frame
 * of each check, kept on this side of the page so a new page does not lose them.
 */
async function listen(page) {
  let heard = { tapAt: undefined, seen: {} };
  const waiters = new Set();
  await page.exposeBinding("__tapAt", (_source, at) => {
    heard.tapAt ??= at;
  });
  await page.exposeBinding("__seen", (_source, name, at) => {
    heard.seen[name] ??= at;
    for (const wake of waiters) wake();
  });
  return {
    get tapAt() {
      return heard.tapAt;
    },
    reset() {
      heard = { tapAt: undefined, seen: {} };
    },
    /** When (the page's clock) the watch first saw `name`; undefined if not within `ms`. */
    seen(name, ms) {
      if (heard.seen[name] !== undefined) return Promise.resolve(heard.seen[name]);
      return new Promise((resolve) => {
        const done = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(heard.seen[name]);
        };
        const wake = () => heard.seen[name] !== undefined && done();
        const timer = setTimeout(done, ms);
        waiters.add(wake);
      });
    },
  };
}

async function tapOnce(browser, origin, tap, run) {
  const { page, close } = await phonePage(browser);
  try {
    const watch = await listen(page);
    await page.goto(origin + tap.route, { waitUntil: "load", timeout: 120_000 });
    await waitForHydration(page);
    await tap.prepare?.(page, run);
    // Left idle, as a visitor reading the page before tapping.
    await page.waitForTimeout(IDLE_MS);
    const target = tap.tap(page);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(watchScript(Object.entries(tap.responses), { inp: true }));
    watch.reset();
    await target.tap();
    const seen = {};
    for (const name of Object.keys(tap.responses)) {
      seen[name] = await watch.seen(name, 90_000);
      if (seen[name] === undefined) throw new Error(`${tap.name}: no ${name} within 90 s of the tap`);
    }
    // Event timing reports an interaction after its next paint: give it a few frames.
    await page.waitForTimeout(500);
    const inp = await page.evaluate(() => window.__inp);
    return {
      ...Object.fromEntries(Object.entries(seen).map(([name, at]) => [name, Math.round(at - watch.tapAt)])),
      // Under 16 ms, event timing reports nothing: the interaction painted within that.
      inp: inp.events > 0 ? Math.round(inp.longest) : 16,
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

/** A tap the page has not answered by then is lost: nothing a visitor would wait for. */
const LOST_AFTER_MS = 8000;
const QUOTE_CONTROL = `[${EARLY_TAP}="${EARLY_QUOTE_FRAME_ID}"]`;
const textShown = (texts) =>
  texts.map((text) => `document.body.innerText.includes(${JSON.stringify(text)})`).join(" || ");
const namesForm = (html, pick) => inEveryLanguage(pick).some((name) => html.includes(`aria-label="${name}"`));
const MENU_BUTTON = "button[popovertarget]";
const MOBILE_NAV = inEveryLanguage((words) => `nav[aria-label="${words.chrome.mobileNav}"]`).join(", ");
const SIGN_IN_PATHS = [...new Set(["/auth", spanishPaths["/auth"] ?? "/auth"])];
const NEWSLETTER = formNamed((words) => words.forms.newsletter.formName);
const NEWSLETTER_BUSY = `[...document.querySelectorAll(${JSON.stringify(`${NEWSLETTER} button`)})].some((b) => b.getAttribute("aria-busy") === "true" || ${JSON.stringify(inEveryLanguage((words) => words.forms.newsletter.busy))}.some((busy) => b.textContent.includes(busy)))`;
const QUICK_CONTACT = formNamed((words) => words.forms.contact.formName);
const EVALUATION = formNamed((words) => words.forms.evaluation.formName);

/**
 * Every island a visitor can tap as soon as a page shows, and how to find it in a route's HTML, in either
 * language. `response` is what the visitor sees (a test run in the page, which may be a new page: a form
 * posted without scripts answers with one), `mark` its first sign where testing the whole response in every
 * frame would be costly, `done` the island usable (the quote wizard's first field,
 * which can be typed in), `enhanced` its code in charge (the wizard's progress indicator).
 */
export const earlyIslands = [
  {
    name: "quote wizard",
    in: (html) => html.includes(`${EARLY_TAP}="${EARLY_QUOTE_FRAME_ID}"`),
    control: (page) => page.locator(`main ${QUOTE_CONTROL}`).first(),
    response: wizardFrame,
    done: wizardForm,
    enhanced: wizardIsland,
  },
  {
    name: "industries tab",
    in: (html) => html.includes(`${EARLY_TAP}="tab"`),
    control: (page) => page.getByRole("tab").nth(1),
    response: `(() => { const tab = document.querySelectorAll("[role=tab]")[1]; return tab?.getAttribute("aria-selected") === "true" && visible(document.getElementById(tab.getAttribute("aria-controls"))); })()`,
  },
  {
    name: "header menu",
    in: (html) => /popovertarget=/i.test(html),
    control: (page) => page.locator(MENU_BUTTON).first(),
    response: `visible(document.querySelector(${JSON.stringify(MOBILE_NAV)}))`,
  },
  {
    name: "account menu (Sign In)",
    in: (html) => SIGN_IN_PATHS.some((path) => html.includes(`href="${path}"`)),
    // On a phone the account entry is in the menu: opened first, as a visitor would.
    prepare: async (page) => {
      await page.locator(MENU_BUTTON).first().tap();
      await page.locator(MOBILE_NAV).first().waitFor({ state: "visible" });
    },
    control: (page) =>
      page.locator(SIGN_IN_PATHS.map((path) => `[popover] a[href="${path}"]`).join(", ")).first(),
    // A link to another page: the browser answers the tap with its own loading indicator as the navigation
    // starts, which no script in the page can see; the bench times that start, and the new page apart.
    navigates: true,
    response: `${JSON.stringify(SIGN_IN_PATHS)}.includes(location.pathname) && visible(document.querySelector("form input[type=password]"))`,
  },
  {
    name: "newsletter submit",
    in: (html) => namesForm(html, (words) => words.forms.newsletter.formName),
    prepare: async (page, run) => {
      const field = page.locator(`${NEWSLETTER} input[type=email]`).first();
      await field.scrollIntoViewIfNeeded();
      await field.fill(`bench-early-${Date.now()}-${run}@example.com`);
    },
    control: (page) => page.locator(`${NEWSLETTER} button`).first(),
    // Busy in its own words, busy as the start-up script marks it before the island's code (then, the page's
    // code not yet running, the form is posted as without scripts), or answered.
    mark: NEWSLETTER_BUSY,
    response: `${NEWSLETTER_BUSY} || ${textShown(
      dictionaries.flatMap(({ forms: { toasts } }) => [
        toasts.newsletterSubscribed.title,
        toasts.newsletterDuplicate.title,
        toasts.newsletterFailed.title,
      ]),
    )}`,
  },
  {
    name: "contact form submit (empty)",
    in: (html) => namesForm(html, (words) => words.forms.contact.formName),
    control: (page) => page.locator(`${QUICK_CONTACT} button[type=submit]`).first(),
    response: fieldMarked(QUICK_CONTACT),
  },
  {
    name: "evaluation form submit (empty)",
    in: (html) => namesForm(html, (words) => words.forms.evaluation.formName),
    control: (page) => page.locator(`${EVALUATION} button[type=submit]`).first(),
    response: fieldMarked(EVALUATION),
  },
  {
    name: "analyzer Analyze (empty address)",
    in: (html) => namesForm(html, (words) => words.analyzer.form.name),
    control: (page) => page.locator(`${ANALYZER} button[type=submit]`).first(),
    // Marked by the start-up script before the island's code, or its toast.
    mark: fieldMarked(ANALYZER),
    response: `${fieldMarked(ANALYZER)} || ${textShown(inEveryLanguage((words) => words.analyzer.toasts.emptyUrl.description))}`,
  },
];

// The page's clock as a date (ms since the epoch): the tap and its responses are timed by the page that
// received them, so the time the harness takes to find, check and tap the control (several frames of a
// page that is still busy starting up) is not counted as the visitor's wait.
const pageNow = "(performance.timeOrigin + performance.now())";

/**
 * When (the page's clock) the page first passes `test`, across the new pages a tap may open; undefined if
 * not within `ms`. Checked every frame: a tap answered by a new page ends the old one.
 */
async function seenWithin(page, test, ms) {
  const deadline = Date.now() + ms;
  const check = `(() => { ${visible}; try { return Boolean(${test}) && ${pageNow}; } catch { return false; } })()`;
  while (Date.now() < deadline) {
    try {
      const seen = await page.waitForFunction(check, undefined, {
        polling: "raf",
        timeout: Math.max(1, deadline - Date.now()),
      });
      return Number(await seen.jsonValue());
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError") return undefined;
      // The page navigated under the check: look again in the new one.
      await page.waitForLoadState("commit").catch(() => {});
    }
  }
  return undefined;
}

async function earlyTapOnce(browser, origin, route, island, run) {
  const { page, close } = await phonePage(browser);
  try {
    const watch = await listen(page);
    // Watched from inside the page, each response in the frame it shows (its `mark`, the first sign, where
    // testing the whole response every frame would slow the page being measured).
    await page.addInitScript(
      watchScript([
        ["response", island.mark ?? island.response],
        ...(island.done ? [["done", island.done]] : []),
        ...(island.enhanced ? [["enhanced", island.enhanced]] : []),
      ]),
    );
    const started = Date.now();
    await page.goto(origin + route, { waitUntil: "commit", timeout: 120_000 });
    await island.prepare?.(page, run);
    const control = island.control(page);
    await control.scrollIntoViewIfNeeded({ timeout: 60_000 });
    const shownAt = Date.now() - started;
    // A tap while preparing (opening the menu) is not the one measured.
    watch.reset();
    let navigatedAt;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigatedAt ??= Date.now();
    });
    const tappedBefore = Date.now();
    await control.tap({ timeout: 10_000 });
    // Answered: the response seen, in this page or the new page the tap may open (which is not watched).
    const checkedAt = await seenWithin(page, island.response, LOST_AFTER_MS);
    const seenAt = checkedAt === undefined ? undefined : ((await watch.seen("response", 250)) ?? checkedAt);
    const doneAt = seenAt !== undefined && island.done ? await watch.seen("done", 30_000) : undefined;
    const enhancedAt =
      doneAt !== undefined && island.enhanced ? await watch.seen("enhanced", 30_000) : undefined;
    // A page that never ran the watch (none should) is timed from before the tap, as the harness saw it.
    const from = watch.tapAt ?? tappedBefore;
    const since = (at) => (at === undefined ? undefined : Math.max(0, Math.round(at - from)));
    return {
      shownAt,
      // The page answering it (a new page, for a link).
      response: since(seenAt),
      ...(island.navigates ? { navigation: since(navigatedAt) } : {}),
      done: since(doneAt),
      enhanced: since(enhancedAt),
    };
  } finally {
    await close();
  }
}

const summary = (values) => {
  const known = values.filter((value) => value !== undefined);
  return { median: known.length ? median(known) : undefined, runs: values.map((v) => v ?? null) };
};

/**
 * Each island of each route that has it, tapped the moment it shows, `runs` times on fresh pages under
 * the phone profile: lost taps, when the control showed, and the time to the response (median of the
 * taps answered). `names` narrows the islands.
 * @param {string} origin
 * @param {string[]} routes
 * @param {{ runs?: number, chromiumPath: string, args: string[], names?: string[] }} options
 */
export async function measureEarlyTaps(origin, routes, { runs = 3, chromiumPath, args, names }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  const rows = [];
  try {
    for (const route of routes) {
      const html = await (await fetch(origin + route)).text();
      for (const island of earlyIslands) {
        if (!island.in(html) || (names && !names.includes(island.name))) continue;
        const all = [];
        for (let run = 0; run < runs; run++) {
          try {
            all.push(await earlyTapOnce(browser, origin, route, island, run));
          } catch (error) {
            // A control that never became tappable is a lost tap too; the reason is kept.
            all.push({ error: String(error instanceof Error ? error.message.split("\n")[0] : error) });
          }
        }
        rows.push({
          route,
          island: island.name,
          lost: all.filter((r) => r.response === undefined).length,
          runs,
          shownAt: summary(all.map((r) => r.shownAt)),
          response: summary(all.map((r) => r.response)),
          ...(island.navigates ? { navigation: summary(all.map((r) => r.navigation)) } : {}),
          ...(island.done ? { done: summary(all.map((r) => r.done)) } : {}),
          ...(island.enhanced ? { enhanced: summary(all.map((r) => r.enhanced)) } : {}),
          errors: all.map((r) => r.error).filter(Boolean),
        });
        console.log(`tapped early: ${island.name} on ${route}`);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
