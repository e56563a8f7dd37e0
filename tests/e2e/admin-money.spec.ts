import type { Page } from "@playwright/test";
import { formatCurrency } from "../../lib/admin/format.ts";
import { todayIso } from "../../lib/admin/workspace/dates.ts";
import {
  confirmedAccount,
  expectAdminActionsRefused,
  memberContext,
  openDashboard,
  sessionStorageState,
  signedInClient,
} from "./support/admin-session.ts";
import { expect, test, toast } from "./support/fixtures.ts";
import { db } from "./support/leads.ts";
import { financeFromRows, staffMoves } from "./support/money.ts";
import { expectListed } from "./support/workspace.ts";

// Staff move money along: a draft invoice is edited, sent, paid in parts or cancelled; expenses are
// approved or rejected. Each step is checked in the stored rows and in the summary cards.
const TAG = `mon${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ACTIONS = "components/admin/finance/actions.ts";
const today = todayIso();
const cents = (amount: number) => Math.round(amount * 100);
const whole = (amountCents: number) => formatCurrency(amountCents / 100, { whole: true });

let adminEmail = "";
let state: Awaited<ReturnType<typeof sessionStorageState>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  adminEmail = await confirmedAccount(`${TAG}-admin`, true);
  state = await sessionStorageState(adminEmail);
});

/** A draft of one line at `price` (8.5% tax) issued in 2019, so it is past due as soon as it is sent. */
async function insertDraft(price: number): Promise<{ id: string; number: string }> {
  const { data: client } = await db.from("clients").select("id").limit(1).single();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const number = `INV-2019-${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
    const { data, error } = await db
      .from("invoices")
      .insert({
        invoice_number: number,
        client_id: client?.id,
        issue_date: "2019-03-01",
        due_date: "2019-03-31",
        description: `Retainer ${TAG}`,
      })
      .select("id")
      .single();
    if (error?.code === "23505") continue;
    if (error) throw error;
    const items = await db.from("invoice_items").insert({
      invoice_id: data.id,
      position: 0,
      description: `Work ${TAG}`,
      quantity: 1,
      unit_price: price,
    });
    if (items.error) throw items.error;
    return { id: data.id, number };
  }
  throw new Error("no free INV-2019 number");
}

/** The finance cards show what the rows say (other files may change rows meanwhile: read both again). */
async function expectCardsFollowRows(page: Page) {
  const cards = page.getByRole("list", { name: "Financial summary" }).getByRole("listitem");
  await expect(async () => {
    await page.reload();
    const f = await financeFromRows();
    await expect(cards.filter({ hasText: "Total Revenue" })).toContainText(whole(f.revenue), {
      timeout: 1000,
    });
    await expect(cards.filter({ hasText: "Net Profit" })).toContainText(whole(f.netProfit), {
      timeout: 1000,
    });
    await expect(cards.filter({ hasText: "Outstanding" })).toContainText(whole(f.outstanding), {
      timeout: 1000,
    });
    await expect(cards.filter({ hasText: "Outstanding" })).toContainText(`${whole(f.overdue)} overdue`, {
      timeout: 1000,
    });
  }).toPass({ timeout: 60_000 });
}

async function invoiceRow(id: string) {
  const { data } = await db
    .from("invoices_overview")
    .select("status, paid_date, payment_method, total, is_overdue")
    .eq("id", id)
    .single();
  return data;
}

test("a draft is edited, marked as sent (overdue), paid in two parts; rows, cards and activity follow", async ({
  browser,
}) => {
  const draft = await insertDraft(1000);
  const page = await openDashboard(browser, state, `?tab=finance&invoice=${draft.id}`);
  const dialog = page.getByRole("dialog", { name: `Invoice ${draft.number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Record payment" })).toHaveCount(0);

  await dialog.getByRole("button", { name: "Edit invoice" }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${draft.number}` });
  await expect(edit.getByLabel("Item 1 unit price")).toHaveValue("1000");
  await edit.getByLabel("Item 1 unit price").fill("2000");
  await expect(edit.getByText("Total: $2,170.00")).toBeVisible();
  await edit.getByRole("button", { name: "Save invoice" }).click();
  await expect(toast(page, "success", "Invoice saved")).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(Number((await invoiceRow(draft.id))?.total)).toBe(2170);

  await dialog.getByRole("button", { name: "Mark as sent" }).click();
  await expect(toast(page, "success", "Invoice sent")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Record payment" })).toBeVisible();
  expect(await invoiceRow(draft.id)).toMatchObject({ status: "sent", is_overdue: true });
  await expect(dialog.getByRole("definition").getByText("Overdue", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  // One definition of overdue: the badge, the filter and the card agree.
  await page.getByLabel("Status").selectOption("overdue");
  await expect(page).toHaveURL(/status=overdue/);
  const card = page
    .getByRole("list", { name: "Invoices" })
    .getByRole("listitem")
    .filter({ hasText: draft.number });
  await expect(card.getByText("Overdue", { exact: true })).toBeVisible();
  const { data: overdueRows } = await db.from("invoices_overview").select("id").eq("is_overdue", true);
  await expectListed(
    page,
    page.getByRole("list", { name: "Invoices" }).getByRole("listitem"),
    overdueRows?.length ?? -1,
  );
  await expectCardsFollowRows(page);

  await page.goto(`/admin?tab=finance&invoice=${draft.id}`);
  await dialog.getByRole("button", { name: "Record payment" }).click();
  const payment = dialog.getByRole("form", { name: "Record payment" });
  await expect(payment.getByLabel("Amount (USD)")).toHaveValue("2170.00");
  await payment.getByLabel("Amount (USD)").fill("2500");
  await payment.getByLabel("Method").selectOption("wire");
  await payment.getByRole("button", { name: "Save payment" }).click();
  await expect(payment.getByText("The amount is more than the balance of $2,170.00.")).toBeVisible();
  await payment.getByLabel("Amount (USD)").fill("1000");
  await payment.getByRole("button", { name: "Save payment" }).click();
  await expect(toast(page, "success", "Payment recorded")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Record payment" })).toBeVisible();
  expect((await invoiceRow(draft.id))?.status).toBe("sent");

  await dialog.getByRole("button", { name: "Record payment" }).click();
  await expect(payment.getByLabel("Amount (USD)")).toHaveValue("1170.00");
  await payment.getByLabel("Method").selectOption("wire");
  await payment.getByRole("button", { name: "Save payment" }).click();
  // The first payment's toast may still be on screen beside this one.
  await expect(
    toast(page, "success", "Payment recorded").filter({ hasText: "settles the invoice: it is paid." }),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Record payment" })).toHaveCount(0);
  await expect(dialog.getByRole("definition").getByText("Paid", { exact: true })).toBeVisible();

  expect(await invoiceRow(draft.id)).toMatchObject({
    status: "paid",
    paid_date: today,
    payment_method: "wire",
    is_overdue: false,
  });
  const { data: payments } = await db
    .from("payments")
    .select("amount, payment_date, transaction_id, status")
    .eq("invoice_id", draft.id)
    .order("created_at");
  expect(payments?.map((p) => Number(p.amount))).toEqual([1000, 1170]);
  for (const p of payments ?? []) {
    expect(p.transaction_id).toMatch(new RegExp(`^TXN-\\d{3}-${today.slice(0, 4)}$`));
    expect(p).toMatchObject({ payment_date: today, status: "completed" });
  }
  await dialog.getByRole("tab", { name: "Financial summary" }).click();
  await expect(dialog.getByRole("table", { name: "Payments on this invoice" })).toContainText(
    payments?.[1]?.transaction_id ?? "-",
  );
  await page.keyboard.press("Escape");
  await expectCardsFollowRows(page);

  // The log says who did what, and the overview's recent activity reads it.
  const { data: entries } = await db
    .from("activity_log")
    .select("subject_type, from_status, to_status, actor_email")
    .or(`subject_id.eq.${draft.id},subject_label.like.*${draft.number}`)
    .order("occurred_at")
    .order("subject_type");
  const log = staffMoves(entries);
  expect(log.map((l) => `${l.subject_type}:${l.from_status ?? ""}>${l.to_status}`)).toEqual([
    "invoice:draft>sent",
    "payment:>completed",
    "invoice:sent>paid",
    "payment:>completed",
  ]);
  expect(new Set(log.map((l) => l.actor_email))).toEqual(new Set([adminEmail]));
  // The overview's recent activity reads the log: the entry is in its view as staff read it, and the page
  // shows the view's newest entry. Other workers' tests add activity meanwhile, which can push this entry
  // off the page's ten.
  const staff = await signedInClient(adminEmail);
  const paidDetail = `${draft.number}: sent → paid · by ${adminEmail}`;
  const { data: activity } = await staff.from("recent_activity").select("detail").eq("detail", paidDetail);
  expect(activity).toHaveLength(1);
  await expect(async () => {
    const { data: newest } = await staff
      .from("recent_activity")
      .select("detail")
      .order("occurred_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(1)
      .single();
    await page.goto("/admin?tab=overview");
    await expect(
      page.getByRole("list", { name: "Recent activity" }).getByRole("listitem").first(),
    ).toContainText(newest?.detail ?? "(no activity)", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.context().close();
});

test("Cancel invoice asks for a reason, which the activity log keeps; a cancelled invoice is final", async ({
  browser,
}) => {
  const draft = await insertDraft(300);
  const page = await openDashboard(browser, state, `?tab=finance&invoice=${draft.id}`);
  const dialog = page.getByRole("dialog", { name: `Invoice ${draft.number}` });
  await dialog.getByRole("button", { name: "Cancel invoice" }).click();
  const form = dialog.getByRole("form", { name: "Cancel invoice" });
  await form.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(form.getByText("Reason is required.")).toBeVisible();
  expect((await invoiceRow(draft.id))?.status).toBe("draft");
  await form.getByLabel("Reason").fill(`Client withdrew ${TAG}`);
  await form.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(toast(page, "success", "Invoice cancelled")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel invoice" })).toHaveCount(0);
  await expect(dialog.getByRole("definition").getByText("Cancelled", { exact: true })).toBeVisible();
  expect((await invoiceRow(draft.id))?.status).toBe("cancelled");
  const { data: log } = await db
    .from("activity_log")
    .select("from_status, to_status, detail, actor_email")
    .eq("subject_id", draft.id);
  expect(staffMoves(log)).toEqual([
    {
      from_status: "draft",
      to_status: "cancelled",
      detail: `Client withdrew ${TAG}`,
      actor_email: adminEmail,
    },
  ]);
  await page.context().close();
});

test("Approve and Reject decide pending expenses as the staff member, today; Net Profit follows", async ({
  browser,
}) => {
  const { data: member } = await db
    .from("team_members")
    .insert({
      name: `Approver ${TAG}`,
      email: adminEmail,
      position: "Finance lead",
      department: "operations",
      role: "manager",
      hourly_rate: 90,
    })
    .select("id")
    .single();
  const { data: expenses } = await db
    .from("expenses")
    .insert([
      { description: `Licence ${TAG}`, amount: 1234.5, category: "software", date: today },
      { description: `Trip ${TAG}`, amount: 99, category: "travel", date: today },
    ])
    .select("id, description");
  const page = await openDashboard(browser, state, "?tab=finance&view=expenses");
  const table = page.getByRole("table", { name: "Expenses" });
  const licence = table.getByRole("row").filter({ hasText: `Licence ${TAG}` });
  await licence.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "success", "Expense approved")).toBeVisible();
  await expect(licence.getByText("Approved", { exact: true })).toBeVisible();
  await expect(licence.getByRole("button", { name: "Approve" })).toHaveCount(0);
  const trip = table.getByRole("row").filter({ hasText: `Trip ${TAG}` });
  await trip.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "success", "Expense rejected")).toBeVisible();
  await expect(trip.getByText("Rejected", { exact: true })).toBeVisible();

  const { data: stored } = await db
    .from("expenses")
    .select("description, status, approved_by, approved_date")
    .in(
      "id",
      (expenses ?? []).map((e) => e.id),
    )
    .order("description");
  expect(stored).toEqual([
    { description: `Licence ${TAG}`, status: "approved", approved_by: member?.id, approved_date: today },
    { description: `Trip ${TAG}`, status: "rejected", approved_by: member?.id, approved_date: today },
  ]);
  await expectCardsFollowRows(page);
  await page.context().close();
});

test("a non-admin's session can call none of the money actions", async ({ browser }) => {
  const draft = await insertDraft(100);
  const { data: expense } = await db
    .from("expenses")
    .insert({ description: `Forged ${TAG}`, amount: 10, category: "office", date: today })
    .select("id")
    .single();
  const context = await memberContext(browser, `${TAG}-member`);
  const page = await context.newPage();
  const calls: [string, unknown][] = [
    ["markInvoiceSentAction", { invoiceId: draft.id }],
    ["cancelInvoiceAction", { invoiceId: draft.id, reason: "forged" }],
    ["recordPaymentAction", { invoiceId: draft.id, amount: "1", paymentDate: today, method: "ach" }],
    [
      "editInvoiceAction",
      {
        invoiceId: draft.id,
        values: {
          clientId: "00000000-0000-4000-8000-000000000000",
          issueDate: "2019-03-01",
          dueDate: "2019-03-31",
          items: [{ description: "x", quantity: "1", unitPrice: "1" }],
        },
      },
    ],
    ["decideExpenseAction", { expenseId: expense?.id, decision: "approved" }],
    ["writeOffBalanceAction", { invoiceId: draft.id, reason: "forged" }],
  ];
  await expectAdminActionsRefused(page.request, "/admin?tab=finance", ACTIONS, calls);
  expect((await invoiceRow(draft.id))?.status).toBe("draft");
  const { data: after } = await db.from("expenses").select("status").eq("id", expense?.id).single();
  expect(after?.status).toBe("pending");
  const { data: log } = await db
    .from("activity_log")
    .select("from_status, to_status, actor_email")
    .eq("subject_id", draft.id);
  expect(staffMoves(log)).toEqual([]);
  await context.close();
});

test("a partial payment, then the balance written off with a reason: rows, cards and log follow", async ({
  browser,
}) => {
  // Two rounds of the four cards against the rows, each reloading the page until they agree.
  test.setTimeout(240_000);
  const draft = await insertDraft(2000);
  const page = await openDashboard(browser, state, `?tab=finance&invoice=${draft.id}`);
  const dialog = page.getByRole("dialog", { name: `Invoice ${draft.number}` });
  await dialog.getByRole("button", { name: "Mark as sent" }).click();
  await expect(toast(page, "success", "Invoice sent")).toBeVisible();
  await dialog.getByRole("button", { name: "Record payment" }).click();
  const payment = dialog.getByRole("form", { name: "Record payment" });
  await payment.getByLabel("Amount (USD)").fill("1000");
  await payment.getByRole("button", { name: "Save payment" }).click();
  await expect(toast(page, "success", "Payment recorded")).toBeVisible();
  const balance = async () =>
    (
      await db
        .from("invoices_overview")
        .select("status, total, amount_paid, amount_credited, balance")
        .eq("id", draft.id)
        .single()
    ).data;
  expect(await balance()).toEqual({
    status: "sent",
    total: 2170,
    amount_paid: 1000,
    amount_credited: 0,
    balance: 1170,
  });
  // Outstanding and overdue count the $1,170 still owed, not the $2,170 total.
  const part = await financeFromRows();
  expect(part.invoices.find((i) => i.id === draft.id)?.balance).toBe(cents(1170));
  await expectCardsFollowRows(page);

  await page.goto(`/admin?tab=finance&invoice=${draft.id}`);
  await dialog.getByRole("button", { name: "Cancel invoice" }).click();
  const cancel = dialog.getByRole("form", { name: "Cancel invoice" });
  await cancel.getByLabel("Reason").fill("Client disputes the rest");
  await cancel.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(
    cancel.getByText(
      "Money has been received on this invoice, so it cannot be cancelled: write off the remaining balance instead.",
    ),
  ).toBeVisible();
  await cancel.getByRole("button", { name: "Keep invoice" }).click();

  await dialog.getByRole("button", { name: "Write off balance" }).click();
  const writeOff = dialog.getByRole("form", { name: "Write off balance" });
  await writeOff.getByRole("button", { name: "Write off $1,170.00" }).click();
  await expect(writeOff.getByText("Reason is required.")).toBeVisible();
  expect((await balance())?.status).toBe("sent");
  await writeOff.getByLabel("Reason").fill(`Settled for less ${TAG}`);
  await writeOff.getByRole("button", { name: "Write off $1,170.00" }).click();
  await expect(toast(page, "success", "Balance written off")).toBeVisible();
  await expect(dialog.getByRole("definition").getByText("Paid", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Write off balance" })).toHaveCount(0);

  expect(await balance()).toEqual({
    status: "paid",
    total: 2170,
    amount_paid: 1000,
    amount_credited: 1170,
    balance: 0,
  });
  const { data: credits } = await db
    .from("invoice_credits")
    .select("credit_number, amount, reason, credit_date")
    .eq("invoice_id", draft.id);
  expect(credits).toEqual([
    {
      credit_number: expect.stringMatching(new RegExp(`^CRN-${today.slice(0, 4)}-\\d{3}$`)),
      amount: 1170,
      reason: `Settled for less ${TAG}`,
      credit_date: today,
    },
  ]);
  await dialog.getByRole("tab", { name: "Financial summary" }).click();
  await expect(dialog.getByRole("table", { name: "Credit notes on this invoice" })).toContainText(
    `Settled for less ${TAG}`,
  );
  await expect(dialog.getByRole("definition").filter({ hasText: "$1,170.00" }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  // Revenue gains the $1,000 received; the $1,170 written off is neither revenue nor outstanding.
  await expectCardsFollowRows(page);

  const { data: entries } = await db
    .from("activity_log")
    .select("subject_type, from_status, to_status, detail, actor_email")
    .or(`subject_id.eq.${draft.id},subject_label.like.*${draft.number}`)
    .order("occurred_at")
    .order("subject_type");
  const log = staffMoves(entries);
  expect(log.map((l) => `${l.subject_type}:${l.from_status ?? ""}>${l.to_status}`)).toEqual([
    "invoice:draft>sent",
    "payment:>completed",
    "credit note:>issued",
    "invoice:sent>paid",
  ]);
  expect(log[2]?.detail).toBe(`$1,170.00 · Settled for less ${TAG}`);
  expect(new Set(log.map((l) => l.actor_email))).toEqual(new Set([adminEmail]));
  await page.context().close();
});

test("a project's expense approved in Finance counts in the project's cost and in Finance's figures", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { data: source } = await db.from("projects").select("client_id, service_id").limit(1).single();
  const { data: project, error } = await db
    .from("projects")
    .insert({
      name: `Ledger ${TAG}`,
      client_id: source?.client_id,
      service_id: source?.service_id,
      status: "in-progress",
      start_date: today,
      deadline: "2030-01-01",
      budget: 5000,
    })
    .select("id")
    .single();
  if (error) throw error;
  const page = await openDashboard(browser, state, `/projects?project=${project.id}`);
  const dialog = page.getByRole("dialog", { name: `Ledger ${TAG}` });
  await dialog.getByRole("tab", { name: "Time & Expenses" }).click();
  const panel = dialog.getByRole("tabpanel", { name: "Time & Expenses" });
  const cost = panel.locator("dt", { hasText: "Actual cost" }).locator("xpath=following-sibling::dd[1]");
  const form = panel.getByRole("form", { name: "Add expense" });
  await form.getByRole("textbox", { name: "Expense", exact: true }).fill(`Fonts ${TAG}`);
  await form.getByLabel("Amount (USD)").fill("45");
  await form.getByRole("button", { name: "Add expense" }).click();
  const listed = panel.getByRole("list", { name: "Project expenses" }).getByRole("listitem");
  await expect(listed.filter({ hasText: `Fonts ${TAG}` })).toContainText("Pending");
  await expect(cost).toHaveText(formatCurrency(0));

  await page.goto("/admin?tab=finance&view=expenses");
  const row = page
    .getByRole("table", { name: "Expenses" })
    .getByRole("row")
    .filter({ hasText: `Fonts ${TAG}` });
  await expect(row).toContainText(`Ledger ${TAG}`);
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "success", "Expense approved")).toBeVisible();
  const { data: stored } = await db
    .from("expenses")
    .select("amount, status, project_id")
    .eq("description", `Fonts ${TAG}`);
  expect(stored).toEqual([{ amount: 45, status: "approved", project_id: project.id }]);
  // Net Profit counts the same approved rows the project's cost does.
  await expectCardsFollowRows(page);
  const { data: overview } = await db
    .from("projects_overview")
    .select("actual_cost")
    .eq("id", project.id)
    .single();
  expect(overview?.actual_cost).toBe(45);

  await page.goto(`/admin/projects?project=${project.id}`);
  await dialog.getByRole("tab", { name: "Time & Expenses" }).click();
  await expect(cost).toHaveText(formatCurrency(45));
  await expect(panel.getByText("Approved", { exact: true })).toBeVisible();
  await page.context().close();
});
