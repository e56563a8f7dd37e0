import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./support/fixtures.ts";
import {
  field,
  fillField,
  onTheLocalStudio,
  openDocument,
  publish,
  STUDIO_LOAD_TIMEOUT,
  STUDIO_NOISE,
  test,
} from "./support/studio.ts";

// History in the real Studio against the local Content Lake of the editing server (the file name puts
// it in the "studio-editing" project of playwright.config.ts, beside studio-local.spec.ts). Its
// documents are ones no other spec edits.
// Wide enough that the document pane keeps its actions beside the open History panel.
onTheLocalStudio({ timeout: 300_000, wide: true });

const LAKE_DIR = join(process.cwd(), ".data", "e2e", "sanity-lake-editing");
const lakeUrl = `http://127.0.0.1:${process.env.SANITY_LOCAL_EDITING_PORT ?? Number(process.env.SANITY_LOCAL_PORT ?? 54340) + 1}`;

/** A document as the lake stores it now (what the Studio wrote, not what it shows). */
async function stored(page: Page, id: string): Promise<Record<string, unknown> | undefined> {
  const token = readFileSync(join(LAKE_DIR, "editor-token"), "utf8").trim();
  const response = await page.request.get(`${lakeUrl}/v2025-02-19/data/doc/production/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { documents: Record<string, unknown>[] };
  return body.documents[0];
}

async function openHistory(page: Page) {
  // The document's menu opens from a pointer click, and a re-render can close it again; choosing History
  // twice would close the panel, so each round first looks at what is open.
  const entries = page.getByTestId("timeline-item-button");
  const history = page.getByRole("menuitem", { name: "History" });
  await expect(async () => {
    if (await entries.first().isVisible()) return;
    if (await history.isVisible()) await history.click({ timeout: 5_000 });
    else await page.getByTestId("pane-context-menu-button").first().click();
    await expect(entries.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Selects the newest History entry with a label and reverts the document to it (and confirms). */
async function revertTo(page: Page, label: RegExp) {
  await page.getByTestId("timeline-item-button").filter({ hasText: label }).first().click();
  const revert = page.getByRole("button", { name: "Revert to revision" });
  await expect(revert).toBeEnabled({ timeout: 30_000 });
  await revert.click();
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
}

test("History reverts a draft to an earlier revision and the published document to its seeded one", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  const first = `Lost at sea ${Date.now()}`;
  await openDocument(page, "notFoundPage");
  await fillField(page, "title", first);
  await publish(page);
  await expect.poll(async () => (await stored(page, "notFoundPage"))?.title).toBe(first);
  await fillField(page, "title", `${first}, then edited`);
  await expect
    .poll(async () => (await stored(page, "drafts.notFoundPage"))?.title)
    .toBe(`${first}, then edited`);

  // The draft's history: it was created as a copy of the published title, then edited.
  await openHistory(page);
  await revertTo(page, /Draft created/);
  await expect.poll(async () => (await stored(page, "drafts.notFoundPage"))?.title).toBe(first);
  await expect(field(page, "title")).toHaveValue(first, { timeout: 30_000 });

  // The published document's history reaches back to the seed.
  await page.goto("/studio/intent/edit/id=notFoundPage;type=notFoundPage?perspective=published");
  await expect(field(page, "title")).toHaveValue(first, { timeout: STUDIO_LOAD_TIMEOUT });
  await openHistory(page);
  await expect(page.getByTestId("timeline-item-button").filter({ hasText: "Published" })).toBeVisible();
  await expect(page.getByText("No document history")).toHaveCount(0);
  await revertTo(page, /Created/);
  await expect
    .poll(async () => (await stored(page, "drafts.notFoundPage"))?.title)
    .toBe("Oops! Page not found");
});
