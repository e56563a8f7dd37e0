import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectOnSite, field, fillField, openDocument, publish, STUDIO_NOISE } from "./support/studio";

// The Studio's guards against wrong content, in the real Studio against the local Content Lake (the
// "studio-editing" project). These tests edit the about page, a testimonial and the careers page, which
// studio-local.spec.ts leaves alone; they run one after another.
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(
  Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID),
  "a Sanity project is configured: /studio is hosted",
);

/** Validation answers within a second of typing; the bound leaves room for a busy machine's frame. */
const VALIDATION_ANSWERS_WITHIN = 2_000;

/** The status icon of the field whose input has this id: the nearest ancestor that shows one. */
function fieldStatus(page: Page, path: string, level: "warning" | "error"): Locator {
  return page
    .locator(
      `xpath=//*[@id="${path}"]/ancestor::*[.//*[@data-testid="input-validation-icon-${level}"]][1]//*[@data-testid="input-validation-icon-${level}"]`,
    )
    .first();
}

/** The messages of a field's status icon, as the tooltip shows them on hover. */
async function expectStatusMessage(page: Page, icon: Locator, message: RegExp | string) {
  await expect(async () => {
    await icon.hover();
    await expect(page.getByRole("tooltip").getByText(message)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test("copy that states a company figure differently is warned within a second, naming the fact", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  await openDocument(page, "aboutPage");
  const warning = fieldStatus(page, "heading.text", "warning");
  await expect(field(page, "heading.text")).not.toHaveValue("", { timeout: 30_000 });
  await expect(warning).toHaveCount(0);

  await field(page, "heading.text").fill("We have delivered 600+ projects since 2014.");
  await expect(warning).toBeVisible({ timeout: VALIDATION_ANSWERS_WITHIN });
  await expectStatusMessage(
    page,
    warning,
    /"600\+" disagrees with the company fact "Projects delivered" \(500\+\)/,
  );
  await expect(page.getByRole("tooltip")).toContainText(
    '"2014" disagrees with the company fact "Founding year"',
  );

  // The token is the fix: the warning goes as soon as the copy writes it.
  await field(page, "heading.text").fill(
    "We have delivered {projectsDelivered} projects since {foundedYear}.",
  );
  await expect(warning).toHaveCount(0, { timeout: VALIDATION_ANSWERS_WITHIN });
});

test("a testimonial rated outside 1 to 5 is an error that blocks publishing", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  await openDocument(page, "testimonial-sarah-chen", "testimonial");
  const error = fieldStatus(page, "rating", "error");
  await fillField(page, "rating", "7");
  await expect(error).toBeVisible({ timeout: VALIDATION_ANSWERS_WITHIN });
  await expectStatusMessage(page, error, "A rating is 1 to 5 stars.");
  await expect(page.getByTestId("action-publish")).toBeDisabled();

  await fillField(page, "rating", "4");
  await expect(error).toHaveCount(0, { timeout: VALIDATION_ANSWERS_WITHIN });
});

test("the SEO fields show the search result and social card as typed, and noindex hides the page", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  await openDocument(page, "careersPage");
  await page.getByRole("tab", { name: "SEO" }).click();
  const preview = page.getByTestId("seo-preview");
  await expect(preview).toBeVisible();
  const result = preview.getByRole("figure", { name: "Search result preview" });
  await expect(result).toContainText(/› careers/);

  const longTitle = "Careers at Cardinal Consulting: engineering, design and marketing roles in Houston";
  await fillField(page, "seo.title", longTitle);
  await expect(preview.getByTestId("seo-preview-title")).toHaveText(
    "Careers at Cardinal Consulting: engineering, design and…",
  );
  await expect(preview.getByTestId("seo-counter-title")).toHaveText(
    `${longTitle.length} characters · recommended 30–60`,
  );
  await expect(preview.getByTestId("seo-counter-title")).toHaveAttribute("data-verdict", "long");
  const card = preview.getByRole("figure", { name: "Social card preview" });
  await expect(card.getByRole("img")).toBeVisible();
  await expect(preview.getByTestId("seo-social-title")).toContainText("Careers at Cardinal Consulting");

  const title = "Careers at Cardinal Consulting";
  await fillField(page, "seo.title", title);
  await expect(preview.getByTestId("seo-counter-title")).toHaveAttribute("data-verdict", "good");
  await field(page, "seo.noindex").check();
  await expect(preview).toContainText("Hidden from search engines");
  await publish(page);

  const site = await page.context().newPage();
  await expectOnSite(site, "/careers", async () => {
    await expect(site.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/, {
      timeout: 2_000,
    });
  });
  const sitemap = await (await site.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/about</loc>");
  expect(sitemap).not.toContain("/careers</loc>");
});
