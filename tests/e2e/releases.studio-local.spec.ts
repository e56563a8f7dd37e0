import { expect } from "./support/fixtures.ts";
import {
  editingLake,
  expectOnSite,
  fillField,
  goInStudio,
  onTheLocalStudio,
  STUDIO_LOAD_TIMEOUT,
  STUDIO_NOISE,
  test,
} from "./support/studio.ts";

// Content Releases in the real Studio against the local Content Lake of the editing server
// (playwright.config.ts, EDITING_SPECS): an editor groups a change in a release, and the site shows it
// only once the release runs. The contact page is one no other editing spec changes. Publishing a
// scheduled release at its time is the lake's own test (local/lake/releases.test.ts).
onTheLocalStudio({ timeout: 240_000 });

type Heading = { heading: { title: string } };

test("a change made in a release reaches the site only when the release runs", async ({
  page,
  browser,
  baseURL,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const lake = editingLake();
  const published = (await lake.getDocument<Heading>("contactPage"))?.heading.title ?? "";
  expect(published).not.toBe("");
  const stamp = Date.now();
  const releaseTitle = `Spring campaign ${stamp}`;
  const title = `Let's plan your spring launch ${stamp}`;

  // The Releases tool: a new release, then the contact page added to it. With releases of earlier runs
  // on the lake (a retry), the empty list offers a second "New release" button; both open the dialog.
  await goInStudio(page, "/studio/releases");
  await page.getByRole("button", { name: "New release" }).first().click({ timeout: STUDIO_LOAD_TIMEOUT });
  await page.getByTestId("release-form-title").fill(releaseTitle);
  await page.getByTestId("submit-release-button").click();
  await expect(page).toHaveURL(/\/studio\/releases\/r[\w-]+/, { timeout: 30_000 });
  const releaseId = new URL(page.url()).pathname.split("/").pop() ?? "";
  await expect.poll(async () => (await lake.getDocument(`_.releases.${releaseId}`))?.state).toBe("active");

  await page.getByRole("button", { name: "Add document" }).click();
  // The Studio's search finds the page by its text; choosing the result adds that document.
  await page.getByPlaceholder("Search", { exact: true }).fill(published.replace(/^\S+\s/, ""));
  await page
    .getByRole("option", { name: /Contact page/ })
    .first()
    .click();
  await expect
    .poll(async () => (await lake.getDocument<Heading>(`versions.${releaseId}.contactPage`))?.heading.title)
    .toBe(published);

  // The document opened in the release: the heading typed there is the release's version of it.
  await page.getByRole("link", { name: "Contact page" }).click();
  await fillField(page, "heading.title", title);
  await expect
    .poll(async () => (await lake.getDocument<Heading>(`versions.${releaseId}.contactPage`))?.heading.title, {
      timeout: 30_000,
    })
    .toBe(title);

  // Visitors still get the published heading.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto("/contact");
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(published);

  // Run the release from its page: the change is published, and the site follows.
  await goInStudio(page, `/studio/releases/${releaseId}`);
  await page.getByTestId("publish-all-button").click({ timeout: STUDIO_LOAD_TIMEOUT });
  await page.getByTestId("confirm-publish-dialog").getByRole("button", { name: "Run release" }).click();
  await expect
    .poll(async () => (await lake.getDocument(`_.releases.${releaseId}`))?.state, { timeout: 30_000 })
    .toBe("published");
  expect((await lake.getDocument<Heading>("contactPage"))?.heading.title).toBe(title);
  await expectOnSite(visitor, "/contact", () =>
    expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 2_000 }),
  );
  await visitor.context().close();
});
