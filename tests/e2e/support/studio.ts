import { join } from "node:path";
import type { Locator, Page, Request } from "@playwright/test";
import { lakeSecret } from "../../../local/lake/lake.ts";
import { lakeClient } from "../../../local/lake/test-client.ts";
import { awaitingHydration, test as base, expect } from "./fixtures.ts";

/**
 * What the Studio logs on this machine that is not a fault: on a busy machine it gives up resolving the
 * initial values of its "create new" menus after 10 s and offers empty ones. (Its update check is
 * answered locally, studio/local-network-guard.ts: a "Failed to fetch version" line is a fault.)
 */
export const STUDIO_NOISE =
  /Download the React DevTools|Failed to load resource|WebSocket connection|Failed to resolve initial value for template/;

/** How long the Studio may take to load a document from the lake on a busy two-core machine. */
export const STUDIO_LOAD_TIMEOUT = 60_000;

/**
 * Reloads a site page until the assertion holds: the publish webhook expires the page's cache, and the
 * first request after it may still get the old page while the new one is built. The bound is for a
 * busy machine; the speed belongs to the bench.
 */
export async function expectOnSite(
  site: Page,
  path: string,
  assertion: () => Promise<void>,
  { timeout = 90_000 }: { timeout?: number } = {},
) {
  await expect(async () => {
    await site.goto(path, { waitUntil: "commit" });
    await assertion();
  }).toPass({ timeout });
}

/**
 * A spec of the real Studio on the local Content Lake: each test may take `timeout`, `wide` ones get a
 * desk wide enough for two panes side by side, and none runs where a Sanity project hosts /studio (there
 * is no local lake to write to).
 */
export function onTheLocalStudio({ timeout, wide = false }: { timeout: number; wide?: boolean }) {
  test.describe.configure({ timeout });
  if (wide) test.use({ viewport: { width: 1680, height: 1050 } });
  test.skip(
    Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID),
    "a Sanity project is configured: /studio is hosted",
  );
}

/** The editing server's lake (playwright.config.ts), written to as the local editor. */
export function editingLake() {
  const port = Number(
    process.env.SANITY_LOCAL_EDITING_PORT ?? Number(process.env.SANITY_LOCAL_PORT ?? 54340) + 1,
  );
  const token = lakeSecret(join(process.cwd(), ".data", "e2e", "sanity-lake-editing"), "editor-token");
  return lakeClient(`http://127.0.0.1:${port}`, token);
}

/** The Studio, or one document pane of it when two documents are open side by side. */
type Scope = Page | Locator;

/** The input of a field, by its path in the document (the Studio gives each input that id). */
export function field(page: Scope, path: string) {
  return page.locator(`[id="${path}"]`);
}

/**
 * Types `value` over a field's stored text. The form can show its actions before the document's text is
 * in the field; a value typed into the still-empty field would be sent as an insertion into the stored
 * text, so the field is filled only once it holds that text (every field filled here is required). On a
 * busy machine the document can still arrive after that and be merged with what was typed (the field then
 * reads the new text followed by the old): the field is filled again until it holds exactly the value.
 */
export async function fillField(page: Scope, path: string, value: string) {
  const input = field(page, path);
  await expect(input).not.toHaveValue("", { timeout: 30_000 });
  await expect(async () => {
    await input.fill(value);
    await expect(input).toHaveValue(value, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The tests of the Studio-editing specs: their `page` is one Studio tab per worker, kept from test to test.
 * Starting the Studio is most of what opening a document costs (about 10 of 15 s on a busy two-core
 * machine), so `openDocument` moves the open Studio to the next document as a click in it would, instead
 * of starting it again. A failed test ends its worker, so the test after it starts from a new tab.
 */
export const test = base.extend<object, { studioTab: Page }>({
  studioTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        reducedMotion,
      });
      const tab = awaitingHydration(await context.newPage());
      const open = new Map<Request, number>();
      openRequests.set(tab, open);
      tab.on("request", (request) => open.set(request, Date.now()));
      const ended = (request: Request) => open.delete(request);
      tab.on("requestfinished", ended);
      tab.on("requestfailed", ended);
      await use(tab);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ studioTab, viewport }, use) => {
    if (viewport) await studioTab.setViewportSize(viewport);
    await use(studioTab);
    // The site pages a test opened beside the Studio go with it.
    for (const other of studioTab.context().pages()) if (other !== studioTab) await other.close();
  },
});

/** The requests of each Studio tab that have not ended (its listeners' streams stay among them). */
const openRequests = new WeakMap<Page, Map<Request, number>>();

/** Attaches to the test what the Studio tab still waits for, e.g. when a Publish never ends. */
async function attachOpenRequests(scope: Scope) {
  const tab = "page" in scope ? scope.page() : scope;
  const open = openRequests.get(tab);
  if (!open) return;
  const now = Date.now();
  const lines = [...open].map(
    ([request, since]) => `${Math.round((now - since) / 1000)} s  ${request.method()} ${request.url()}`,
  );
  await test.info().attach("studio-open-requests.txt", { body: lines.join("\n"), contentType: "text/plain" });
}

/** Whether the tab holds a running Studio, which can go to another document without starting again. */
function studioRunning(page: Page): Promise<boolean> {
  return page
    .evaluate(() => Boolean(document.querySelector('[data-testid="studio-layout"]')))
    .catch(() => false);
}

/** Moves the running Studio to `url` the way its own links do: its router follows the browser's history. */
async function followInStudio(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, url);
}

/**
 * Goes to a Studio address (a tool, a list) in the running Studio as its own links do, or starts the
 * Studio there when the tab holds none.
 */
export async function goInStudio(page: Page, path: string) {
  if (await studioRunning(page)) await followInStudio(page, path);
  else await page.goto(path);
}

/** Opens a document's form in the Studio (goInStudio) and waits until it can be edited. */
export async function openDocument(page: Page, id: string, type = id) {
  if (await studioRunning(page)) {
    // Through the desk's root first, so no pane of the document open before can pass for this one.
    await followInStudio(page, "/studio/structure");
    await expect(page.getByTestId("document-pane")).toHaveCount(0, { timeout: STUDIO_LOAD_TIMEOUT });
  }
  await goInStudio(page, `/studio/intent/edit/id=${id};type=${type}`);
  // The form is ready once the document has loaded from the lake and shows its publish action.
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible({
    timeout: STUDIO_LOAD_TIMEOUT,
  });
}

/**
 * Publishes the document open in `page` (a tab, or one pane of several). `documentId`, when given, is the
 * document's id: should the Publish never end, its draft and published versions in the lake are attached
 * to the test beside the tab's open requests, to tell an edit the lake never got from a validation that
 * never finished.
 */
export async function publish(page: Scope, { documentId }: { documentId?: string } = {}) {
  const button = page.getByTestId("action-publish");
  await expect(button).toBeEnabled();
  await button.click();
  // Once the lake has the published version the button reads "Published" (or stays, disabled). A bound,
  // not a wait: with three browsers on two cores the Studio took over 15 s to show it.
  try {
    await expect(page.getByTestId("action-published").or(button.and(page.locator(":disabled")))).toBeVisible({
      timeout: STUDIO_LOAD_TIMEOUT,
    });
  } catch (error) {
    // It once stayed at "Validating document…" (2 of 3 full runs, never alone): what was it waiting for?
    await attachOpenRequests(page);
    if (documentId) {
      const stored = await editingLake().getDocuments([`drafts.${documentId}`, documentId]);
      await test.info().attach("studio-lake-versions.json", {
        body: JSON.stringify(stored, null, 2),
        contentType: "application/json",
      });
    }
    throw error;
  }
}
