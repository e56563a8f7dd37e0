import type { SupabaseClient } from "@supabase/supabase-js";
import { addDays, todayIso } from "../../lib/admin/workspace/dates.ts";
import { runBillingTick } from "../../lib/billing/worker.ts";
import { outboxMailer } from "../../lib/mail/transport.ts";
import type { Database } from "../../lib/supabase/database.types.ts";
import { DEFAULT_DATA_DIR } from "../../local/supabase/keys.mjs";
import { outboxFile } from "../../local/supabase/mail.ts";
import { confirmedAccount, openDashboard, sessionStorageState } from "./support/admin-session.ts";
import { expect, test, toast } from "./support/fixtures.ts";
import { db, outboxFor, uniqueEmail } from "./support/leads.ts";

// An invoice goes out by e-mail from /admin with its PDF and a link into the portal; the billing worker,
// run here at a given clock, sends the reminder of its day; a payment stops the next one. The worker is
// the server's own module, writing to the server's outbox: only its clock is the test's.
const TAG = `iml${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 180_000 });

const today = todayIso();
const due = addDays(today, 30);
/** Noon of an agency day (Houston), as the worker's clock. */
const noon = (day: string) => new Date(`${day}T18:00:00Z`);

let state: Awaited<ReturnType<typeof sessionStorageState>>;
let invoice: { id: string; number: string };
let email: string;

const worker = {
  client: db as unknown as SupabaseClient<Database>,
  mailer: outboxMailer(outboxFile(process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR), () => {}),
  tick: (now: Date) =>
    runBillingTick(worker.client, worker.mailer, {
      now,
      siteUrl: new URL(test.info().project.use.baseURL ?? "http://127.0.0.1"),
    }),
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  state = await sessionStorageState(await confirmedAccount(`${TAG}-admin`, true));
  email = uniqueEmail(`${TAG}-billing`);
  const { data: client, error } = await db
    .from("clients")
    .insert({
      name: "Grace Billing",
      email,
      company: `Mail Co ${TAG}`,
      industry: "Technology",
      status: "active",
    })
    .select("id")
    .single();
  if (error) throw error;
  for (let attempt = 0; attempt < 20 && !invoice; attempt += 1) {
    const number = `INV-${today.slice(0, 4)}-${100 + Math.floor(Math.random() * 900)}`;
    const inserted = await db
      .from("invoices")
      .insert({ invoice_number: number, client_id: client.id, issue_date: today, due_date: due, tax_rate: 0 })
      .select("id")
      .single();
    if (inserted.error?.code === "23505") continue;
    if (inserted.error) throw inserted.error;
    invoice = { id: inserted.data.id, number };
  }
  const line = await db.from("invoice_items").insert({
    invoice_id: invoice.id,
    position: 0,
    description: `Hosting ${TAG}`,
    quantity: 1,
    unit_price: 640,
  });
  if (line.error) throw line.error;
});

test("Send e-mails the invoice with its PDF and portal link; reminders follow until a payment", async ({
  browser,
}) => {
  const page = await openDashboard(browser, state, `?tab=finance&invoice=${invoice.id}`);
  const dialog = page.getByRole("dialog", { name: `Invoice ${invoice.number}` });
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  // The action delivers before it answers: the PDF is rendered and the mail written first.
  await expect(toast(page, "success", "Invoice e-mailed")).toContainText(`went to ${email} with its PDF`, {
    timeout: 45_000,
  });

  // The outbox holds the mail: the PDF attached, the link to the invoice in the portal.
  const mail = (await outboxFor(email)).find((m) => m.type === "invoice");
  expect(mail?.subject).toBe(`Invoice ${invoice.number} from Cardinal Consulting`);
  expect(new URL(mail?.link ?? "http://x").pathname).toBe(`/portal/invoices/${invoice.id}/pdf`);
  expect(mail?.text).toContain("See it in your client portal: ");
  expect(mail?.text).toContain("Total: $640.00");
  const attachment = (
    mail as { attachments?: { filename: string; contentType: string; contentBase64: string }[] }
  ).attachments?.[0];
  expect(attachment).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: "application/pdf" });
  expect(
    Buffer.from(attachment?.contentBase64 ?? "", "base64")
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  // The invoice shows the mail it went out with.
  await expect(dialog.getByRole("button", { name: "Record payment" })).toBeVisible();
  await dialog.getByRole("tab", { name: "E-mails (1)" }).click();
  const mails = dialog.getByRole("table", { name: "E-mails of this invoice" });
  await expect(mails.getByRole("row").filter({ hasText: email })).toContainText("Sent");

  // The worker at three days before the due date: the first reminder of the ladder goes out.
  const reminders = async () => (await outboxFor(email)).filter((m) => m.type === "invoice-reminder");
  await worker.tick(noon(addDays(due, -4)));
  expect(await reminders()).toHaveLength(0);
  await worker.tick(noon(addDays(due, -3)));
  await expect.poll(async () => (await reminders()).length).toBe(1);
  expect((await reminders())[0]?.subject).toMatch(
    new RegExp(`^Reminder: invoice ${invoice.number} is due on `),
  );

  await page.reload();
  await dialog.getByRole("tab", { name: "E-mails (2)" }).click();
  await expect(mails.getByRole("row").filter({ hasText: "Reminder · 3 days before due" })).toContainText(
    "Sent",
  );

  // Paid in full: the due date's and the later steps send nothing.
  await dialog.getByRole("button", { name: "Record payment" }).click();
  const payment = dialog.getByRole("form", { name: "Record payment" });
  await expect(payment.getByLabel("Amount (USD)")).toHaveValue("640.00");
  await payment.getByRole("button", { name: "Save payment" }).click();
  await expect(toast(page, "success", "Payment recorded")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Record payment" })).toHaveCount(0);

  await worker.tick(noon(due));
  await worker.tick(noon(addDays(due, 7)));
  expect(await reminders()).toHaveLength(1);
  await page.reload();
  await expect(dialog.getByRole("tab", { name: "E-mails (2)" })).toBeVisible();
});
