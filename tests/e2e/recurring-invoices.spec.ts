import type { Browser } from "@playwright/test";
import { addDays, formatDay, todayIso } from "../../lib/admin/workspace/dates.ts";
import { confirmedAccount, openDashboard, sessionStorageState } from "./support/admin-session.ts";
import { expect, test, toast } from "./support/fixtures.ts";
import { db, uniqueEmail } from "./support/leads.ts";

// Finance → Recurring: staff edit a template after creating it (lines, description, tax, period, next
// date, days to pay, drafted or sent); a save opened before another's is refused with Reload, which
// opens the form again with their change.
const TAG = `rec${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 180_000 });

const today = todayIso();
const description = `Hosting retainer ${TAG}`;
const company = `Retainer Co ${TAG}`;
let state: Awaited<ReturnType<typeof sessionStorageState>>;
let adminEmail: string;
let templateId: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  adminEmail = await confirmedAccount(`${TAG}-admin`, true);
  state = await sessionStorageState(adminEmail);
  const { data: client, error } = await db
    .from("clients")
    .insert({
      name: "Rae Retainer",
      email: uniqueEmail(TAG),
      company,
      industry: "Technology",
      status: "active",
    })
    .select("id")
    .single();
  if (error) throw error;
  const template = await db
    .from("recurring_invoices")
    .insert({
      client_id: client.id,
      description,
      items: [{ description: "Managed hosting", quantity: 1, unit_price: 300 }],
      tax_rate: 0,
      every: "month",
      start_date: addDays(today, 5),
      next_date: addDays(today, 5),
      due_days: 15,
    })
    .select("id")
    .single();
  if (template.error) throw template.error;
  templateId = template.data.id;
});

async function recurringView(browser: Browser) {
  const page = await openDashboard(browser, state, "/finance?view=recurring");
  const table = page.getByRole("table", { name: "Recurring invoices, next first" });
  await expect(table).toBeVisible();
  return { page, table };
}

test("Edit opens the template's values; Save stores every field and logs it", async ({ browser }) => {
  const { page, table } = await recurringView(browser);
  await table.getByRole("button", { name: `Edit ${description} for ${company}` }).click();
  const form = page.getByRole("form", { name: `Edit recurring invoice: ${description}` });
  await expect(form.getByLabel("Client")).toHaveValue(company);
  await expect(form.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(description);
  await expect(form.getByLabel("Item 1 unit price")).toHaveValue("300");
  await expect(form.getByLabel("Days to pay")).toHaveValue("15");
  await expect(form.getByLabel("Next invoice date")).toHaveValue(addDays(today, 5));

  const next = addDays(today, 12);
  await form.getByRole("textbox", { name: "Description", exact: true }).fill(`${description} and care`);
  await form.getByLabel("Item 1 unit price").fill("320");
  await form.getByRole("button", { name: "Add line item" }).click();
  await form.getByLabel("Item 2 description").fill("Care plan hours");
  await form.getByLabel("Item 2 quantity").fill("2");
  await form.getByLabel("Item 2 unit price").fill("100");
  await form.getByLabel("Tax rate (%)").fill("10");
  await form.getByLabel("Every").selectOption("quarter");
  await form.getByLabel("Next invoice date").fill(next);
  await form.getByLabel("Days to pay").fill("20");
  await form.getByText("Send each invoice by e-mail (else a draft)").click();
  await form.getByRole("button", { name: "Save recurring invoice" }).click();

  await expect(toast(page, "success", "Recurring invoice saved")).toBeVisible();
  await expect(form).toHaveCount(0);
  const row = table.getByRole("row", { name: new RegExp(`${description} and care`) });
  await expect(row).toContainText(formatDay(next));
  await expect(row).toContainText("Quarter");
  await expect(row).toContainText("Sent by e-mail");
  // (320 + 2 × 100) + 10 %.
  await expect(row).toContainText("$572.00");
  await page.context().close();

  const { data } = await db
    .from("recurring_invoices")
    .select("description, every, next_date, due_days, send, tax_rate, version")
    .eq("id", templateId)
    .single();
  expect(data).toEqual({
    description: `${description} and care`,
    every: "quarter",
    next_date: next,
    due_days: 20,
    send: true,
    tax_rate: 10,
    version: 2,
  });
  const { data: log } = await db
    .from("activity_log")
    .select("actor_email, operation")
    .eq("subject_type", "recurring invoice")
    .eq("subject_id", templateId);
  expect(log).toEqual([{ actor_email: adminEmail, operation: "UPDATE" }]);
});

test("a save opened before another's is refused; Reload opens their change", async ({ browser }) => {
  const first = await recurringView(browser);
  const second = await recurringView(browser);
  const editName = `Edit ${description} and care for ${company}`;
  const formName = `Edit recurring invoice: ${description} and care`;
  await first.table.getByRole("button", { name: editName }).click();
  await second.table.getByRole("button", { name: editName }).click();
  const mine = first.page.getByRole("form", { name: formName });
  const theirs = second.page.getByRole("form", { name: formName });
  await expect(theirs.getByLabel("Days to pay")).toHaveValue("20");

  await mine.getByLabel("Days to pay").fill("45");
  await mine.getByRole("button", { name: "Save recurring invoice" }).click();
  await expect(toast(first.page, "success", "Recurring invoice saved")).toBeVisible();

  await theirs.getByLabel("Days to pay").fill("10");
  await theirs.getByRole("button", { name: "Save recurring invoice" }).click();
  const refusal = theirs.getByRole("alert");
  await expect(refusal).toContainText(`${adminEmail} saved this recurring invoice on`);
  await expect(refusal).toContainText("yours was not saved");
  const { data: kept } = await db
    .from("recurring_invoices")
    .select("due_days, version")
    .eq("id", templateId)
    .single();
  expect(kept).toEqual({ due_days: 45, version: 3 });

  await refusal.getByRole("button", { name: "Reload" }).click();
  const reopened = second.page.getByRole("form", { name: formName });
  await expect(reopened.getByLabel("Days to pay")).toHaveValue("45");
  await expect(reopened.getByRole("alert")).toHaveCount(0);
  await reopened.getByLabel("Days to pay").fill("10");
  await reopened.getByRole("button", { name: "Save recurring invoice" }).click();
  await expect(toast(second.page, "success", "Recurring invoice saved")).toBeVisible();
  await expect
    .poll(
      async () =>
        (await db.from("recurring_invoices").select("due_days").eq("id", templateId).single()).data?.due_days,
    )
    .toBe(10);
  await first.page.context().close();
  await second.page.context().close();
});
