import type { Locator } from "@playwright/test";
import { es } from "../../lib/i18n/dictionaries/es.ts";
import { adminStorageState } from "./support/admin-session.ts";
import {
  expect,
  holdServerActions,
  hydrated,
  seriousA11yViolations,
  test,
  toast,
} from "./support/fixtures.ts";
import { callAction, rowsByEmail, uniqueAddress, uniqueEmail } from "./support/leads.ts";

// The forms a Spanish visitor fills in: Spanish labels, messages (the browser's and the server's) and
// toasts, and a lead that records its language. The English forms' own tests are in forms.spec.ts.
test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

const words = es.forms;

async function fillContacto(form: Locator, email: string) {
  await form.getByLabel(words.contact.firstName).fill("Ana");
  await form.getByLabel(words.contact.lastName).fill("García");
  await form.getByLabel(words.contact.email).fill(email);
  await form.getByLabel(words.contact.company).fill("Taquería Eastwood");
  await form.getByLabel(words.contact.message).fill("Necesitamos un sitio web.");
}

test.describe("the contact form on /es/contacto", () => {
  test("is in Spanish, answers in Spanish and stores a Spanish lead", async ({ page, consoleProblems }) => {
    await page.goto("/es/contacto");
    const form = await hydrated(page.getByRole("form", { name: words.contact.formName }));
    // Written in the page's language: nothing around it says otherwise.
    expect(await form.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("es-US");

    await form.getByLabel(words.contact.firstName).fill("   ");
    await form.getByLabel(words.contact.email).fill("no-es-un-correo");
    await form.getByRole("button", { name: words.contact.submit }).click();
    await expect(form.getByLabel(words.contact.firstName)).toHaveAccessibleDescription(
      "Nombre es obligatorio.",
    );
    await expect(form.getByLabel(words.contact.email)).toHaveAccessibleDescription(
      "Escriba un correo electrónico válido.",
    );
    await expect(form.getByLabel(words.contact.message)).toHaveAccessibleDescription(
      "Mensaje es obligatorio.",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    const email = uniqueEmail("es-contacto");
    await fillContacto(form, email);
    const held = await holdServerActions(page);
    await form.getByRole("button", { name: words.contact.submit }).click();
    await expect(form.getByRole("button", { name: words.contact.busy })).toBeDisabled();
    held.release();
    const sent = toast(page, "success", words.toasts.contactSent.title);
    await expect(sent).toContainText(words.toasts.contactSent.description);
    await expect(sent.getByRole("button")).toHaveAccessibleName(es.toast.dismiss);
    await expect(form.getByLabel(words.contact.firstName)).toHaveValue("");
    expect(await rowsByEmail("contact_submissions", email)).toEqual([
      expect.objectContaining({ first_name: "Ana", last_name: "García", email, locale: "es" }),
    ]);
    expect(consoleProblems.list).toEqual([]);
  });

  test("the server's own answer is in Spanish too", async ({ page }) => {
    // What the browser checks, the server checks again, in the language the form names.
    const email = uniqueEmail("es-limit");
    const typed = { firstName: "Ana", lastName: "García", email, company: "Acme", message: "a".repeat(5001) };
    const { result } = await callAction(page.request, "/es/contacto", "submitContact", {
      ...typed,
      locale: "es",
    });
    expect(result).toMatchObject({
      ok: false,
      message: words.lead.invalid,
      fieldErrors: { message: "Mensaje debe tener como máximo 5000 caracteres." },
    });
    const english = await callAction(page.request, "/contact", "submitContact", typed);
    expect(english.result).toMatchObject({
      fieldErrors: { message: "Message must be at most 5000 characters." },
    });
    expect(await rowsByEmail("contact_submissions", email)).toEqual([]);
  });
});

test.describe("the newsletter in the Spanish footer", () => {
  test("subscribes in Spanish, stores the language, and says 'Ya está suscrito' the second time", async ({
    page,
  }) => {
    const email = uniqueEmail("es-boletin");
    await page.goto("/es/nosotros");
    const form = await hydrated(
      page.getByRole("contentinfo").getByRole("form", { name: words.newsletter.formName }),
    );
    await expect(form.getByRole("textbox", { name: words.newsletter.email })).toHaveAttribute(
      "placeholder",
      words.newsletter.placeholder,
    );
    await form.getByRole("button", { name: words.newsletter.submit }).click();
    await expect(form.getByRole("textbox", { name: words.newsletter.email })).toHaveAccessibleDescription(
      "Correo electrónico es obligatorio.",
    );

    await form.getByRole("textbox", { name: words.newsletter.email }).fill(email);
    await form.getByRole("button", { name: words.newsletter.submit }).click();
    await expect(toast(page, "success", words.toasts.newsletterSubscribed.title)).toContainText(
      words.toasts.newsletterSubscribed.description,
    );
    expect(await rowsByEmail("newsletter_subscriptions", email)).toEqual([
      expect.objectContaining({ email, locale: "es" }),
    ]);

    await form.getByRole("textbox", { name: words.newsletter.email }).fill(email);
    await form.getByRole("button", { name: words.newsletter.submit }).click();
    await expect(toast(page, "error", words.toasts.newsletterDuplicate.title)).toContainText(
      words.toasts.newsletterDuplicate.description,
    );
  });
});

test.describe("the evaluation form on /es", () => {
  test("is in Spanish and stores a Spanish lead", async ({ page }) => {
    const email = uniqueEmail("es-evaluacion");
    await page.goto("/es");
    const form = await hydrated(page.getByRole("form", { name: words.evaluation.formName }));
    await form.getByLabel(words.evaluation.phone).fill("llámeme");
    await form.getByRole("button", { name: words.evaluation.submit }).click();
    await expect(form.getByLabel(words.evaluation.name)).toHaveAccessibleDescription(
      "Nombre es obligatorio.",
    );
    await expect(form.getByLabel(words.evaluation.phone)).toHaveAccessibleDescription(
      "Escriba un número de teléfono válido.",
    );

    await form.getByLabel(words.evaluation.name).fill("Ana García");
    await form.getByLabel(words.evaluation.email).fill(email);
    await form.getByLabel(words.evaluation.phone).fill("(713) 555-0100");
    await form.getByRole("button", { name: words.evaluation.submit }).click();
    await expect(toast(page, "success", words.toasts.evaluationSubmitted.title)).toContainText(
      words.toasts.evaluationSubmitted.description,
    );
    expect(await rowsByEmail("project_evaluations", email)).toEqual([
      expect.objectContaining({ name: "Ana García", email, locale: "es" }),
    ]);
  });
});

test.describe("without JavaScript", () => {
  test("the Spanish contact form posts itself and the server answers in Spanish", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() },
    });
    const page = await context.newPage();
    await page.goto("/es/contacto");
    const form = page.getByRole("form", { name: words.contact.formName });
    const email = uniqueEmail("es-nojs");
    await fillContacto(form, email);
    await form.getByLabel(words.contact.company).fill("");
    await form.getByRole("button", { name: words.contact.submit }).click();
    await expect(form.getByRole("alert")).toContainText(words.toasts.contactFailed.title);
    await expect(form.getByLabel(words.contact.company)).toHaveAccessibleDescription(
      "Empresa es obligatorio.",
    );
    await expect(form.getByLabel(words.contact.firstName)).toHaveValue("Ana");

    await form.getByLabel(words.contact.company).fill("Taquería Eastwood");
    await form.getByRole("button", { name: words.contact.submit }).click();
    await expect(form.getByRole("status")).toContainText(words.toasts.contactSent.title);
    expect(await rowsByEmail("contact_submissions", email)).toEqual([
      expect.objectContaining({ company: "Taquería Eastwood", locale: "es" }),
    ]);
    await context.close();
  });
});

test("staff see a lead's language in the inbox, on its card and in its detail", async ({ browser, page }) => {
  const tag = `es${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const sent = { firstName: "Ana", lastName: tag, company: "Panadería", message: "Hola" };
  for (const [locale, email] of [
    ["es", uniqueEmail(`es-${tag}`)],
    ["en", uniqueEmail(`en-${tag}`)],
  ] as const) {
    const { result } = await callAction(page.request, "/es/contacto", "submitContact", {
      ...sent,
      email,
      locale,
    });
    expect(result).toEqual({ ok: true });
  }
  const context = await browser.newContext({ storageState: await adminStorageState("es-inbox") });
  const admin = await context.newPage();
  await admin.goto(`/admin?tab=inbox&q=${tag}`);
  const cards = admin.getByRole("list", { name: "Leads, newest first" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: `es-${tag}` })).toContainText("Spanish");
  await expect(cards.filter({ hasText: `en-${tag}` })).toContainText("English");
  await cards
    .filter({ hasText: `es-${tag}` })
    .getByRole("button")
    .click();
  const dialog = admin.getByRole("dialog", { name: `Contact message: Ana ${tag}` });
  await expect(dialog.getByText("Language", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Spanish", { exact: true })).toBeVisible();
  await context.close();
});
