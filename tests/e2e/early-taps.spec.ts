import type { Page } from "@playwright/test";
import { expect, hydrated, QUOTE_WIZARD_MARKER, test, toast } from "./support/fixtures.ts";
import { rowsByEmail, uniqueAddress, uniqueEmail } from "./support/leads.ts";

// A prerendered page asks for its code only once its first paint is on screen (lib/cache-csp/start-up-scripts.ts):
// on a phone that is a second or two in which it shows controls. Each test holds the page's code back,
// taps a control as soon as it shows, then lets the code come: the tap is answered at once and still
// holds once the island has arrived.

/**
 * Holds the page's chunks until `release()`: every one, so the page is its server HTML and start-up
 * script; or, given `only`, those whose code it matches, every other chunk served at once.
 */
async function holdCode(page: Page, only?: (code: string) => boolean) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    if (!only) {
      held++;
      await gate;
      await route.continue();
      return;
    }
    const response = await route.fetch();
    const body = await response.text();
    if (only(body)) {
      held++;
      await gate;
    }
    await route.fulfill({ response, body });
  });
  return { release: () => release(), held: () => held };
}

/** Opens a page without waiting for its code, which the test holds. */
async function openBeforeCode(page: Page, path: string) {
  const code = await holdCode(page);
  await page.goto(path, { waitUntil: "commit" });
  // The start-up script asked for the chunks: the page is painted and waiting for them.
  await expect.poll(code.held).toBeGreaterThan(0);
  return code;
}

test.describe("on a phone, before the page's code has run", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // A chunk still being fetched for a held route when the test ends would fail the next test in the
  // worker ("Response has been disposed"): the routes go, their pending handlers with them.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("a quote button shows the first step at once; the wizard takes over what was typed", async ({
    page,
    consoleProblems,
  }) => {
    const code = await openBeforeCode(page, "/contact");
    const button = page.getByRole("button", { name: "Get Comprehensive Quote" });
    await button.tap();
    const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    // The link's own page is for a browser that runs no script: this one stayed.
    expect(new URL(page.url()).pathname).toBe("/contact");
    // The first step is there before the wizard's code: the visitor starts typing.
    await dialog.getByLabel("Full Name").fill("Early Tapper");
    await dialog.getByLabel("Email Address").pressSequentially("early@");

    code.release();
    // The wizard takes the first step's place, with the answers and the field being typed in: one dialog
    // and one form in the page, before and after.
    await expect(dialog.getByRole("progressbar")).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("[role=dialog]")).toHaveCount(1);
    await expect(page.getByLabel("Full Name")).toHaveCount(1);
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Early Tapper");
    await expect(dialog.getByLabel("Email Address")).toHaveValue("early@");
    await expect(dialog.getByLabel("Email Address")).toBeFocused();
    await page.keyboard.type("example.com");
    await expect(dialog.getByLabel("Email Address")).toHaveValue("early@example.com");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // The answers are kept for the next open, as after any other first tap.
    await button.click();
    await expect(page.getByRole("dialog").getByLabel("Full Name")).toHaveValue("Early Tapper");
    expect(consoleProblems.list).toEqual([]);
  });

  test("a quote button tapped before the wizard's code shows the first step at once, one dialog", async ({
    page,
    consoleProblems,
  }) => {
    // The page and its quote buttons hydrate; the wizard's code is held once asked for.
    const code = await holdCode(page, (chunk) => chunk.includes(QUOTE_WIZARD_MARKER));
    await page.goto("/contact");
    const button = await hydrated(page.getByRole("button", { name: "Get Comprehensive Quote" }));
    // A button in view does not fetch the wizard: the page's load does not carry it.
    await page.waitForLoadState("networkidle");
    expect(code.held()).toBe(0);
    await button.tap();
    const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    // The tap asked for the wizard's code, which is still held: this first step is the page's HTML.
    await expect.poll(code.held).toBeGreaterThan(0);
    await expect(dialog.getByRole("progressbar")).toHaveCount(0);
    await expect(page.locator("[role=dialog]")).toHaveCount(1);
    await dialog.getByLabel("Full Name").fill("Late Wizard");

    code.release();
    await expect(dialog.getByRole("progressbar")).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("[role=dialog]")).toHaveCount(1);
    await expect(page.getByLabel("Full Name")).toHaveCount(1);
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Late Wizard");
    await dialog.getByLabel("Email Address").fill("late@example.com");
    await dialog.getByLabel("Phone Number").fill("+1 713 555 0101");
    await dialog.getByRole("button", { name: "Next Step" }).click();
    await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
    expect(consoleProblems.list).toEqual([]);
  });

  test("a first step filled before the wizard's code opens Next Step once the wizard takes it over", async ({
    page,
  }) => {
    const code = await holdCode(page, (chunk) => chunk.includes(QUOTE_WIZARD_MARKER));
    await page.goto("/contact");
    await (await hydrated(page.getByRole("button", { name: "Get Comprehensive Quote" }))).tap();
    const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
    await dialog.getByLabel("Full Name").fill("Whole Step");
    await dialog.getByLabel("Email Address").fill("whole@example.com");
    await dialog.getByLabel("Phone Number").fill("+1 713 555 0102");
    await dialog.getByLabel("Company").fill("Early Co");
    await expect.poll(code.held).toBeGreaterThan(0);

    code.release();
    await expect(dialog.getByRole("progressbar")).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByLabel("Company")).toHaveValue("Early Co");
    await dialog.getByRole("button", { name: "Next Step" }).click();
    await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
  });

  test("Next Step on the first step before the code comes is held, and the wizard goes on from it", async ({
    page,
  }) => {
    const code = await openBeforeCode(page, "/contact");
    await page.getByRole("button", { name: "Get Comprehensive Quote" }).tap();
    const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
    await dialog.getByLabel("Full Name").fill("Held Step");
    await dialog.getByLabel("Email Address").fill("held@example.com");
    await dialog.getByLabel("Phone Number").fill("+1 713 555 0100");
    await dialog.getByRole("button", { name: "Next Step" }).tap();
    expect(new URL(page.url()).pathname).toBe("/contact");

    code.release();
    await expect(dialog.getByText("Step 2 of 4")).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByLabel("Project Type")).toBeVisible();
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByLabel("Phone Number")).toHaveValue("+1 713 555 0100");
  });

  test("a quote button's frame closed before the code comes stays closed when it comes", async ({ page }) => {
    const code = await openBeforeCode(page, "/contact");
    const button = page.getByRole("button", { name: "Get Comprehensive Quote" });
    const dialog = page.getByRole("dialog", { name: "Get Your Comprehensive Quote" });
    await button.tap();
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.tap();
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    code.release();
    // Once the button's island has taken it over, it has nothing left to answer.
    await expect
      .poll(() =>
        button.evaluate((el) =>
          Boolean((window as { __earlyTaps?: { live: WeakSet<Element> } }).__earlyTaps?.live.has(el)),
        ),
      )
      .toBe(true);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an industry tab is chosen at once, and the tabs go on from it once their code comes", async ({
    page,
  }) => {
    const code = await openBeforeCode(page, "/");
    const legal = page.getByRole("tab", { name: "Legal" });
    await legal.scrollIntoViewIfNeeded();
    await legal.tap();
    await expect(legal).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toContainText("Legal");

    code.release();
    await hydrated(legal);
    await expect(legal).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Legal");
    // The island took the early choice as its own: the arrow moves on from Legal.
    await legal.focus();
    await page.keyboard.press("ArrowRight");
    const next = page.getByRole("tab", { name: "Healthcare" });
    await expect(next).toHaveAttribute("aria-selected", "true");
    await expect(legal).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toContainText("Healthcare");
  });

  test("the header menu opens at once and stays open when its code comes", async ({ page }) => {
    const code = await openBeforeCode(page, "/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeVisible();

    code.release();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true", { timeout: 30_000 });
    await expect(mobileNav).toBeVisible();
    await close.click();
    await expect(mobileNav).toBeHidden();
  });

  test("a form sent empty before its code marks its fields at once; the island then says what is missing", async ({
    page,
  }) => {
    const code = await openBeforeCode(page, "/contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const form = page.getByRole("form", { name: "Quick contact" });
    await form.getByRole("button", { name: "Send Message" }).tap();
    // Seen at once, by the page's start-up script: the empty fields are marked and the first has focus.
    await expect(form.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("First Name")).toBeFocused();
    expect(posts).toEqual([]);

    // The island comes, takes the held submit and names each missing field in its own words.
    code.release();
    await expect(form.getByLabel("First Name")).toHaveAccessibleDescription("First name is required.", {
      timeout: 30_000,
    });
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Email is required.");
    await expect(form.getByLabel("Company")).toHaveAccessibleDescription("Company is required.");
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("what was typed in a form before its code came is kept, and sent once the code is there", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueAddress() });
    const code = await openBeforeCode(page, "/contact");
    const form = page.getByRole("form", { name: "Quick contact" });
    const email = uniqueEmail("typed-early");
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill("Hopper");
    await form.getByLabel("Email").fill(email);

    code.release();
    await hydrated(form);
    await expect(form.getByLabel("First name")).toHaveValue("Grace");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await form.getByLabel("Company").fill("Harvard Mark I");
    await form.getByLabel("Message").fill("Typed while the page was loading.");
    await form.getByRole("button", { name: "Send Message" }).tap();
    await expect(toast(page, "success", "Message sent successfully! 🚀")).toBeVisible();
    expect(await rowsByEmail("contact_submissions", email)).toEqual([
      expect.objectContaining({
        first_name: "Grace",
        last_name: "Hopper",
        company: "Harvard Mark I",
        message: "Typed while the page was loading.",
      }),
    ]);
  });

  test("the account menu's Sign In opens the sign-in page", async ({ page }) => {
    await openBeforeCode(page, "/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    await page.locator("[popover]").getByRole("link", { name: "Sign In" }).tap();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe("on a phone, in Spanish, before the page's code has run", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.55" },
  });
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("the account menu's Iniciar sesión opens /es/acceso", async ({ page }) => {
    await openBeforeCode(page, "/es");
    await page.getByRole("button", { name: "Abrir menú" }).tap();
    await page.getByRole("navigation", { name: "Menú móvil" }).waitFor();
    await page.locator("[popover]").getByRole("link", { name: "Iniciar sesión" }).tap();
    await expect(page).toHaveURL(/\/es\/acceso$/);
  });

  test("a sign-in tapped before the code comes is answered by the server, in Spanish", async ({ page }) => {
    await openBeforeCode(page, "/es/acceso");
    const form = page.getByRole("form", { name: "Iniciar sesión" });
    await form.getByLabel("Correo electrónico").fill("nadie@example.com");
    await form.getByLabel("Contraseña").fill("no es la contraseña");
    await form.getByRole("button", { name: "Iniciar sesión" }).tap();
    await expect(form.getByRole("alert")).toContainText(
      "El correo electrónico o la contraseña no son correctos.",
    );
    await expect(form.getByLabel("Correo electrónico")).toHaveValue("nadie@example.com");
  });
});
