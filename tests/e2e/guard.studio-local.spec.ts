import type { Locator, Page } from "@playwright/test";
import { expect } from "./support/fixtures.ts";
import {
  editingLake,
  expectOnSite,
  field,
  fillField,
  onTheLocalStudio,
  openDocument,
  publish,
  STUDIO_NOISE,
  test,
} from "./support/studio.ts";

// The Studio's guards against wrong content, in the real Studio against the local Content Lake of the
// editing server (playwright.config.ts, EDITING_SPECS). These tests edit the about page, one testimonial,
// one job opening, the careers page and the portfolio page, which the other editing specs leave alone.
onTheLocalStudio({ timeout: 180_000 });

/**
 * Validation answers within a second of typing on an idle machine; the bound is for a two-core machine
 * running several suites at once (4.4 s measured at load 14), where 2 s failed.
 */
const VALIDATION_ANSWERS_WITHIN = 10_000;

/** The status icon in the header of the field at `path` (its `field-<path>` container holds only it). */
function fieldStatus(page: Page, path: string, level: "warning" | "error"): Locator {
  return page.getByTestId(`field-${path}`).getByTestId(`input-validation-icon-${level}`);
}

/**
 * The field's messages, which the Studio renders for its status icon's tooltip: hovering the icon
 * puts them in the page (attached, though the tooltip may be hidden again by the time it is read).
 */
async function expectStatusMessage(page: Page, icon: Locator, message: RegExp | string) {
  await icon.hover();
  await expect(page.getByText(message).first()).toBeAttached({ timeout: 20_000 });
}

test("copy that states a company figure differently is warned as it is typed, naming the fact", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  await openDocument(page, "aboutPage");
  const warning = fieldStatus(page, "heading.text", "warning");
  await expect(field(page, "heading.text")).not.toHaveValue("", { timeout: 30_000 });
  await expect(warning).toHaveCount(0);

  await fillField(page, "heading.text", "We have delivered 600+ projects since 2014.");
  await expect(warning).toBeVisible({ timeout: VALIDATION_ANSWERS_WITHIN });
  await expectStatusMessage(page, warning, /"600\+" disagrees with the company fact "Projects delivered"/);
  await expect(
    page.getByText(/"2014" disagrees with the company fact "Founding year"/).first(),
  ).toBeAttached();

  // The token is the fix: the warning goes as soon as the copy writes it.
  await fillField(
    page,
    "heading.text",
    "We have delivered {projectsDelivered} projects since {foundedYear}.",
  );
  await expect(warning).toHaveCount(0, { timeout: VALIDATION_ANSWERS_WITHIN });
});

test("a button label that says nothing of where it leads is warned on its field", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  // The portfolio page's second banner button leads to /services, another page.
  await openDocument(page, "portfolioPage");
  const label = "cta.secondary.label";
  const warning = fieldStatus(page, label, "warning");
  await expect(field(page, label)).not.toHaveValue("", { timeout: 30_000 });
  const published = await field(page, label).inputValue();
  await expect(warning).toHaveCount(0);

  await fillField(page, label, "Click here");
  await expect(warning).toBeVisible({ timeout: VALIDATION_ANSWERS_WITHIN });
  await expectStatusMessage(page, warning, '"Click here" says nothing of where the link goes');

  await fillField(page, label, published);
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
  await expect(page.getByTestId("action-publish")).toBeDisabled();
  await expectStatusMessage(page, error, "A rating is 1 to 5 stars.");

  await fillField(page, "rating", "4");
  await expect(error).toHaveCount(0, { timeout: VALIDATION_ANSWERS_WITHIN });
  await expect(page.getByTestId("action-publish")).toBeEnabled();
});

test("SEO: the search result and social card follow the typing, noindex reaches the page", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  // A Contract role beside the full-time ones: the careers page stops saying all roles are full-time.
  await openDocument(page, "job-project-manager", "jobOpening");
  // The Studio's select names its options by index: the chosen one is read by its label.
  const employment = field(page, "employmentType");
  await expect(employment.locator("option:checked")).toHaveText("Full-time", { timeout: 30_000 });
  await employment.selectOption({ label: "Contract" });
  await expect(employment.locator("option:checked")).toHaveText("Contract");
  await publish(page);

  await openDocument(page, "careersPage");
  await page.getByRole("tab", { name: "SEO" }).click();
  const preview = page.getByTestId("seo-preview");
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("figure", { name: "Search result preview" })).toContainText(/› careers/);

  const longTitle = "Careers at Cardinal Consulting: engineering, design and marketing roles in Houston";
  await fillField(page, "seo.title", longTitle);
  await expect(preview.getByTestId("seo-preview-title")).toHaveText(
    "Careers at Cardinal Consulting: engineering, design and…",
  );
  const counter = preview.getByTestId("seo-counter-title");
  await expect(counter).toHaveText(`${longTitle.length} characters · recommended 30–60`);
  await expect(counter).toHaveAttribute("data-verdict", "long");
  const card = preview.getByRole("figure", { name: "Social card preview" });
  await expect(card.getByRole("img")).toBeVisible();
  await expect(preview.getByTestId("seo-social-title")).toContainText("Careers at Cardinal Consulting");

  const title = "Careers at Cardinal Consulting";
  await fillField(page, "seo.title", title);
  await expect(counter).toHaveText(`${title.length} characters · recommended 30–60`);
  await expect(counter).toHaveAttribute("data-verdict", "good");
  await expect(preview.getByTestId("seo-preview-title")).toHaveText(title);
  await field(page, "seo.noindex").check();
  await expect(preview).toContainText("Hidden from search engines");
  await publish(page);

  const site = await page.context().newPage();
  await expectOnSite(site, "/careers", async () => {
    await expect(site.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/, {
      timeout: 2_000,
    });
  });
  await expect(site).toHaveTitle(title);
  await expect(site.locator("#open-roles")).toContainText(
    "Roles are full-time or contract with health, dental and retirement benefits.",
  );
  await expect(site.locator("#open-roles")).not.toContainText("All roles are full-time");
  const sitemap = await (await site.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/about</loc>");
  expect(sitemap).not.toContain("/careers</loc>");
});

test("a link to a section its page does not have is an error naming the sections it has", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(STUDIO_NOISE);
  await openDocument(page, "careersPage");
  const href = "resume.button.href";
  const error = fieldStatus(page, href, "error");
  await expect(field(page, href)).not.toHaveValue("", { timeout: 30_000 });
  const published = await field(page, href).inputValue();
  await expect(error).toHaveCount(0);

  await fillField(page, href, "#audit-form");
  await expect(error).toBeVisible({ timeout: VALIDATION_ANSWERS_WITHIN });
  await expectStatusMessage(
    page,
    error,
    'This page has no section "audit-form". Its sections: #benefits, #open-roles.',
  );
  await expect(page.getByTestId("action-publish")).toBeDisabled();

  await fillField(page, href, "#open-roles");
  await expect(error).toHaveCount(0, { timeout: VALIDATION_ANSWERS_WITHIN });
  await fillField(page, href, published);
  // The draft is stored as it was published: the editing specs after this one publish the careers page.
  await expect
    .poll(async () => (await editingLake().getDocument("drafts.careersPage"))?.resume?.button?.href, {
      timeout: VALIDATION_ANSWERS_WITHIN,
    })
    .toBe(published);
});
