import { join } from "node:path";
import { lakeSecret } from "../../studio/local-lake/lake";
import { lakeClient } from "../../studio/local-lake/test-client";
import { expect, test } from "./support/fixtures";
import { field, fillField, STUDIO_LOAD_TIMEOUT, STUDIO_NOISE } from "./support/studio";

// The Presentation tool of the real Studio against the local Content Lake, on the editing server
// (playwright.config.ts): the preview shows drafts in draft mode, a click on a text opens its field, and
// the preview follows the draft while visitors keep the published page.
test.describe.configure({ timeout: 180_000 });
test.skip(
  Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID),
  "a Sanity project is configured: /studio is hosted",
);

function editingLake() {
  const port = Number(
    process.env.SANITY_LOCAL_EDITING_PORT ?? Number(process.env.SANITY_LOCAL_PORT ?? 54340) + 1,
  );
  const token = lakeSecret(join(process.cwd(), ".data", "e2e", "sanity-lake-editing"), "editor-token");
  return lakeClient(`http://127.0.0.1:${port}`, token);
}

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
