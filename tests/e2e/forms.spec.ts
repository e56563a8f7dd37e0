import type { Locator } from "@playwright/test";
import {
  expect,
  holdLateScripts,
  holdServerActions,
  hydrated,
  isHydrated,
  seriousA11yViolations,
  test,
  toast,
} from "./support/fixtures.ts";
import {
  callAction,
  outboxFor,
  rowsByEmail,
  STAFF_INBOX,
  startServerWithUnreachableBackend,
  type UnreachableBackendServer,
  uniqueAddress,
  uniqueEmail,
} from "./support/leads.ts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

async function fillContact(form: Locator, email: string) {
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace <b>&</b>");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Company").fill("Analytical Engines");
  await form.getByLabel("Message").fill("We need a portal.\nWith two lines.");
}

test.describe("contact form on /contact", () => {
  test("sends, shows 'Sending...', clears, and stores exactly the five fields", async ({
    page,
    consoleProblems,
  }) => {
    const email = uniqueEmail("contact");
    await page.goto("/contact");
    const form = await hydrated(page.getByRole("form", { name: "Quick contact" }));
    await fillContact(form, email);
    const held = await holdServerActions(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    held.release();

    await expect(toast(page, "success", "Message sent successfully! 🚀")).toContainText(
      "We'll get back to you within 24 hours.",
    );
    for (const label of ["First name", "Last name", "Email", "Company", "Message"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    const rows = await rowsByEmail("contact_submissions", email);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        first_name: "Ada",
        last_name: "Lovelace <b>&</b>",
        email,
        company: "Analytical Engines",
        message: "We need a portal.\nWith two lines.",
        status: "new",
        suspected_spam: false,
        notes: null,
        // Staff's CRM fields start empty.
        assigned_to: null,
        follow_up_on: null,
        client_id: null,
        created_at: expect.any(String),
        // Staff's edits each claim the version they opened: a new lead is at 1.
        version: 1,
        updated_at: expect.any(String),
        updated_by: null,
        // The language the visitor wrote in: the English site's.
        locale: "en",
      },
    ]);
    // Staff hear of it once, by mail, after the visitor already has the answer.
    await expect(async () => {
      const notices = (await outboxFor(STAFF_INBOX)).filter((mail) => mail.subject.includes(email));
      expect(notices.map((mail) => mail.subject)).toEqual([
        `New contact message: Ada Lovelace <b>&</b> <${email}>`,
      ]);
    }).toPass();
    expect(consoleProblems.list).toEqual([]);
  });

  test("shows accessible inline errors for empty and invalid fields and sends nothing", async ({ page }) => {
    await page.goto("/contact");
    const form = await hydrated(page.getByRole("form", { name: "Quick contact" }));
    await form.getByLabel("First name").fill("   ");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();

    const firstName = form.getByLabel("First name");
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("First name is required.");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription("Message is required.");
    await expect(firstName).toBeFocused();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("after five sends from one address, forged X-Forwarded-For entries or not, the sixth is refused and says when to retry", async ({
    page,
  }) => {
    // The suite's server trusts one proxy hop (playwright.config.ts): the last entry is the address.
    const address = uniqueAddress();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": `${uniqueAddress()}, ${address}` });
    for (let i = 0; i < 5; i++) {
      const valid = {
        firstName: "Ada",
        lastName: "Lovelace",
        email: uniqueEmail("flood"),
        company: "Analytical Engines",
        message: "Hello",
      };
      const { result } = await callAction(
        page.request,
        "/contact",
        "submitContact",
        valid,
        `${uniqueAddress()}, ${address}`,
      );
      expect(result).toEqual({ ok: true });
    }
    const refused = await callAction(
      page.request,
      "/contact",
      "submitContact",
      { firstName: "A", lastName: "B", email: uniqueEmail("flood"), company: "C", message: "D" },
      `${uniqueAddress()}, ${address}`,
    );
    expect(refused.result).toMatchObject({
      ok: false,
      toast: "contactFailed",
      retryAfterSeconds: expect.any(Number),
    });
    const email = uniqueEmail("limited");
    await page.goto("/contact");
    const form = await hydrated(page.getByRole("form", { name: "Quick contact" }));
    await fillContact(form, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      /^You have sent several requests in a short time\. Please try again in (9|10) minutes\.$/,
    );
    await expect(toast(page, "error", "Submission failed")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(email);
    expect(await rowsByEmail("contact_submissions", email)).toEqual([]);
  });

  test("a filled honeypot is answered like a success and stores nothing", async ({ page }) => {
    const email = uniqueEmail("bot");
    const { result } = await callAction(page.request, "/contact", "submitContact", {
      firstName: "Bot",
      lastName: "Bot",
      email,
      company: "Spam",
      message: "Buy now",
      website: "http://spam.example",
    });
    expect(result).toEqual({ ok: true });
    expect(await rowsByEmail("contact_submissions", email)).toEqual([]);
  });
});

test.describe("newsletter in the footer", () => {
  test("subscribes, clears, stores the email, and says 'Already subscribed' the second time", async ({
    page,
    consoleProblems,
  }) => {
    const email = uniqueEmail("news");
    await page.goto("/about");
    const form = await hydrated(page.getByRole("contentinfo").getByRole("form", { name: "Newsletter" }));
    await form.getByLabel("Email address").fill(email);
    const held = await holdServerActions(page);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    held.release();
    await expect(toast(page, "success", "Successfully subscribed! 📧")).toContainText(
      "Welcome to our newsletter. Stay tuned for updates!",
    );
    await expect(form.getByLabel("Email address")).toHaveValue("");
    expect(await rowsByEmail("newsletter_subscriptions", email)).toEqual([
      {
        id: expect.any(String),
        email,
        subscribed_at: expect.any(String),
        is_active: true,
        suspected_spam: false,
        // Staff's Deactivate / Reactivate claims the version it was shown: a new subscriber is at 1.
        version: 1,
        updated_at: expect.any(String),
        updated_by: null,
        // The language the visitor wrote in: the English site's.
        locale: "en",
      },
    ]);

    await form.getByLabel("Email address").fill(email.toUpperCase());
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "error", "Already subscribed")).toContainText(
      "This email is already subscribed to our newsletter.",
    );
    await expect(form.getByLabel("Email address")).toHaveValue(email.toUpperCase());
    expect(await rowsByEmail("newsletter_subscriptions", email)).toHaveLength(1);
    expect(consoleProblems.list).toEqual([]);
  });

  test("hydrates after the page, keeps what was typed before its code came, and sends a submit made before", async ({
    page,
    consoleProblems,
  }) => {
    const email = uniqueEmail("news-early");
    const { held, release } = await holdLateScripts(page, "/careers");
    await page.goto("/careers");
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter" });
    const input = form.getByLabel("Email address");
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length, { message: "the form's code is asked for" }).toBeGreaterThan(0);
    expect(await isHydrated(input), "the rest of the page is hydrated, the footer form is not").toBe(false);

    await input.fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(input).toHaveValue(email);
    expect(await isHydrated(input)).toBe(false);
    expect(await rowsByEmail("newsletter_subscriptions", email)).toEqual([]);

    release();
    await expect(toast(page, "success", "Successfully subscribed! 📧")).toBeVisible();
    await expect(input).toHaveValue("");
    expect(await rowsByEmail("newsletter_subscriptions", email)).toHaveLength(1);
    expect(page.url()).not.toContain("email=");
    expect(consoleProblems.list).toEqual([]);
  });

  test("is on every page's footer", async ({ page }) => {
    for (const route of ["/", "/services", "/careers", "/services/brand-identity"]) {
      await page.goto(route);
      await expect(page.getByRole("contentinfo").getByRole("form", { name: "Newsletter" })).toBeVisible();
    }
  });
});

test.describe("evaluation form on the home page", () => {
  test("sends name, email and service with phone null, shows 'Submitting...', clears", async ({
    page,
    consoleProblems,
  }) => {
    const email = uniqueEmail("evaluation");
    await page.goto("/");
    const form = await hydrated(page.getByRole("form", { name: "Project evaluation" }));
    await form.getByLabel("Name").fill("Grace Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Service").selectOption({ label: "SEO & Insights" });
    const held = await holdServerActions(page);
    await form.getByRole("button", { name: "Get My Free Evaluation" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    held.release();
    await expect(toast(page, "success", "Request submitted successfully! 🚀")).toContainText(
      "We'll get back to you within 2 hours with your project evaluation.",
    );
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Service")).toHaveValue("");
    expect(await rowsByEmail("project_evaluations", email)).toEqual([
      {
        id: expect.any(String),
        name: "Grace Hopper",
        email,
        phone: null,
        company: null,
        service: "seo-insights",
        estimated_budget: null,
        timeline: null,
        project_description: null,
        // The evaluation form shows no estimate, so none is stored with it.
        estimate_low: null,
        estimate_high: null,
        estimate_note: null,
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
      },
    ]);
    expect(consoleProblems.list).toEqual([]);
  });

  test("offers the published services by their names on the site", async ({ page }) => {
    await page.goto("/");
    await hydrated(page.getByRole("form", { name: "Project evaluation" }));
    const options = page
      .getByRole("form", { name: "Project evaluation" })
      .getByLabel("Service")
      .locator("option");
    await expect(options).toHaveText([
      "Select a service",
      "Web Development",
      "Mobile Applications",
      "Web Applications",
      "Cloud Solutions",
      "SEO & Insights",
      "Brand Identity",
      "Digital Campaigns",
      "Experience Optimization",
    ]);
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

  test("the contact form shows 'Submission failed', keeps every field, stores nothing", async ({ page }) => {
    const email = uniqueEmail("contact-down");
    await page.goto(`${server.baseURL}/contact`);
    const form = await hydrated(page.getByRole("form", { name: "Quick contact" }));
    await fillContact(form, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "error", "Submission failed")).toContainText(
      "Please try again or contact us directly.",
    );
    await expect(form.getByLabel("First name")).toHaveValue("Ada");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Message")).toHaveValue("We need a portal.\nWith two lines.");
    expect(await rowsByEmail("contact_submissions", email)).toEqual([]);
  });

  test("the newsletter shows 'Subscription failed', keeps the email, stores nothing", async ({ page }) => {
    const email = uniqueEmail("news-down");
    await page.goto(`${server.baseURL}/about`);
    const form = await hydrated(page.getByRole("contentinfo").getByRole("form", { name: "Newsletter" }));
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "error", "Subscription failed")).toContainText("Please try again later.");
    await expect(form.getByLabel("Email address")).toHaveValue(email);
    expect(await rowsByEmail("newsletter_subscriptions", email)).toEqual([]);
  });

  test("the evaluation form shows 'Submission failed', keeps every field, stores nothing", async ({
    page,
  }) => {
    const email = uniqueEmail("evaluation-down");
    await page.goto(`${server.baseURL}/`);
    const form = await hydrated(page.getByRole("form", { name: "Project evaluation" }));
    await form.getByLabel("Name").fill("Grace Hopper");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("832-555-0100");
    await form.getByRole("button", { name: "Get My Free Evaluation" }).click();
    await expect(toast(page, "error", "Submission failed")).toContainText(
      "Please try again or contact us directly.",
    );
    await expect(form.getByLabel("Name")).toHaveValue("Grace Hopper");
    await expect(form.getByLabel("Phone")).toHaveValue("832-555-0100");
    expect(await rowsByEmail("project_evaluations", email)).toEqual([]);
  });
});
