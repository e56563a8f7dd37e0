import type { SanityDocument } from "@sanity/client";
import { expect } from "./support/fixtures.ts";
import {
  editingLake,
  expectOnSite,
  field,
  fillField,
  goInStudio,
  onTheLocalStudio,
  openDocument,
  publish,
  STUDIO_LOAD_TIMEOUT,
  STUDIO_NOISE,
  test,
} from "./support/studio.ts";

// Translating a page in the real Studio against the local Content Lake of the editing server
// (playwright.config.ts, EDITING_SPECS): the About page's Spanish version goes from missing to up to
// date when it is published, and out of date when the English is published after it; the Spanish page
// shows it. The Spanish document the seed may hold is set aside first and put back at the end.
// Wide enough for the English and the Spanish document side by side.
onTheLocalStudio({ timeout: 300_000, wide: true });

const ENGLISH = "aboutPage";
const SPANISH = `${ENGLISH}__i18n_es`;

test("an editor translates the About page beside the English and sees its state follow both", async ({
  page,
  browser,
  baseURL,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const lake = editingLake();
  const [seededSpanish, english] = await Promise.all([
    lake.getDocument<SanityDocument>(SPANISH),
    lake.getDocument<SanityDocument & { heading: { title: string } }>(ENGLISH),
  ]);
  if (!english) throw new Error("the seed has no About page");
  await lake.transaction().delete(SPANISH).delete(`drafts.${SPANISH}`).commit({ visibility: "sync" });
  const englishTitle = english.heading.title;
  const spanishTitle = `Lo que hacemos importa ${Date.now()}`;
  const site = await browser.newPage({ baseURL });

  try {
    await openDocument(page, ENGLISH);
    const panes = page.getByTestId("document-pane");
    const englishPane = panes.first();
    // The badge shows once the Studio has loaded the other document of the pair and the review as well,
    // which the form's Publish button (openDocument) does not wait for: a document load's bound, as below.
    await expect(englishPane.getByText("Spanish missing", { exact: true })).toBeVisible({
      timeout: STUDIO_LOAD_TIMEOUT,
    });

    // Translate: the Spanish draft is the English copied, opened beside it.
    await englishPane.getByTestId("action-menu-button").click();
    await page.getByRole("menuitem", { name: "Translate to Spanish" }).click();
    await expect(panes).toHaveCount(2, { timeout: STUDIO_LOAD_TIMEOUT });
    const spanishPane = panes.nth(1);
    await expect(field(spanishPane, "heading.title")).toHaveValue(englishTitle, {
      timeout: STUDIO_LOAD_TIMEOUT,
    });
    await expect.poll(async () => (await lake.getDocument(`drafts.${SPANISH}`))?._type).toBe(ENGLISH);
    // A draft is no translation yet: the Spanish site still shows the English.
    await expect(spanishPane.getByText("Spanish missing", { exact: true })).toBeVisible({
      timeout: STUDIO_LOAD_TIMEOUT,
    });

    await fillField(spanishPane, "heading.title", spanishTitle);
    await publish(spanishPane, { documentId: SPANISH });
    for (const pane of [englishPane, spanishPane])
      await expect(pane.getByText("Spanish up to date", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectOnSite(site, "/es/nosotros", async () => {
      await expect(site.getByRole("heading", { level: 1 })).toContainText(spanishTitle, { timeout: 5_000 });
    });

    // The English changes after the translation: both documents and the Spanish list say so.
    await fillField(englishPane, "heading.title", `${englishTitle}, revised`);
    await publish(englishPane, { documentId: ENGLISH });
    for (const pane of [englishPane, spanishPane])
      await expect(pane.getByText("Spanish out of date", { exact: true })).toBeVisible({ timeout: 30_000 });
    await goInStudio(page, "/studio/structure/spanish;spanish-pages");
    const row = page.getByText("About page — out of date", { exact: true });
    await expect(row).toBeVisible({ timeout: STUDIO_LOAD_TIMEOUT });

    // From the Spanish list, the English opens beside the Spanish.
    await row.click();
    await expect(panes).toHaveCount(1, { timeout: STUDIO_LOAD_TIMEOUT });
    await expect(field(panes.first(), "heading.title")).toHaveValue(spanishTitle, { timeout: 30_000 });
    await panes.first().getByTestId("action-menu-button").click();
    await page.getByRole("menuitem", { name: "Show English beside" }).click();
    await expect(panes).toHaveCount(2, { timeout: STUDIO_LOAD_TIMEOUT });
    await expect(field(panes.nth(1), "heading.title")).toHaveValue(`${englishTitle}, revised`, {
      timeout: 30_000,
    });
  } finally {
    // The English title back, the Spanish document as the seed had it (or none).
    const restore = lake
      .transaction()
      .patch(ENGLISH, (patch) => patch.set({ "heading.title": englishTitle }))
      .delete(`drafts.${ENGLISH}`)
      .delete(`drafts.${SPANISH}`);
    if (seededSpanish) {
      const { _rev, _createdAt, _updatedAt, ...seeded } = seededSpanish;
      restore.createOrReplace(seeded);
    } else restore.delete(SPANISH);
    await restore.commit({ visibility: "sync" });
    await site.close();
  }
});

test("an editor marks an out-of-date translation up to date, until the English is published again", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const lake = editingLake();
  const englishId = "contactPage";
  const spanishId = `${englishId}__i18n_es`;
  const reviewId = `translationReview.${englishId}`;
  const english = await lake.getDocument<SanityDocument & { heading: { title: string } }>(englishId);
  if (!english || !(await lake.getDocument(spanishId)))
    throw new Error("the seed has no Contact page in both languages");
  const title = english.heading.title;
  try {
    // An English publish after the Spanish's (a typo fixed): out of date.
    await lake
      .patch(englishId)
      .set({ "heading.title": `${title} ` })
      .commit({ visibility: "sync" });
    await openDocument(page, spanishId, englishId);
    const pane = page.getByTestId("document-pane").first();
    await expect(pane.getByText("Spanish out of date", { exact: true })).toBeVisible({
      timeout: STUDIO_LOAD_TIMEOUT,
    });
    await pane.getByTestId("action-menu-button").click();
    await page.getByRole("menuitem", { name: "Mark as up to date" }).click();
    await expect(pane.getByText("Spanish up to date", { exact: true })).toBeVisible({ timeout: 30_000 });
    // What it recorded: the English revision the Spanish was checked against.
    const marked = await lake.getDocument<SanityDocument>(englishId);
    expect((await lake.getDocument(reviewId))?.englishRevision).toBe(marked?._rev);
    // The action is gone while the translation is up to date.
    await pane.getByTestId("action-menu-button").click();
    await expect(page.getByRole("menuitem", { name: "Show English beside" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Mark as up to date" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // The English published again: out of date again, live.
    await lake.patch(englishId).set({ "heading.title": title }).commit({ visibility: "sync" });
    await expect(pane.getByText("Spanish out of date", { exact: true })).toBeVisible({ timeout: 30_000 });
  } finally {
    await lake
      .transaction()
      .patch(englishId, (patch) => patch.set({ "heading.title": title }))
      .delete(reviewId)
      .commit({ visibility: "sync" });
  }
});
