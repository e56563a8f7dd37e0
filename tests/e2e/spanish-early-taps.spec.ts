import { es } from "../../lib/i18n/dictionaries/es.ts";
import { expect, test } from "./support/fixtures.ts";
import { rowsByEmail, uniqueAddress, uniqueEmail } from "./support/leads.ts";

// A Spanish visitor on a phone who fills in and sends the contact form while the page's code is still on
// its way: the form posts itself (it needs no script), the server answers in Spanish and stores the lead
// with its language.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() },
});

const words = es.forms;

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("the Spanish contact form tapped before the page's code came is sent and stored in Spanish", async ({
  page,
}) => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    held++;
    await gate;
    await route.continue();
  });
  await page.goto("/es/contacto", { waitUntil: "commit" });
  // The start-up script asked for the chunks: the page is painted and waiting for them.
  await expect.poll(() => held).toBeGreaterThan(0);

  const form = page.getByRole("form", { name: words.contact.formName });
  const email = uniqueEmail("es-early");
  await form.getByLabel(words.contact.firstName).fill("Lucía");
  await form.getByLabel(words.contact.lastName).fill("Hernández");
  await form.getByLabel(words.contact.email).fill(email);
  await form.getByLabel(words.contact.company).fill("Panadería Magnolia");
  await form.getByLabel(words.contact.message).fill("Queremos vender en línea.");
  await form.getByRole("button", { name: words.contact.submit }).tap();

  await expect(form.getByRole("status")).toContainText(words.toasts.contactSent.title);
  expect(await rowsByEmail("contact_submissions", email)).toEqual([
    expect.objectContaining({ first_name: "Lucía", company: "Panadería Magnolia", locale: "es" }),
  ]);
  release();
});
