import { randomUUID } from "node:crypto";
import Papa from "papaparse";
import { invoiceTotals } from "../../components/admin/finance/invoice-math.ts";
import { formatCurrency } from "../../lib/admin/format.ts";
import { todayIso } from "../../lib/admin/workspace/dates.ts";
import { adminSessionForFile, openDashboard, UNREADABLE, withUnreadable } from "./support/admin-session.ts";
import { expect, pressEscapeIn, test, toast } from "./support/fixtures.ts";
import { db } from "./support/leads.ts";
import { financeFromRows } from "./support/money.ts";
import { countAreaRenders, expectListedNow } from "./support/workspace.ts";

// Each run's rows carry the tag, so what this run created is found among the sample data.
const TAG = `fin${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 90_000 });

const admin = adminSessionForFile("finance-admin");

const cents = (amount: number) => Math.round(amount * 100);
const whole = (amountCents: number) => formatCurrency(amountCents / 100, { whole: true });

/** Every invoice with its total, computed here from its line items and tax rate. */
async function invoicesFromRows() {
  const [
    { data: invoices, error },
    { data: items, error: itemsError },
    { data: clients },
    { data: projects },
  ] = await Promise.all([
    db.from("invoices").select("id, invoice_number, status, due_date, tax_rate, client_id, project_id"),
    db.from("invoice_items").select("invoice_id, quantity, unit_price"),
    db.from("clients").select("id, company"),
    db.from("projects").select("id, name"),
  ]);
  if (error || itemsError) throw error ?? itemsError;
  const today = todayIso();
  return (invoices ?? []).map((invoice) => {
    const own = (items ?? []).filter((item) => item.invoice_id === invoice.id);
    const totals = invoiceTotals(
      own.map((item) => ({ quantity: Number(item.quantity), unitPrice: Number(item.unit_price) })),
      Number(invoice.tax_rate),
    );
    return {
      ...invoice,
      total: cents(totals.total),
      client: clients?.find((c) => c.id === invoice.client_id)?.company ?? "",
      project: projects?.find((p) => p.id === invoice.project_id)?.name ?? "",
      overdue: invoice.status === "overdue" || (invoice.status === "sent" && invoice.due_date < today),
    };
  });
}

test("the four summary cards agree with figures computed from the invoices and expenses", async ({
  browser,
}) => {
  const page = await openDashboard(browser, admin(), "?tab=finance");
  const { revenue, spent, outstanding, overdue } = await financeFromRows();
  const margin = revenue === 0 ? "–" : `${((100 * (revenue - spent)) / revenue).toFixed(1)}%`;

  const cards = page.getByRole("list", { name: "Financial summary" }).getByRole("listitem");
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: "Total Revenue" })).toContainText(whole(revenue));
  await expect(cards.filter({ hasText: "Net Profit" })).toContainText(whole(revenue - spent));
  await expect(cards.filter({ hasText: "Net Profit" })).toContainText(`${margin} margin`);
  await expect(cards.filter({ hasText: "Outstanding" })).toContainText(whole(outstanding));
  await expect(cards.filter({ hasText: "Outstanding" })).toContainText(`${whole(overdue)} overdue`);
  await expect(cards.filter({ hasText: "Outstanding" })).toContainText(
    "Open balances (total − payments − credits)",
  );
  await expect(cards.filter({ hasText: "Cash Flow" })).toBeVisible();
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test("search and the status filter narrow the invoices as the rule says, in the URL", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "?tab=finance");
  const list = page.getByRole("list", { name: "Invoices" }).getByRole("listitem");
  const stored = async (
    keep: (i: Awaited<ReturnType<typeof invoicesFromRows>>[number]) => boolean = () => true,
  ) => (await invoicesFromRows()).filter(keep).length;
  await expectListedNow(page, list, stored);

  const invoices = await invoicesFromRows();
  const word = invoices.flatMap((i) => i.client.split(/\s+/)).find((w) => /^[A-Za-z]{5,}$/.test(w)) ?? "";
  const term = word.slice(1, 5).toUpperCase();
  const matches = (i: (typeof invoices)[number]) =>
    [i.invoice_number, i.client, i.project].some((field) => field.toLowerCase().includes(term.toLowerCase()));
  await page.getByLabel("Search invoices").fill(term);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${term}`));
  await expectListedNow(page, list, () => stored(matches));

  await page.getByLabel("Status").selectOption("paid");
  await expect(page).toHaveURL(/status=paid/);
  const both = (i: (typeof invoices)[number]) => matches(i) && i.status === "paid";
  if ((await stored(both)) === 0)
    await expect(page.getByText("No invoices match these filters.")).toBeVisible();
  else await expectListedNow(page, list, () => stored(both));

  await page.goBack();
  await expect(page).not.toHaveURL(/status=paid/);
  await expectListedNow(page, list, () => stored(matches));
  await page.context().close();
});

test("View opens the invoice's five tabs; Download gives its PDF named after it", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "?tab=finance");
  const first = page.getByRole("list", { name: "Invoices" }).getByRole("listitem").first();
  const number = (await first.getByText(/^INV-\d{4}-\d{3}$/).textContent()) ?? "";
  await first.getByRole("button", { name: `View ${number}` }).click();
  const dialog = page.getByRole("dialog", { name: `Invoice ${number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab")).toHaveText([
    "Details",
    "Financial summary",
    "Line items",
    /^E-mails \(\d+\)$/,
    "Notes",
  ]);
  await dialog.getByRole("tab", { name: "Line items" }).click();
  await expect(dialog.getByRole("table", { name: "Line items" })).toBeVisible();
  await dialog.getByRole("tab", { name: "Financial summary" }).click();
  await expect(dialog).toContainText("Subtotal");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  const href =
    (await first.getByRole("link", { name: `Download ${number} as PDF` }).getAttribute("href")) ?? "";
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toContain(`filename="${number}.pdf"`);
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  expect(body.length).toBeGreaterThan(1000);

  const stranger = await page.context().browser()?.newContext();
  const refused = await stranger?.request.get(`${new URL(page.url()).origin}${href}`, { maxRedirects: 0 });
  expect(refused?.status()).not.toBe(200);
  await stranger?.close();
  await page.context().close();
});

test("a link to an invoice that no longer exists says so in the dialog", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), `?tab=finance&invoice=${randomUUID()}`);
  const dialog = page.getByRole("dialog", { name: "Invoice" });
  await expect(dialog.getByText("This invoice no longer exists.")).toBeVisible();
  await pressEscapeIn(dialog);
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/invoice=/);
  await page.context().close();
});

test("New Invoice computes the 8.5% tax, is numbered by the database and stored with its items", async ({
  browser,
}) => {
  const page = await openDashboard(browser, admin(), "?tab=finance&new=invoice");
  const dialog = page.getByRole("dialog", { name: "New Invoice" });
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(dialog.getByText("Please choose a client from the list.")).toBeVisible();

  await dialog.getByLabel("Client").selectOption({ index: 1 });
  await dialog.getByLabel("Description", { exact: true }).fill(`Retainer ${TAG}`);
  await dialog.getByLabel("Item 1 description").fill(`Design sprint ${TAG}`);
  await dialog.getByLabel("Item 1 quantity").fill("2");
  await dialog.getByLabel("Item 1 unit price").fill("1250.50");
  await expect(dialog.getByText("Tax: $212.59")).toBeVisible();
  await expect(dialog.getByText("Total: $2,713.59")).toBeVisible();
  const renders = countAreaRenders(page, "/admin/finance");
  await dialog.getByRole("button", { name: "Create Invoice" }).click();

  await expect(toast(page, "success", "Invoice created")).toBeVisible();
  const { data: stored } = await db
    .from("invoices_overview")
    .select("id, invoice_number, status, total")
    .eq("description", `Retainer ${TAG}`);
  expect(stored).toHaveLength(1);
  const created = stored?.[0];
  expect(created?.invoice_number).toMatch(/^INV-\d{4}-\d{3}$/);
  expect(Number(created?.total)).toBe(2713.59);
  await expect(page).toHaveURL(new RegExp(`invoice=${created?.id}`));
  const opened = page.getByRole("dialog", { name: `Invoice ${created?.invoice_number}` });
  await expect(opened).toBeVisible();
  // The form closes and the new invoice opens in one render of the area, not the action's and then the URL's.
  expect(await renders.count()).toBe(1);
  await pressEscapeIn(opened);
  await expect(page.getByRole("list", { name: "Invoices" })).toContainText(created?.invoice_number ?? "-");
  await page.context().close();
});

test("New Invoice as Sent at a rate other than 8.5% is stored sent at that rate", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "?tab=finance&new=invoice");
  const dialog = page.getByRole("dialog", { name: "New Invoice" });
  await dialog.getByLabel("Client").selectOption({ index: 1 });
  await dialog.getByLabel("Status").selectOption("sent");
  await dialog.getByLabel("Tax rate (%)").fill("8.25");
  await dialog.getByLabel("Description", { exact: true }).fill(`Houston rate ${TAG}`);
  await dialog.getByLabel("Item 1 description").fill(`Audit ${TAG}`);
  await dialog.getByLabel("Item 1 quantity").fill("1");
  await dialog.getByLabel("Item 1 unit price").fill("1000");
  await expect(dialog.getByText("Total: $1,082.50")).toBeVisible();
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expect(toast(page, "success", "Invoice created")).toBeVisible();
  const { data: stored } = await db
    .from("invoices_overview")
    .select("status, tax_rate, total, balance")
    .eq("description", `Houston rate ${TAG}`);
  expect(stored).toEqual([{ status: "sent", tax_rate: 8.25, total: 1082.5, balance: 1082.5 }]);
  await page.context().close();
});

test("Add Expense stores a pending expense that then appears in the expenses", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "?tab=finance&new=expense");
  const dialog = page.getByRole("dialog", { name: "Add Expense" });
  await dialog.getByLabel("Description").fill(`Conference tickets ${TAG}`);
  await dialog.getByLabel("Amount (USD)").fill("-5");
  await dialog.getByRole("button", { name: "Add Expense" }).click();
  await expect(dialog.getByText("Amount must be more than $0.")).toBeVisible();
  await dialog.getByLabel("Amount (USD)").fill("42.50");
  await dialog.getByLabel("Category").selectOption("travel");
  await dialog.getByRole("button", { name: "Add Expense" }).click();
  await expect(toast(page, "success", "Expense added")).toBeVisible();
  await expect(page).toHaveURL(/view=expenses/);
  await expect(page.getByRole("table", { name: "Expenses" })).toContainText(`Conference tickets ${TAG}`);
  const { data } = await db
    .from("expenses")
    .select("amount, status, category")
    .eq("description", `Conference tickets ${TAG}`);
  expect(data).toEqual([{ amount: 42.5, status: "pending", category: "travel" }]);
  await page.context().close();
});

test("Export Payments round-trips: the CSV holds every payment of the database", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "?tab=finance&view=payments");
  await expect(page.getByRole("table", { name: "Payments" })).toBeVisible();
  const href = (await page.getByRole("link", { name: "Export Payments" }).getAttribute("href")) ?? "";
  const response = await page.request.get(href);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const parsed = Papa.parse<Record<string, string>>((await response.text()).replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  const { data: payments } = await db.from("payments").select("transaction_id, amount");
  expect(parsed.data.map((row) => row["Transaction ID"]).sort()).toEqual(
    (payments ?? []).map((p) => p.transaction_id).sort(),
  );
  for (const payment of payments ?? []) {
    const row = parsed.data.find((r) => r["Transaction ID"] === payment.transaction_id);
    expect(Number(row?.["Amount (USD)"])).toBe(Number(payment.amount));
  }
  const report = await page.request.get(
    (await page.getByRole("link", { name: "Export Reports" }).getAttribute("href")) ?? "",
  );
  const months = Papa.parse<Record<string, string>>((await report.text()).replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  expect(months.data).toHaveLength(12);
  await page.context().close();
});

test("analytics charts the months and the categories; 390 px fits", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "?tab=finance&view=analytics", {
    width: 390,
    height: 844,
  });
  await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("table", { name: "Revenue and expenses by month, last 12 months" }).getByRole("row"),
  ).toHaveCount(13);
  await expect(page.getByRole("table", { name: "Approved expenses by category" })).toBeAttached();
  await expect(page.locator(".recharts-surface").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.context().close();
});

test("a failed load shows the finance failure toast", UNREADABLE, async ({ browser }) => {
  await withUnreadable("public.finance_monthly", async () => {
    const page = await openDashboard(browser, admin(), "?tab=finance&view=analytics");
    await expect(toast(page, "error", "Error")).toContainText("Failed to load financial data");
    await expect(
      page.getByText("Could not load the financial data. The error has been logged."),
    ).toBeVisible();
    await page.context().close();
  });
});
