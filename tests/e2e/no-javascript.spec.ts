import { createClient } from "@supabase/supabase-js";
import { type FixtureServer, startFixtureServer } from "../fixtures/seo/server.ts";
import { flawedSite } from "../fixtures/seo/sites.ts";
import { confirmedAccount, PASSWORD } from "./support/admin-session.ts";
import { expect, test } from "./support/fixtures.ts";
import { keys, outboxFor, rowsByEmail, uniqueEmail } from "./support/leads.ts";
import { expectFieldError, withoutScripts } from "./support/no-scripts.ts";

/**
 * Every form and the analyzer with scripts off: the browser posts the form itself, the server action
 * answers, and the page it renders again says what happened (the toast's words, each field's error
 * beside its field). What is stored is read back from the database.
 */

test.afterEach(async ({ browser }) => {
  for (const context of browser.contexts()) await context.close();
});

test.describe("contact form on /contact", () => {
  test("stores a valid message and says so; refuses an invalid one with each field's error", async ({
    browser,
  }) => {
    const page = await withoutScripts(browser);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Quick contact" });
    const email = uniqueEmail("nojs-contact");
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Email").fill("not an address");
    await form.getByLabel("Message").fill("We need a portal.\nWith two lines.");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByRole("alert")).toContainText("Submission failed");
    await expectFieldError(form, "Email", "Please enter a valid email address.");
    await expectFieldError(form, "Company", "Company is required.");
    // What was typed is still there.
    await expect(form.getByLabel("First name")).toHaveValue("Ada");
    await expect(form.getByLabel("Message")).toHaveValue("We need a portal.\nWith two lines.");
    expect(await rowsByEmail("contact_submissions", "not an address")).toEqual([]);

    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("Analytical Engines");
    await form.getByRole("button", { name: "Send Message" }).click();
    const status = form.getByRole("status");
    await expect(status).toContainText("Message sent successfully! 🚀");
    await expect(status).toContainText("We'll get back to you within 24 hours.");
    await expect(form.getByLabel("First name")).toHaveValue("");
    expect(await rowsByEmail("contact_submissions", email)).toEqual([
      expect.objectContaining({
        first_name: "Ada",
        last_name: "Lovelace",
        email,
        company: "Analytical Engines",
        message: "We need a portal.\nWith two lines.",
        status: "new",
        suspected_spam: false,
      }),
    ]);
  });

  test("a filled honeypot is answered as a success and stores nothing", async ({ browser }) => {
    const page = await withoutScripts(browser);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Quick contact" });
    const email = uniqueEmail("nojs-bot");
    await form.getByLabel("First name").fill("Bot");
    await form.getByLabel("Last name").fill("Bot");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("Bots");
    await form.getByLabel("Message").fill("Buy now");
    await form.locator('input[name="website"]').fill("https://spam.example");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("Message sent successfully! 🚀");
    expect(await rowsByEmail("contact_submissions", email)).toEqual([]);
  });
});

test("the home evaluation form stores a request and refuses one without a name", async ({ browser }) => {
  const page = await withoutScripts(browser);
  await page.goto("/");
  const form = page.getByRole("form", { name: "Project evaluation" });
  const email = uniqueEmail("nojs-evaluation");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Service").selectOption("cloud-solutions");
  await form.getByRole("button", { name: "Get My Free Evaluation" }).click();
  await expectFieldError(form, "Name", "Name is required.");
  await expect(form.getByLabel("Service")).toHaveValue("cloud-solutions");
  expect(await rowsByEmail("project_evaluations", email)).toEqual([]);

  await form.getByLabel("Name").fill("Grace Hopper");
  await form.getByRole("button", { name: "Get My Free Evaluation" }).click();
  const status = form.getByRole("status");
  await expect(status).toContainText("Request submitted successfully! 🚀");
  await expect(status).toContainText("We'll get back to you within 2 hours with your project evaluation.");
  expect(await rowsByEmail("project_evaluations", email)).toEqual([
    expect.objectContaining({ name: "Grace Hopper", email, phone: null, service: "cloud-solutions" }),
  ]);
});

test("the footer newsletter subscribes, then says a second sign-up is already subscribed", async ({
  browser,
}) => {
  const page = await withoutScripts(browser);
  await page.goto("/about");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Email address").fill("nobody@");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expectFieldError(form, "Email address", "Please enter a valid email address.");

  const email = uniqueEmail("nojs-news");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText("Successfully subscribed! 📧");
  await expect(form.getByRole("status")).toContainText("Welcome to our newsletter. Stay tuned for updates!");
  expect(await rowsByEmail("newsletter_subscriptions", email)).toHaveLength(1);

  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("alert")).toContainText("Already subscribed");
  await expect(form.getByRole("alert")).toContainText("This email is already subscribed to our newsletter.");
  expect(await rowsByEmail("newsletter_subscriptions", email)).toHaveLength(1);
});

test("/quote takes the request in four steps, with the instant estimate, and stores it", async ({
  browser,
}) => {
  const page = await withoutScripts(browser);
  await page.goto("/quote");
  const form = page.getByRole("form", { name: "Quote request" });
  const legend = form.locator("legend").first();
  const next = form.getByRole("button", { name: "Next Step" });
  await expect(legend).toHaveText("Contact Information");
  await expect(form.getByRole("button", { name: "Previous" })).toBeDisabled();

  const email = uniqueEmail("nojs-quote");
  await form.getByLabel("Full Name").fill("Katherine Johnson");
  await next.click();
  await expect(legend).toHaveText("Contact Information");
  await expectFieldError(form, "Email Address", "Email address is required.");
  await expect(form.getByLabel("Full Name")).toHaveValue("Katherine Johnson");

  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("+1 713 555 0100");
  await form.getByLabel("Company").fill("NASA");
  await next.click();
  await expect(legend).toHaveText("Project Details");
  await expect(form.getByText("Step 2 of 4")).toBeVisible();
  await form.getByLabel("Project Type").selectOption("webapp");
  await form.getByLabel("Budget Range").selectOption("25k-50k");
  await form.getByLabel("Timeline").selectOption("standard");
  await next.click();

  await expect(legend).toHaveText("Features & Requirements");
  await form.getByRole("button", { name: "Previous" }).click();
  await expect(legend).toHaveText("Project Details");
  await expect(form.getByLabel("Budget Range")).toHaveValue("25k-50k");
  await next.click();

  await expect(legend).toHaveText("Features & Requirements");
  await form.getByLabel("Project Description").fill("Orbit calculations for every mission.");
  await form.getByLabel("Industry").selectOption("Government");
  await form.getByText("Admin Panel").click();
  await form.getByText("Analytics Dashboard").click();
  await next.click();

  await expect(legend).toHaveText("Final Details & Submit");
  const estimate = form.getByRole("region", { name: "Instant estimate" });
  await expect(estimate).toContainText(/\$[\d,]+/);
  const range = (await estimate.locator("p").nth(1).textContent()) ?? "";
  await form.getByLabel("Goals").fill("Land safely.");
  await form.getByRole("button", { name: "Submit Quote Request" }).click();

  await expect(form.getByRole("status")).toContainText("Quote Request Submitted! 🚀");
  await expect(form.getByRole("status")).toContainText(
    "We'll contact you within 24 hours with a detailed proposal.",
  );
  await expect(legend).toHaveText("Contact Information");
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  const rows = await rowsByEmail("project_evaluations", email);
  expect(rows).toEqual([
    expect.objectContaining({
      name: "Katherine Johnson",
      email,
      phone: "+1 713 555 0100",
      company: "NASA",
      service: "web-applications",
      estimated_budget: "25k-50k",
      timeline: "standard",
      estimate_low: expect.any(Number),
      estimate_high: expect.any(Number),
    }),
  ]);
  const row = rows[0] as { project_description: string; estimate_low: number; estimate_high: number };
  expect(row.project_description).toContain("Features: Analytics Dashboard, Admin Panel");
  expect(row.project_description).toContain("Goals: Land safely.");
  // The estimate shown is the one stored.
  const [low, high] = range.match(/[\d,]+/g)?.map((n) => Number(n.replace(/,/g, ""))) ?? [];
  expect([row.estimate_low, row.estimate_high]).toEqual([low, high]);
});

test.describe("sign-in", () => {
  test("a wrong password gets the auth server's message; the right one signs in and goes on", async ({
    browser,
  }) => {
    const email = await confirmedAccount("nojs-signin", false);
    const page = await withoutScripts(browser);
    await page.goto("/auth?next=/about");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByRole("button", { name: "Sign In" }).click();
    await expectFieldError(form, "Email", "Email is required.");
    await expectFieldError(form, "Password", "Password is required.");

    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("not the password");
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(form.getByRole("alert")).toContainText("Error");
    await expect(form.getByRole("alert")).toContainText("Invalid login credentials");
    await expect(form.getByLabel("Email")).toHaveValue(email);

    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/about$/);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => /^sb-.+-auth-token/.test(cookie.name))).toBe(true);
  });
});

test.describe("sign-up", () => {
  test("names each missing field, says the auth server's refusal, then creates the account to confirm", async ({
    browser,
  }) => {
    const email = uniqueEmail("nojs-signup");
    const page = await withoutScripts(browser);
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Sign up" });
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expectFieldError(form, "First Name", "First name is required.");
    await expectFieldError(form, "Last Name", "Last name is required.");
    await expectFieldError(form, "Email", "Email is required.");
    await expectFieldError(form, "Password", "Password is required.");

    await form.getByLabel("First Name").fill("Mary");
    await form.getByLabel("Last Name").fill("Jackson");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("short");
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(form.getByRole("alert")).toContainText("Error");
    await expect(form.getByRole("alert")).toContainText("Password should be at least");
    await expect(form.getByLabel("First Name")).toHaveValue("Mary");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    expect(await outboxFor(email)).toEqual([]);

    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign Up" }).click();
    await expect(form.getByRole("status")).toContainText("Success");
    await expect(form.getByRole("status")).toContainText("Please check your email to confirm your account.");

    // Stored: the account with its names, whose confirmation link comes back through /auth/confirm.
    await expect.poll(async () => (await outboxFor(email)).length).toBeGreaterThan(0);
    const link = (await outboxFor(email)).at(-1)?.link ?? "";
    expect(decodeURIComponent(link)).toContain("/auth/confirm");
    const confirmed = await fetch(link, { redirect: "manual" });
    await confirmed.body?.cancel();
    const anon = createClient(keys.apiUrl, keys.anonKey, { auth: { persistSession: false } });
    const { data, error } = await anon.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ first_name: "Mary", last_name: "Jackson" });
  });
});

test.describe("SEO analyzer", () => {
  let site: FixtureServer;
  test.beforeAll(async () => {
    site = await startFixtureServer(flawedSite);
  });
  test.afterAll(async () => {
    await site.close();
  });

  test("runs and shows its report, and names an empty address", async ({ browser }) => {
    const page = await withoutScripts(browser);
    await page.goto("/services/seo-insights");
    const root = page.locator("#seo-analyzer");
    const form = root.getByRole("form", { name: "SEO analyzer" });
    await form.getByRole("button", { name: "Analyze", exact: true }).click();
    await expect(root.getByRole("alert")).toContainText("Please enter a valid URL");

    await root.getByRole("textbox", { name: "Website URL" }).fill(site.url("/"));
    await root.getByRole("button", { name: "Analyze", exact: true }).click();
    const report = root.getByTestId("seo-results");
    await expect(report).toBeVisible();
    await expect(report).toHaveAttribute("data-url", site.url("/"));
    await expect(report.getByText(/Issues Found \(\d+\)/)).toBeVisible();
    const seoScore =
      (await report.getByTestId("score-tile").filter({ hasText: "SEO Score" }).textContent()) ?? "";
    await expect(root.getByRole("status").filter({ hasText: "Analysis Complete" })).toContainText(
      `SEO score: ${seoScore.match(/(\d+)\/100/)?.[1]}/100`,
    );
  });
});

test("a form post naming no action of this build is refused with a 4xx", async ({ request }) => {
  const posts: Record<string, string>[] = [
    { $ACTION_ID_0123456789abcdef0123456789abcdef01234567: "", email: "a@example.com" },
    { email: "a@example.com" },
  ];
  for (const multipart of posts) {
    const response = await request.post("/contact", {
      multipart,
      headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` },
    });
    expect(response.status(), JSON.stringify(Object.keys(multipart))).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  }
});
