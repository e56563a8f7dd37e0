import type { Locator, Page } from "@playwright/test";
import { quoteSteps } from "../../lib/quote/steps.ts";
import {
  budgetOptions,
  featureOptions,
  industryOptions,
  timelineOptions,
} from "../../lib/validations/options.ts";
import { quotePricing } from "../../studio/seed/source/pricing.ts";
import {
  expect,
  holdServerActions,
  hydrated,
  seriousA11yViolations,
  test,
  toast,
} from "./support/fixtures.ts";
import {
  rowsByEmail,
  startServerWithUnreachableBackend,
  type UnreachableBackendServer,
  uniqueAddress,
  uniqueEmail,
} from "./support/leads.ts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

async function openQuote(page: Page, base = "") {
  await page.goto(`${base}/contact`);
  const trigger = await hydrated(page.getByRole("button", { name: "Get Comprehensive Quote" }));
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return { trigger, dialog };
}

async function expectStep(dialog: Locator, step: number) {
  await expect(dialog.getByText(`Step ${step} of ${quoteSteps.length}`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("group", { name: quoteSteps[step - 1] })).toBeVisible();
  await expect(
    dialog.getByRole("list", { name: "Quote request progress" }).locator('[aria-current="step"]'),
  ).toContainText(quoteSteps[step - 1] ?? "");
}

const estimateOf = (dialog: Locator) => dialog.getByRole("region", { name: "Instant estimate" });

async function fillAllSteps(dialog: Locator, email: string) {
  await dialog.getByLabel("Full Name").fill("Katherine Johnson");
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByLabel("Phone Number").fill("+1 832 555 0199");
  await dialog.getByLabel("Company").fill("NASA Langley");
  await dialog.getByRole("button", { name: "Next Step" }).click();
  await dialog.getByLabel("Project Type").selectOption("ecommerce");
  await dialog.getByLabel("Budget Range").selectOption("50k-100k");
  await dialog.getByLabel("Timeline").selectOption("relaxed");
  await dialog.getByRole("button", { name: "Next Step" }).click();
  await dialog.getByLabel("Project Description").fill("An online store for mission patches.");
  await dialog.getByLabel("Industry").selectOption("E-commerce");
  await dialog.getByLabel("Current Website").fill("https://patches.example");
  await dialog.getByText("Payment Integration").click();
  await dialog.getByText("Admin Panel").click();
  await dialog.getByRole("button", { name: "Next Step" }).click();
  await dialog.getByLabel("Goals").fill("Sell worldwide");
}

test("the wizard walks four gated steps, submits, closes, resets and stores the eight columns", async ({
  page,
  consoleProblems,
}) => {
  const email = uniqueEmail("quote");
  const { trigger, dialog } = await openQuote(page);
  await expectStep(dialog, 1);
  const previous = dialog.getByRole("button", { name: "Previous" });
  const next = dialog.getByRole("button", { name: "Next Step" });
  await expect(previous).toBeDisabled();
  await expect(next).toBeDisabled();
  await dialog.getByLabel("Full Name").fill("Katherine Johnson");
  await dialog.getByLabel("Email Address").fill(email);
  await expect(next).toBeDisabled();
  await dialog.getByLabel("Phone Number").fill("+1 832 555 0199");
  await expect(next).toBeEnabled();
  await expect(dialog.getByLabel("Email Address")).toHaveAttribute("type", "email");
  await expect(dialog.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
  await dialog.getByLabel("Company").fill("NASA Langley");
  await next.click();

  await expectStep(dialog, 2);
  await expect(previous).toBeEnabled();
  await expect(next).toBeDisabled();
  await expect(dialog.getByLabel("Budget Range").locator("option")).toHaveText([
    "Select a budget",
    ...budgetOptions.map((o) => o.label),
  ]);
  await expect(dialog.getByLabel("Timeline").locator("option")).toHaveText([
    "Select a timeline",
    ...timelineOptions.map((o) => o.label),
  ]);
  await dialog.getByLabel("Project Type").selectOption("ecommerce");
  await dialog.getByLabel("Budget Range").selectOption("50k-100k");
  await expect(next).toBeDisabled();
  await dialog.getByLabel("Timeline").selectOption("relaxed");
  await next.click();

  await expectStep(dialog, 3);
  await expect(dialog.getByLabel("Industry").locator("option")).toHaveText([
    "Select an industry",
    ...industryOptions,
  ]);
  await expect(dialog.getByRole("checkbox")).toHaveCount(featureOptions.length);
  await dialog.getByLabel("Project Description").fill("An online store for mission patches.");
  await expect(next).toBeDisabled();
  await dialog.getByLabel("Industry").selectOption("E-commerce");
  await dialog.getByText("Payment Integration").click();
  await dialog.getByText("Admin Panel").click();
  await dialog.getByText("Mobile App").click();
  await dialog.getByText("Mobile App").click();
  await expect(dialog.getByRole("checkbox", { name: "Mobile App" })).not.toBeChecked();
  await next.click();

  await expectStep(dialog, 4);
  await previous.click();
  await expectStep(dialog, 3);
  await expect(dialog.getByLabel("Project Description")).toHaveValue("An online store for mission patches.");
  await expect(dialog.getByRole("checkbox", { name: "Admin Panel" })).toBeChecked();
  await next.click();
  await dialog.getByLabel("Goals").fill("Sell worldwide");
  await expect(dialog).toContainText("$50,000-$100,000");
  // E-commerce (18,000 – 35,000) + Payment Integration 3,500 + Admin Panel 4,000, × 0.95 (4-6 months)
  // × 1.1 (the $50,000-$100,000 band), widened to hundreds: the seed's pricing model.
  await expect(estimateOf(dialog)).toContainText("$26,600 – $44,500");

  const held = await holdServerActions(page);
  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  held.release();
  await expect(toast(page, "success", "Quote Request Submitted! 🚀")).toContainText(
    "We'll contact you within 24 hours with a detailed proposal.",
  );
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  expect(await rowsByEmail("project_evaluations", email)).toEqual([
    {
      id: expect.any(String),
      name: "Katherine Johnson",
      email,
      phone: "+1 832 555 0199",
      service: "web-applications",
      estimated_budget: "50k-100k",
      timeline: "relaxed",
      project_description: [
        "Project Type: E-commerce Store",
        "Industry: E-commerce",
        "Features: Payment Integration, Admin Panel",
        "Current Website: None",
        "Goals: Sell worldwide",
        "",
        "Description:",
        "An online store for mission patches.",
      ].join("\n"),
      company: "NASA Langley",
      notes: null,
      // Staff's CRM fields start empty.
      assigned_to: null,
      follow_up_on: null,
      client_id: null,
      project_id: null,
      status: "new",
      suspected_spam: false,
      created_at: expect.any(String),
      // Staff's edits each claim the version they opened: a new lead is at 1.
      version: 1,
      updated_at: expect.any(String),
      updated_by: null,
      // The language the visitor wrote in: the English site's.
      locale: "en",
      estimate_low: 26600,
      estimate_high: 44500,
      estimate_note: quotePricing.note,
    },
  ]);

  await trigger.click();
  await expectStep(dialog, 1);
  await expect(dialog.getByLabel("Full Name")).toHaveValue("");
  await expect(dialog.getByLabel("Email Address")).toHaveValue("");
  expect(consoleProblems.list).toEqual([]);
});

test("step 4 estimates the answers as they are: a toggled feature moves the range, and the lead keeps it", async ({
  page,
  consoleProblems,
}) => {
  const email = uniqueEmail("quote-estimate");
  const { dialog } = await openQuote(page);
  const next = dialog.getByRole("button", { name: "Next Step" });
  await dialog.getByLabel("Full Name").fill("Mary Jackson");
  await dialog.getByLabel("Email Address").fill(email);
  await dialog.getByLabel("Phone Number").fill("+1 713 555 0123");
  await next.click();
  await dialog.getByLabel("Project Type").selectOption("website");
  await dialog.getByLabel("Budget Range").selectOption("10k-25k");
  await dialog.getByLabel("Timeline").selectOption("standard");
  await next.click();
  await dialog.getByLabel("Project Description").fill("A site for a Houston engineering firm.");
  await dialog.getByLabel("Industry").selectOption("Technology");
  await next.click();

  await expectStep(dialog, 4);
  const estimate = estimateOf(dialog);
  // A business website with no features, 2-4 months and the $10,000-$25,000 band: both multipliers 1.
  await expect(estimate).toContainText("$8,000 – $15,000");
  await expect(estimate).toContainText(quotePricing.note);

  await dialog.getByRole("button", { name: "Previous" }).click();
  await dialog.getByText("Mobile App").click();
  await next.click();
  // Mobile App adds 15,000 to both ends.
  await expect(estimate).toContainText("$23,000 – $30,000");
  await expect(estimate).not.toContainText("$8,000 – $15,000");

  await dialog.getByRole("button", { name: "Previous" }).click();
  await dialog.getByText("Mobile App").click();
  await dialog.getByText("SEO Optimization").click();
  await next.click();
  await expect(estimate).toContainText("$9,500 – $16,500");

  await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(toast(page, "success", "Quote Request Submitted! 🚀")).toBeVisible();
  const [row] = await rowsByEmail("project_evaluations", email);
  expect(row).toMatchObject({ estimate_low: 9500, estimate_high: 16500, estimate_note: quotePricing.note });
  expect(row?.project_description).toContain("Features: SEO Optimization\n");
  expect(consoleProblems.list).toEqual([]);
});

test("an industry's quote button opens the wizard with that industry chosen", async ({ page }) => {
  await page.goto("/industries");
  const trigger = await hydrated(page.getByRole("button", { name: "Get a Healthcare Quote" }));
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel("Full Name").fill("Mary Jackson");
  await dialog.getByLabel("Email Address").fill("mary@example.com");
  await dialog.getByLabel("Phone Number").fill("+1 832 555 0142");
  await dialog.getByRole("button", { name: "Next Step" }).click();
  await dialog.getByLabel("Project Type").selectOption("webapp");
  await dialog.getByLabel("Budget Range").selectOption("50k-100k");
  await dialog.getByLabel("Timeline").selectOption("relaxed");
  await dialog.getByRole("button", { name: "Next Step" }).click();
  await expectStep(dialog, 3);
  await expect(dialog.getByLabel("Industry")).toHaveValue("Healthcare");
});

test("the wizard works with the keyboard alone: focus stays inside, Escape closes, focus returns", async ({
  page,
  consoleProblems,
}) => {
  // Some sixty key presses and three steps: on a busy machine this walk alone can pass a minute.
  test.slow();
  const email = uniqueEmail("quote-keys");
  await page.goto("/contact");
  const trigger = await hydrated(page.getByRole("button", { name: "Get Comprehensive Quote" }));
  for (let i = 0; i < 60 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toBeFocused();

  await page.keyboard.type("Dorothy Vaughan");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("832-555-0142");
  // Enter in a field moves on, like the Next Step button.
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Project Type")).toBeFocused();

  // Selects take the first letters of an option.
  await page.keyboard.type("Landing");
  await page.keyboard.press("Tab");
  await page.keyboard.type("$10");
  await page.keyboard.press("Tab");
  await page.keyboard.type("6");
  await expect(dialog.getByLabel("Project Type")).toHaveValue("landing");
  await expect(dialog.getByLabel("Budget Range")).toHaveValue("10k-25k");
  await expect(dialog.getByLabel("Timeline")).toHaveValue("flexible");

  // Focus is trapped in the dialog.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole("button", { name: "Next Step" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Project Description")).toBeFocused();
  await page.keyboard.type("A launch page for a new programming course.");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Edu");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("checkbox", { name: "User Authentication" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: "User Authentication" })).toBeChecked();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expectStep(dialog, 3);
  await expect(dialog.getByLabel("Project Description")).toHaveValue(
    "A launch page for a new programming course.",
  );

  await dialog.getByRole("button", { name: "Next Step" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Goals")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Submit Quote Request" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "success", "Quote Request Submitted! 🚀")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  const [row] = await rowsByEmail("project_evaluations", email);
  expect(row).toMatchObject({
    name: "Dorothy Vaughan",
    phone: "832-555-0142",
    service: "web-development",
    estimated_budget: "10k-25k",
    timeline: "flexible",
    company: null,
    notes: null,
  });
  expect(row?.project_description).toContain("Features: User Authentication\n");
  expect(consoleProblems.list).toEqual([]);
});

test("the open dialog has no serious accessibility violations", async ({ page }) => {
  const { dialog } = await openQuote(page);
  await dialog.getByRole("button", { name: "Next Step" }).isDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the dialog fills the screen and every step fits without sideways scrolling", async ({ page }) => {
    const { dialog } = await openQuote(page);
    // The frame opened by the tap is taken over by the wizard once its code is in: measure what stays.
    await expect.poll(async () => (await dialog.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(389);
    await fillAllSteps(dialog, uniqueEmail("quote-phone"));
    await expect(dialog.getByRole("button", { name: "Submit Quote Request" })).toBeInViewport();
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("with the backend unreachable", () => {
  test.describe.configure({ mode: "serial" });
  let server: UnreachableBackendServer;
  test.beforeAll(async () => {
    server = await startServerWithUnreachableBackend();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a failed submit shows 'Submission failed' and keeps the dialog, the step and every answer", async ({
    page,
  }) => {
    const email = uniqueEmail("quote-down");
    const { dialog } = await openQuote(page, server.baseURL);
    await fillAllSteps(dialog, email);
    await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(toast(page, "error", "Submission failed")).toContainText(
      "Please try again or contact us directly.",
    );
    await expect(dialog).toBeVisible();
    await expectStep(dialog, 4);
    await expect(dialog.getByLabel("Goals")).toHaveValue("Sell worldwide");
    for (let step = 3; step >= 1; step--) await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Katherine Johnson");
    await expect(dialog.getByLabel("Email Address")).toHaveValue(email);
    expect(await rowsByEmail("project_evaluations", email)).toEqual([]);
  });
});
