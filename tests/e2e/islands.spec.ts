import { readdirSync, readFileSync } from "node:fs";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { COMPILE_HINT } from "../../lib/build/compile-hints.ts";
import { startUpScripts } from "../../lib/cache-csp/start-up-scripts.ts";
import { ISLAND } from "../../lib/runtime/early-taps.ts";
import { servicePageRoutes } from "../../lib/runtime/routes.ts";
import {
  chakraStyleTags,
  expect,
  hydrated,
  nextFrames,
  QUOTE_WIZARD_MARKER,
  recordLayoutShifts,
  test,
} from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { sitemapPaths } from "./support/sitemap.ts";

// What only Chakra's runtime and emotion carry, as their minified code still spells it: the name Chakra's
// provider gives itself in its error messages, and the attribute emotion writes its style tags with.
const CHAKRA_MARKERS = ["<ChakraProvider />", "data-emotion"];
const CHUNK_PATH = /(?:\/_next\/)?static\/chunks\/[\w.~-]+\.js/g;

/** Every public route, as the site's own sitemap lists them, and the sign-in page. */
async function publicRoutes(request: APIRequestContext) {
  return [...new Set([...(await sitemapPaths(request)), "/auth"])];
}

/**
 * Every script a page can ever run: those it starts with, and each chunk they name, followed to the end,
 * so the islands a page loads later (the quote wizard, the toaster, the lead forms) are in it too.
 */
async function everyScriptOf(request: APIRequestContext, route: string, cache: Map<string, string>) {
  const html = await (await request.get(route)).text();
  const queue = startUpScripts(html);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const src = queue.shift() ?? "";
    if (seen.has(src)) continue;
    seen.add(src);
    if (!cache.has(src)) cache.set(src, await (await request.get(src)).text());
    for (const [path] of (cache.get(src) ?? "").matchAll(CHUNK_PATH))
      queue.push(path.startsWith("/_next/") ? path : `/_next/${path}`);
  }
  return [...seen];
}

test("no public route can load Chakra or emotion: not at start-up, nor in any island it loads later", async ({
  request,
}) => {
  // The markers are there to be found: the staff dashboard's own chunks, built beside the site's, carry them.
  const built = readdirSync(".next/static/chunks")
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(`.next/static/chunks/${name}`, "utf8"));
  for (const marker of CHAKRA_MARKERS)
    expect(
      built.some((code) => code.includes(marker)),
      `a built chunk holds ${marker}`,
    ).toBe(true);

  const cache = new Map<string, string>();
  const routes = await publicRoutes(request);
  expect(routes).toContain("/contact");
  const wizardChunks = new Set<string>();
  const toasterChunks = new Set<string>();
  for (const route of routes) {
    const scripts = await everyScriptOf(request, route, cache);
    expect(scripts.length, route).toBeGreaterThan(3);
    for (const src of scripts) {
      const code = cache.get(src) ?? "";
      if (code.includes(QUOTE_WIZARD_MARKER)) wizardChunks.add(src);
      if (code.includes("Dismiss notification")) toasterChunks.add(src);
      for (const marker of CHAKRA_MARKERS)
        expect(code.includes(marker), `${route}: ${src} holds ${marker}`).toBe(false);
    }
  }
  // The walk reaches code loaded after the page: the wizard's and the toaster's chunks are among what was read.
  expect(wizardChunks.size).toBeGreaterThan(0);
  expect(toasterChunks.size).toBeGreaterThan(0);
});

test("the quote wizard opens without Chakra's runtime", async ({ page }) => {
  await page.goto("/contact");
  await (await hydrated(page.getByRole("button", { name: "Get Comprehensive Quote" }))).click();
  const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
  await expect(dialog.getByLabel("Full Name")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(await chakraStyleTags(page)).toBe(0);
});

// A message only zod's own code carries (its error for an async check met in a synchronous parse).
const ZOD_MARKER = "Encountered Promise during synchronous parse";

test("the quote wizard's code comes when a quote button is used, not with the page; zod when it opens", async ({
  page,
}) => {
  // The first step a tap shows is the page's own HTML, so the wizard (about 50 KiB gzip) is not part of
  // any page's load: it comes on the first sign of intent (pointer, touch, focus) or the tap. zod's code
  // is large (about 390 kB with its locales): it comes with the wizard's schema, once the wizard opens.
  const loaded: string[] = [];
  page.on("response", async (response) => {
    if (!/\/_next\/static\/chunks\/[^/]+\.js$/.test(response.url())) return;
    loaded.push(await response.text().catch(() => ""));
  });
  await page.goto("/contact");
  const trigger = await hydrated(page.getByRole("button", { name: "Get Comprehensive Quote" }));
  await page.waitForLoadState("networkidle");
  expect(loaded.filter((code) => code.includes(QUOTE_WIZARD_MARKER))).toHaveLength(0);

  await trigger.hover();
  await expect
    .poll(() => loaded.some((code) => code.includes(QUOTE_WIZARD_MARKER)), { timeout: 15_000 })
    .toBe(true);
  expect(loaded.filter((code) => code.includes(ZOD_MARKER))).toHaveLength(0);

  await trigger.click();
  await expect(page.getByRole("dialog").getByRole("progressbar")).toBeVisible();
  // The marker is zod's: it arrives once the wizard asks for its schema.
  await expect.poll(() => loaded.some((code) => code.includes(ZOD_MARKER))).toBe(true);
});

test("a first tap is answered before the other islands' code is asked for, which follows once the page is idle", async ({
  page,
}) => {
  // Before the page's own scripts: the first pointerdown counts the chunks the page asks for in that
  // tap's own task (its handlers and their promise callbacks). They held the tap's answer on a phone.
  await page.addInitScript(() => {
    const chunks = () => document.querySelectorAll("script[src]").length;
    const seen = { before: -1, duringTap: -1 };
    (window as unknown as { firstUse: typeof seen }).firstUse = seen;
    addEventListener(
      "pointerdown",
      () => {
        seen.before = chunks();
        setTimeout(() => {
          seen.duringTap = chunks() - seen.before;
        }, 0);
      },
      { capture: true, once: true },
    );
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const islands = page.locator(`[${ISLAND}]`);
  const waiting = page.locator(`[${ISLAND}]:not([${ISLAND}="live"])`);
  // Below the fold, the evaluation and contact forms, the newsletter and others wait for a first use.
  expect(await waiting.count()).toBeGreaterThan(1);

  // A tap outside every island: the page's heading.
  await page.getByRole("heading", { level: 1 }).click();
  const firstUse = () =>
    page.evaluate(() => (window as unknown as { firstUse: { duringTap: number } }).firstUse);
  await expect.poll(async () => (await firstUse()).duringTap).toBeGreaterThanOrEqual(0);
  expect((await firstUse()).duringTap, "chunks asked for in the tap's own task").toBe(0);
  // Then every island's code comes, without another use.
  await expect(waiting).toHaveCount(0, { timeout: 15_000 });
  expect(await islands.count()).toBeGreaterThan(1);
});

/** The scripts a public page starts with, as served; islands loaded later are not start-up code. */
async function startUpCode(request: APIRequestContext, route: string) {
  const html = await (await request.get(route)).text();
  return Promise.all(
    startUpScripts(html).map(async (src) => ({ src, code: await (await request.get(src)).text() })),
  );
}

const startUpRoutes = ["/", ...servicePageRoutes.slice(0, 1), "/auth"];

test("every script a public page starts with asks the browser to compile it off the main thread", async ({
  request,
}) => {
  for (const route of startUpRoutes) {
    const scripts = await startUpCode(request, route);
    expect(scripts.length).toBeGreaterThan(3);
    for (const { src, code } of scripts) expect(code.startsWith(COMPILE_HINT), `${route}: ${src}`).toBe(true);
  }
});

test("a prerendered page asks for its start-up scripts once its first paint is on screen, then hydrates", async ({
  page,
}) => {
  for (const route of ["/", servicePageRoutes[0] ?? ""]) {
    await page.goto(route);
    await hydrated(page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }));
    const { firstPaint, requested } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      requested: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/_next/static/chunks/"))
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
    }));
    expect(firstPaint, route).toBeGreaterThan(0);
    const scripts = requested.filter(({ path }) => path.endsWith(".js"));
    expect(scripts.length, route).toBeGreaterThan(3);
    for (const { path, at } of scripts)
      expect(at, `${route}: ${path}`).toBeGreaterThanOrEqual(firstPaint ?? 0);
  }
});

test("no script a public page starts with carries Panda's runtime: the islands get their classes from the server", async ({
  request,
}) => {
  // The condition list Panda's css() and recipes resolve styles with, as the generated runtime spells it.
  const runtime = readFileSync("styled-system/css/conditions.mjs", "utf8");
  const marker = /const conditionsStr = "([^"]{20})/.exec(runtime)?.[1];
  expect(marker).toBeTruthy();
  for (const route of startUpRoutes) {
    const scripts = await startUpCode(request, route);
    expect(scripts.length).toBeGreaterThan(3);
    for (const { src, code } of scripts) expect(code.includes(marker ?? ""), `${route}: ${src}`).toBe(false);
  }
});

/**
 * The HTML of each island's Suspense boundary, as served: React sends a large boundary's HTML after the rest of
 * the page, in a hidden element that a script then moves into place.
 */
function islandSegments(html: string) {
  // Its copy for browsers without scripts (<noscript>, in place) may come first.
  return [
    ...html.matchAll(
      /<div data-on-demand="">(?:<noscript>[\s\S]*?<\/noscript>)?<!--\$\?--><template id="(B:\d+)">/g,
    ),
  ].map(([, boundary]) => {
    const move = html.indexOf(`$RC("${boundary}","`);
    const segment = /^\$RC\("B:\d+","(S:\d+)"\)/.exec(html.slice(move))?.[1];
    const start = html.indexOf(`<div hidden id="${segment}">`);
    return { boundary, segment, content: html.slice(start, html.lastIndexOf("</div><script", move)) };
  });
}

test("the first paint waits for each island's server HTML, which is sent after the page", async ({
  request,
}) => {
  for (const route of ["/", "/contact", "/auth", "/services/seo-insights"]) {
    const html = await (await request.get(route)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const awaited = [...head.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"\/>/g)].map(
      ([, id]) => id,
    );
    const segments = islandSegments(html);
    expect(segments.length, route).toBeGreaterThan(0);
    for (const { boundary, segment, content } of segments) {
      expect(segment, `${route}: ${boundary} is moved into place`).toBeTruthy();
      // The marker ends the island's HTML, so rendering starts only once all of it is parsed.
      const marker = /<span id="([^"]+)" hidden=""><\/span>$/.exec(content)?.[1];
      expect(marker && awaited.includes(marker), `${route}: ${boundary} holds the first paint`).toBe(true);
    }
  }
});

test("each island's server HTML is in place once the document is parsed, before the load event lays it out", async ({
  page,
}) => {
  // Read as DOMContentLoaded reaches the window, after the document's listeners and in the same task, so
  // before any frame: React alone moves the HTML on the next frame, and a load event that came first
  // laid the page out without the islands.
  await page.addInitScript(() => {
    window.addEventListener("DOMContentLoaded", () => {
      const wrappers = [...document.querySelectorAll("[data-on-demand]")];
      (window as unknown as { islandsAtParsed: unknown }).islandsAtParsed = {
        islands: wrappers.length,
        waiting: wrappers.filter((w) => !w.querySelector(":scope > :not(template, noscript)")).length,
      };
    });
  });
  for (const route of ["/", "/contact", "/auth", "/services/seo-insights", "/es"]) {
    await page.goto(route);
    const atParsed = () =>
      page.evaluate(() => (window as unknown as { islandsAtParsed?: unknown }).islandsAtParsed);
    await expect.poll(atParsed, { message: route }).toEqual({ islands: expect.any(Number), waiting: 0 });
    expect(((await atParsed()) as { islands: number }).islands, route).toBeGreaterThan(0);
  }
});

test("/auth loads without moving: the sign-in panel is in place at the first paint", async ({ page }) => {
  const layoutShifts = await recordLayoutShifts(page);
  await page.goto("/auth");
  await hydrated(page.locator("[data-on-demand] form").first());
  await nextFrames(page);
  expect(await layoutShifts()).toEqual([]);
});

/** From now on, records whether the page ever shows its contact section without the Quick contact form. */
async function watchContactSection(page: Page) {
  await page.evaluate(() => {
    const seen = { withoutForm: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const section = document.querySelector("section#contact");
      if (section && !section.querySelector('form[aria-label="Quick contact"]')) seen.withoutForm = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { seen: { withoutForm: boolean } }).seen.withoutForm);
}

const headerContactLink = (page: Page) =>
  hydrated(page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }));

test("a client-side navigation shows the new page with its island in place, never without it", async ({
  page,
}) => {
  await page.goto("/services");
  const contactLink = await headerContactLink(page);
  const sawWithoutForm = await watchContactSection(page);
  await contactLink.click();
  await expect(page.getByRole("form", { name: "Quick contact" })).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await sawWithoutForm(), "/contact was shown without its form").toBe(false);
  // A chunk still in the handler when the page closes must not fail the next test in this worker.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("leaving a page for another with the same island, the new page shows it in place", async ({ page }) => {
  // The home page has the contact form too. Its code is held until the visitor has clicked, as when the
  // click comes before the home page's copy loaded: the marker of that copy is still in the document.
  // Only that chunk: holdLateScripts would also hold the scripts /contact itself needs, so the navigation
  // would wait for the release either way and the test could not fail (it passed 4 of 4 on the old code).
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"Quick contact"')) await released;
    await route.fulfill({ response, body });
  });
  // Released once the new page could be shown: all of its content has arrived (prefetched or fetched on
  // the click, in one request or several) and the browser drew a frame after.
  const contactContent = { loading: 0, arrived: 0 };
  const isContactContent = (request: Request) =>
    new URL(request.url()).pathname === "/contact" && request.headers().rsc === "1";
  const settled = (request: Request) => {
    if (!isContactContent(request)) return;
    contactContent.loading--;
    contactContent.arrived++;
  };
  page.on("request", (request) => isContactContent(request) && contactContent.loading++);
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  await page.goto("/");
  const contactLink = await headerContactLink(page);
  const sawWithoutForm = await watchContactSection(page);
  await contactLink.click();
  await expect.poll(() => contactContent.arrived > 0 && contactContent.loading === 0).toBe(true);
  await nextFrames(page);
  release();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("form", { name: "Quick contact" })).toBeVisible();
  expect(await sawWithoutForm(), "/contact was shown without its form").toBe(false);
  // A chunk still in the handler when the page closes must not fail the next test in this worker.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
