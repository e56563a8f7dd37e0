import { es } from "../../lib/i18n/dictionaries/es.ts";
import { EARLY_QUOTE_FRAME_ID } from "../../lib/runtime/early-taps.ts";
import { homePageEs } from "../../studio/seed/source/spanish.ts";
import { expect, hydrated, seriousA11yViolations, test, toast } from "./support/fixtures.ts";
import { outboxFor, rowsByEmail, uniqueAddress, uniqueEmail } from "./support/leads.ts";

// The quote wizard, its first step drawn by the server and /es/cotizacion, in Spanish; the English
// wizard's own tests are in quote.spec.ts.
test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

const w = es.quote;
/** A whole-dollar range as a Spanish reader in the US writes it (Intl, es-US). */
const money = new Intl.NumberFormat("es-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

test("the Spanish wizard walks its steps in Spanish, estimates in Spanish money and stores a Spanish lead", async ({
  page,
  consoleProblems,
}) => {
  const email = uniqueEmail("es-cotizacion");
  await page.goto("/es");
  // The first step a tap shows before the wizard's code comes is server HTML, in Spanish too.
  const early = page.locator(`#${EARLY_QUOTE_FRAME_ID}`);
  await expect(early.locator("h2")).toHaveText(w.title);
  await expect(early.locator("legend")).toHaveText(w.steps.contact);
  await expect(early.locator("form")).toHaveAttribute("action", "/es/cotizacion");

  const label = homePageEs.contact?.quoteButtonLabel ?? "";
  const trigger = await hydrated(page.getByRole("button", { name: label }));
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: w.title });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText("Paso 1 de 4", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("group", { name: w.steps.contact })).toBeVisible();

  const next = dialog.getByRole("button", { name: w.next });
  await dialog.getByLabel(w.fields.name).fill("Ana García");
  await dialog.getByLabel(w.fields.email).fill("ana");
  await dialog.getByLabel(w.fields.phone).fill("+1 713 555 0100");
  await next.click();
  await expect(dialog.getByLabel(w.fields.email)).toHaveAccessibleDescription(
    "Escriba un correo electrónico válido.",
  );
  await dialog.getByLabel(w.fields.email).fill(email);
  await next.click();

  await expect(dialog.getByText("Paso 2 de 4", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel(w.fields.timeline).locator("option")).toHaveText([
    w.placeholders.timeline,
    ...Object.values(w.timelines),
  ]);
  await dialog.getByLabel(w.fields.projectType).selectOption("ecommerce");
  await dialog.getByLabel(w.fields.budget).selectOption("50k-100k");
  await dialog.getByLabel(w.fields.timeline).selectOption("relaxed");
  await next.click();

  await expect(dialog.getByRole("group", { name: w.steps.features })).toBeVisible();
  await dialog.getByLabel(w.fields.description).fill("Una tienda en línea para nuestra panadería.");
  await dialog.getByLabel(w.fields.industry).selectOption("E-commerce");
  await dialog.getByText(w.features["Payment Integration"]).click();
  await dialog.getByText(w.features["Admin Panel"]).click();
  await next.click();

  await expect(dialog.getByRole("group", { name: w.steps.final })).toBeVisible();
  // The seed's pricing model for these answers (quote.spec.ts): 26,600 – 44,500, in es-US.
  await expect(dialog.getByRole("region", { name: w.estimateTitle })).toContainText(
    `${money.format(26600)} – ${money.format(44500)}`,
  );
  await expect(dialog).toContainText(w.projectTypes.ecommerce);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: w.submit }).click();
  await expect(toast(page, "success", es.forms.toasts.quoteSubmitted.title)).toContainText(
    es.forms.toasts.quoteSubmitted.description,
  );
  await expect(dialog).toBeHidden();
  expect(await rowsByEmail("project_evaluations", email)).toEqual([
    expect.objectContaining({ name: "Ana García", estimate_low: 26600, estimate_high: 44500, locale: "es" }),
  ]);
  // The visitor's confirmation, in Spanish, with the estimate they saw.
  await expect(async () => {
    const mails = await outboxFor(email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Recibimos su solicitud de cotización"]);
    expect(mails[0]?.text).toContain(`${money.format(26600)} – ${money.format(44500)}`);
  }).toPass();
  expect(consoleProblems.list).toEqual([]);
});

test("/es/cotizacion works without JavaScript and answers in Spanish", async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() },
  });
  const page = await context.newPage();
  const response = await page.goto("/es/cotizacion");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.title);
  const form = page.getByRole("form", { name: w.formName });
  await form.getByRole("button", { name: w.next }).click();
  await expect(form.getByLabel(w.fields.name)).toHaveAccessibleDescription("Nombre completo es obligatorio.");
  await expect(form.getByLabel(w.fields.phone)).toHaveAccessibleDescription(
    "Número de teléfono es obligatorio.",
  );
  await form.getByLabel(w.fields.name).fill("Ana García");
  await form.getByLabel(w.fields.email).fill(uniqueEmail("es-nojs-quote"));
  await form.getByLabel(w.fields.phone).fill("713 555 0100");
  await form.getByRole("button", { name: w.next }).click();
  await expect(form.getByRole("group", { name: w.steps.project })).toBeVisible();
  await context.close();
});
