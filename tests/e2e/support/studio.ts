import { expect, type Page } from "@playwright/test";

/**
 * What the Studio logs on this machine that is not a fault: the update check cannot reach Sanity's CDN,
 * and on a busy machine the Studio gives up resolving the initial values of its "create new" menus after
 * 10 s and offers empty ones.
 */
export const STUDIO_NOISE =
  /Download the React DevTools|Failed to load resource|WebSocket connection|Failed to fetch version|Failed to resolve initial value for template/;

/** How long the Studio may take to load a document from the lake on a busy two-core machine. */
export const STUDIO_LOAD_TIMEOUT = 60_000;

/**
 * Reloads a site page until the assertion holds: the publish webhook expires the page's cache, and the
 * first request after it may still get the old page while the new one is built. The bound is for a
 * busy machine; the speed belongs to the bench.
 */
export async function expectOnSite(site: Page, path: string, assertion: () => Promise<void>) {
  await expect(async () => {
    await site.goto(path, { waitUntil: "commit" });
    await assertion();
  }).toPass({ timeout: 90_000 });
}

/** The input of a field, by its path in the document (the Studio gives each input that id). */
export function field(page: Page, path: string) {
  return page.locator(`[id="${path}"]`);
}

/**
 * Types `value` over a field's stored text. The form can show its actions before the document's text is
 * in the field; a value typed into the still-empty field would be sent as an insertion into the stored
 * text, so the field is filled only once it holds that text (every field filled here is required). On a
 * busy machine the document can still arrive after that and be merged with what was typed (the field then
 * reads the new text followed by the old): the field is filled again until it holds exactly the value.
 */
export async function fillField(page: Page, path: string, value: string) {
  const input = field(page, path);
  await expect(input).not.toHaveValue("", { timeout: 30_000 });
  await expect(async () => {
    await input.fill(value);
    await expect(input).toHaveValue(value, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

export async function openDocument(page: Page, id: string, type = id) {
  await page.goto(`/studio/intent/edit/id=${id};type=${type}`);
  // The form is ready once the document has loaded from the lake and shows its publish action.
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible({
    timeout: STUDIO_LOAD_TIMEOUT,
  });
}

export async function publish(page: Page) {
  const button = page.getByTestId("action-publish");
  await expect(button).toBeEnabled();
  await button.click();
  // Once the lake has the published version the button reads "Published" (or stays, disabled).
  await expect(page.getByTestId("action-published").or(button.and(page.locator(":disabled")))).toBeVisible({
    timeout: 15_000,
  });
}
