import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import {
  editingLake,
  field,
  fillField,
  onTheLocalStudio,
  STUDIO_LOAD_TIMEOUT,
  STUDIO_NOISE,
} from "./support/studio.ts";

// The Presentation tool of the real Studio against the local Content Lake, on the editing server
// (playwright.config.ts): the preview shows drafts in draft mode, a click on a text opens its field, and
// the preview follows the draft while visitors keep the published page.
onTheLocalStudio({ timeout: 180_000 });

test("Presentation previews a draft live, a click on a text opens its field, visitors see the published page", async ({
  page,
  browser,
  baseURL,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const lake = editingLake();
  // The specs before this one may have published another headline: the preview starts from whichever is live.
  const published = await lake.getDocument<{ hero: { title: string } }>("homePage");
  const PUBLISHED_TITLE = published?.hero.title ?? "";
  expect(PUBLISHED_TITLE).not.toBe("");
  await page.goto("/studio/presentation");
  const preview = page.frameLocator("iframe").first();
  const heading = preview.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(PUBLISHED_TITLE, { timeout: STUDIO_LOAD_TIMEOUT });

  // The preview reports the documents its texts come from once its overlays are connected.
  await expect(page.getByRole("option", { name: "Home page" })).toBeVisible({ timeout: STUDIO_LOAD_TIMEOUT });
  // The overlay of the headline opens the home page's document with its field focused.
  await heading.click();
  await expect(field(page, "hero.title")).toBeFocused({ timeout: STUDIO_LOAD_TIMEOUT });

  const draftTitle = `Preview only ${Date.now()}`;
  try {
    await fillField(page, "hero.title", draftTitle);
    await expect(heading).toContainText(draftTitle, { timeout: 30_000 });

    // A visitor (no draft mode) still gets the published headline.
    const visitor = await browser.newContext({ baseURL });
    const site = await visitor.newPage();
    await site.goto("/");
    await expect(site.getByRole("heading", { level: 1 })).toHaveText(PUBLISHED_TITLE);
    await visitor.close();
  } finally {
    await lake.delete("drafts.homePage");
  }
});

/**
 * The home page gets a draft; in Presentation the editor's public tab shows it under the preview bar;
 * then the editor `leaves` Presentation and the public tab shows the published headline, without the bar.
 */
async function draftModeEndsWhen(page: Page, leave: (studio: Page) => Promise<void>) {
  const lake = editingLake();
  const published = await lake.getDocument<{ _type: string; hero: { title: string } }>("homePage");
  if (!published) throw new Error("the home page is not published");
  const draftTitle = `Draft only ${Date.now()}`;
  await lake.createOrReplace({
    ...published,
    _id: "drafts.homePage",
    hero: { ...published.hero, title: draftTitle },
  });
  const site = await page.context().newPage();
  const bar = site.getByRole("complementary", { name: "Preview" });
  /**
   * The editor's public tab, reloaded until its headline is `title`: exactly, as published, or with the
   * field it comes from encoded after it (stega, for click-to-edit) in draft mode.
   */
  const siteShows = async (title: string, draft = false) =>
    expect(async () => {
      await site.goto("/");
      const headline = site.getByRole("heading", { level: 1 });
      if (draft) await expect(headline).toContainText(title, { timeout: 2_000 });
      else await expect(headline).toHaveText(title, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  try {
    // In Presentation the browser is in draft mode: a public tab shows the draft, under the preview bar.
    await page.goto("/studio/presentation");
    await expect(page.frameLocator("iframe").first().getByRole("heading", { level: 1 })).toContainText(
      draftTitle,
      { timeout: STUDIO_LOAD_TIMEOUT },
    );
    await siteShows(draftTitle, true);
    await expect(bar).toContainText("Preview — drafts shown");

    await leave(page);
    await siteShows(published.hero.title);
    await expect(bar).toHaveCount(0);
  } finally {
    await lake.delete("drafts.homePage");
  }
}

test("leaving Presentation ends draft mode in the editor's other tabs", async ({ page, consoleProblems }) => {
  consoleProblems.allow(STUDIO_NOISE);
  // Another tool of the Studio.
  await draftModeEndsWhen(page, async (studio) => {
    await studio.getByRole("link", { name: "Structure", exact: true }).click();
    await expect(studio).toHaveURL(/\/studio\/structure/);
  });
});

test("closing the Studio's tab while in Presentation ends draft mode", async ({ page, consoleProblems }) => {
  consoleProblems.allow(STUDIO_NOISE);
  await draftModeEndsWhen(page, (studio) => studio.close({ runBeforeUnload: true }));
});
