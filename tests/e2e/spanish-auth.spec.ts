import type { Locator, Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { es } from "../../lib/i18n/dictionaries/es.ts";
import { siteSettingsEs } from "../../studio/seed/source/spanish.ts";
import {
  confirmedAccount,
  openDashboard,
  PASSWORD,
  sessionStorageState,
  siteAuthClient,
} from "./support/admin-session.ts";
import { expect, hydrated, seriousA11yViolations, test, toast } from "./support/fixtures.ts";
import { callAction, db, keys, outboxFor, uniqueAddress, uniqueEmail } from "./support/leads.ts";
import { expectFieldError, withoutScripts } from "./support/no-scripts.ts";

// Sign-in and sign-up in Spanish at /es/acceso: every word Spanish (the auth server's errors included),
// an account that carries its language, and the auth mail it gets, Spanish, whose link lands on a
// Spanish page. The English page's own tests are in auth-admin.spec.ts and no-javascript.spec.ts.
test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

const words = es.auth;
const errors = words.serverErrors;

const metadataOf = async (email: string) => {
  const anon = createClient(keys.apiUrl, keys.anonKey, { auth: { persistSession: false } });
  const { data, error } = await anon.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return data.user?.user_metadata;
};

/** Fills the sign-up form with a name, the e-mail and a password. */
async function fillSignUp(form: Locator, email: string, password: string) {
  await form.getByLabel(words.firstName).fill("Lucía");
  await form.getByLabel(words.lastName).fill("Gómez");
  await form.getByLabel(words.email).fill(email);
  await form.getByLabel(words.password).fill(password);
}

test.describe("/es/acceso", () => {
  test("is the sign-in page in Spanish, paired with /auth, kept out of search engines", async ({ page }) => {
    await page.goto("/es/acceso");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    await expect(page.getByRole("tab", { name: words.signIn })).toBeVisible();
    await expect(page.getByRole("tab", { name: words.signUp })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute("hreflang"),
          new URL(link.getAttribute("href") ?? "").pathname,
        ]),
      );
    expect(Object.fromEntries(alternates)).toEqual({
      "en-US": "/auth",
      "es-US": "/es/acceso",
      "x-default": "/auth",
    });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/acceso$/);

    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Disallow: \/es\/acceso$/m);
    const sitemap = await (await page.request.get("/es/sitemap.xml")).text();
    expect(sitemap).not.toContain("/es/acceso<");
  });

  test("signs up in Spanish; the confirmation mail is Spanish and its link lands on /es signed in", async ({
    page,
  }) => {
    const email = uniqueEmail("es-signup");
    await page.goto("/es/acceso");
    await (await hydrated(page.getByRole("tab", { name: words.signUp }))).click();
    const form = page.getByRole("form", { name: words.signUpForm });

    await form.getByRole("button", { name: words.signUp }).click();
    await expectFieldError(form, words.firstName, "Nombre es obligatorio.");
    await expectFieldError(form, words.email, "Correo electrónico es obligatorio.");
    await expectFieldError(form, words.password, words.passwordRequired);

    // The auth server refuses a short password in English; the page says it in Spanish.
    await fillSignUp(form, email, "corta");
    await form.getByRole("button", { name: words.signUp }).click();
    await expect(toast(page, "error", words.errorTitle)).toContainText(
      "La contraseña debe tener al menos 6 caracteres.",
    );
    expect(await outboxFor(email)).toEqual([]);

    await form.getByLabel(words.password).fill(PASSWORD);
    await form.getByRole("button", { name: words.signUp }).click();
    await expect(toast(page, "success", words.signedUp.title)).toContainText(words.signedUp.description);

    await expect.poll(async () => (await outboxFor(email)).length).toBeGreaterThan(0);
    const mail = (await outboxFor(email)).at(-1);
    expect(mail?.subject).toBe("Confirme su registro");
    expect(mail?.text).toContain("Siga este enlace para confirmar su cuenta:");
    expect(mail?.text).toMatch(/O escriba el código: \d{6}/);
    expect(mail?.text).not.toContain("Follow this link");

    await page.goto(mail?.link ?? "");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => /^sb-.+-auth-token/.test(cookie.name))).toBe(true);
    expect(await metadataOf(email)).toMatchObject({ first_name: "Lucía", last_name: "Gómez", locale: "es" });

    // Signed in, the Spanish sign-in page sends the visitor on to the Spanish home page.
    await page.goto("/es/acceso");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/es$/);

    // The header says so in Spanish; signing out leads to the Spanish home page and its sign-in link.
    const header = page.getByRole("banner");
    await page.goto("/es/contacto");
    await (await hydrated(header.getByRole("button", { name: es.chrome.signOut }).first())).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/es$/);
    await expect(header.getByRole("link", { name: siteSettingsEs.signInLabel }).first()).toHaveAttribute(
      "href",
      "/es/acceso",
    );
  });

  test("a wrong password and an unconfirmed address are said in Spanish; the right one signs in to /es", async ({
    page,
  }) => {
    const email = await confirmedAccount("es-signin", false);
    const unconfirmed = uniqueEmail("es-unconfirmed");
    const anon = createClient(keys.apiUrl, keys.anonKey, { auth: { persistSession: false } });
    expect((await anon.auth.signUp({ email: unconfirmed, password: PASSWORD })).error).toBeNull();

    await page.goto("/es/acceso");
    const form = await hydrated(page.getByRole("form", { name: words.signInForm }));
    await form.getByLabel(words.email).fill(email);
    await form.getByLabel(words.password).fill("no es la contraseña");
    await form.getByRole("button", { name: words.signIn }).click();
    await expect(toast(page, "error", words.errorTitle)).toContainText(errors.invalid_credentials);

    await form.getByLabel(words.email).fill(unconfirmed);
    await form.getByLabel(words.password).fill(PASSWORD);
    await form.getByRole("button", { name: words.signIn }).click();
    await expect(
      toast(page, "error", words.errorTitle).filter({ hasText: errors.email_not_confirmed }),
    ).toBeVisible();

    await form.getByLabel(words.email).fill(email);
    await form.getByLabel(words.password).fill(PASSWORD);
    await form.getByRole("button", { name: words.signIn }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/es$/);
  });

  test("a link that failed comes back to /es/acceso with its reason in Spanish", async ({ page }) => {
    await page.goto("/auth/confirm?next=%2Fes&error=access_denied&error_code=otp_expired");
    await expect(page).toHaveURL(/\/es\/acceso\?error=expired$/);
    await expect(page.getByRole("alert").filter({ hasText: words.linkErrors.expired })).toBeVisible();
    await page.goto("/auth/confirm?next=%2Fes%2Fcontacto&code=from-another-browser");
    await expect(page).toHaveURL(/\/es\/acceso\?notice=confirmed&next=%2Fes%2Fcontacto$/);
    await expect(page.getByText(words.confirmed)).toBeVisible();
  });
});

test.describe("a Spanish account's other auth mails", () => {
  // The site has no page that asks for a sign-in link or a new address: each is asked of the auth API as
  // the site's own server client would ask it (@supabase/ssr, PKCE, the link back through /auth/confirm),
  // and the browser that opens the link holds that client's cookies, as the asking browser would.
  const backToSpanishHome = () => `${test.info().project.use.baseURL}/auth/confirm?next=%2Fes`;

  /** The one mail of a kind sent to an address, once it is in the outbox. */
  async function mailOf(email: string, type: string) {
    await expect.poll(async () => (await outboxFor(email)).filter((m) => m.type === type).length).toBe(1);
    return (await outboxFor(email)).find((m) => m.type === type);
  }

  /** The code verifier the asking client keeps, as the asking browser would hold it (and no session). */
  const verifierOf = (client: ReturnType<typeof siteAuthClient>) =>
    client.cookies().filter((cookie) => cookie.name.endsWith("-code-verifier"));

  /** Signed in on a Spanish page: the header offers to sign out, in Spanish. */
  async function expectSignedInOnSpanishHome(page: Page) {
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(
      page.getByRole("banner").getByRole("button", { name: es.chrome.signOut }).first(),
    ).toBeVisible();
  }

  test("the sign-in link (magic link) is Spanish, and it signs in on /es", async ({ page }) => {
    const email = await confirmedAccount("es-magic", false, { locale: "es" });
    const client = siteAuthClient();
    const { error } = await client.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: backToSpanishHome() },
    });
    expect(error).toBeNull();

    const mail = await mailOf(email, "magiclink");
    expect(mail?.subject).toBe("Su enlace de acceso");
    expect(mail?.text).toContain("Siga este enlace para iniciar sesión:");
    expect(mail?.text).toMatch(/O escriba el código: \d{6}/);
    expect(mail?.text).not.toContain("Follow this link");

    await page.context().addCookies(verifierOf(client));
    await page.goto(mail?.link ?? "");
    await expectSignedInOnSpanishHome(page);
  });

  test("a new address is confirmed in Spanish at both addresses; the last link signs in on /es", async ({
    page,
  }) => {
    const email = await confirmedAccount("es-change", false, { locale: "es" });
    const newEmail = uniqueEmail("es-changed");
    const client = siteAuthClient();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: backToSpanishHome() },
    );
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);

    // Both addresses are asked (double_confirm_changes), each with its own link and code.
    const toCurrent = await mailOf(email, "email_change");
    const toNew = await mailOf(newEmail, "email_change");
    for (const mail of [toCurrent, toNew]) {
      expect(mail?.subject).toBe("Confirme el cambio de correo electrónico");
      expect(mail?.text).toContain(
        `Siga este enlace para cambiar su correo electrónico de ${email} a ${newEmail}:`,
      );
      expect(mail?.text).toMatch(/O escriba el código: \d{6}/);
      expect(mail?.text).not.toContain("Follow this link");
    }
    expect(toCurrent?.link).not.toBe(toNew?.link);

    // The first link is accepted and waits for the other; the address has not changed yet.
    const first = await fetch(toCurrent?.link ?? "", { redirect: "manual" });
    await first.body?.cancel();
    expect(new URL(first.headers.get("location") ?? "").searchParams.get("message")).toMatch(
      /^Confirmation link accepted/,
    );
    const anon = createClient(keys.apiUrl, keys.anonKey, { auth: { persistSession: false } });
    expect(
      (await anon.auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error,
    ).not.toBeNull();

    await page.context().addCookies(verifierOf(client));
    await page.goto(toNew?.link ?? "");
    await expectSignedInOnSpanishHome(page);
    const moved = await anon.auth.signInWithPassword({ email: newEmail, password: PASSWORD });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(newEmail);
    expect(moved.data.user?.user_metadata).toMatchObject({ locale: "es" });
    expect((await anon.auth.signInWithPassword({ email, password: PASSWORD })).error).not.toBeNull();
  });
});

test.describe("/es/acceso without JavaScript", () => {
  test.afterEach(async ({ browser }) => {
    for (const context of browser.contexts()) await context.close();
  });

  test("signs in: each field's error and the server's refusal in Spanish, then on to next", async ({
    browser,
  }) => {
    const email = await confirmedAccount("es-nojs-signin", false);
    const page = await withoutScripts(browser);
    await page.goto("/es/acceso?next=/es/nosotros");
    const form = page.getByRole("form", { name: words.signInForm });
    await form.getByRole("button", { name: words.signIn }).click();
    await expectFieldError(form, words.email, "Correo electrónico es obligatorio.");
    await expectFieldError(form, words.password, words.passwordRequired);
    await expect(form.getByRole("alert")).toContainText(words.invalid);

    await form.getByLabel(words.email).fill(email);
    await form.getByLabel(words.password).fill("no es la contraseña");
    await form.getByRole("button", { name: words.signIn }).click();
    await expect(form.getByRole("alert")).toContainText(errors.invalid_credentials);
    await expect(form.getByLabel(words.email)).toHaveValue(email);

    await form.getByLabel(words.password).fill(PASSWORD);
    await form.getByRole("button", { name: words.signIn }).click();
    await expect(page).toHaveURL(/\/es\/nosotros$/);
  });

  test("signs up: the account carries Spanish, its mail is Spanish, its link lands on /es", async ({
    browser,
  }) => {
    const email = uniqueEmail("es-nojs-signup");
    const page = await withoutScripts(browser);
    await page.goto("/es/acceso");
    const form = page.getByRole("form", { name: words.signUpForm });
    await fillSignUp(form, email, PASSWORD);
    await form.getByRole("button", { name: words.signUp }).click();
    await expect(form.getByRole("status")).toContainText(words.signedUp.title);
    await expect(form.getByRole("status")).toContainText(words.signedUp.description);

    await expect.poll(async () => (await outboxFor(email)).length).toBeGreaterThan(0);
    const mail = (await outboxFor(email)).at(-1);
    expect(mail?.subject).toBe("Confirme su registro");
    const confirmed = await fetch(mail?.link ?? "", { redirect: "manual" });
    await confirmed.body?.cancel();
    const landing = new URL(confirmed.headers.get("location") ?? "");
    expect(landing.pathname).toBe("/auth/confirm");
    expect(landing.searchParams.get("next")).toBe("/es");
    expect(await metadataOf(email)).toMatchObject({ first_name: "Lucía", locale: "es" });
  });
});

test("staff invite a client's contact who wrote in Spanish: the invitation is Spanish", async ({
  browser,
  page,
}) => {
  const email = uniqueEmail("es-portal");
  const company = `Taquería Gómez ${Date.now().toString(36)}`;
  const { data: client, error } = await db
    .from("clients")
    .insert({ name: "Lucía Gómez", email, company, industry: "Food", status: "active" })
    .select("id")
    .single();
  expect(error).toBeNull();
  // What the CRM knows of her language: the lead she sent from the Spanish site.
  const { result } = await callAction(page.request, "/es/contacto", "submitContact", {
    firstName: "Lucía",
    lastName: "Gómez",
    email,
    company,
    message: "Queremos un portal para nuestros pedidos.",
    locale: "es",
  });
  expect(result).toEqual({ ok: true });

  const admin = await sessionStorageState(await confirmedAccount("es-portal-admin", true));
  const staff = await openDashboard(browser, admin, `/clients?client=${client?.id}`);
  const dialog = staff.getByRole("dialog", { name: company });
  await dialog.getByRole("tab", { name: "Portal" }).click();
  const form = dialog.getByRole("form", { name: "Invite to portal" });
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await form.getByRole("button", { name: "Invite to portal" }).click();
  await expect(toast(staff, "success", "Invited to the portal")).toBeVisible();

  await expect.poll(async () => (await outboxFor(email)).filter((m) => m.type === "invite").length).toBe(1);
  const mail = (await outboxFor(email)).find((m) => m.type === "invite");
  expect(mail?.subject).toBe("Tiene una invitación");
  expect(mail?.text).toContain("Siga este enlace para aceptar la invitación:");
  expect(new URL(decodeURIComponent(mail?.link ?? "").split("redirect_to=")[1] ?? "").pathname).toBe(
    "/portal/welcome",
  );
  await staff.context().close();
});
