import type { Browser, Page } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";
import { todayIso } from "../../lib/admin/workspace/dates.ts";
import {
  confirmedAccount,
  openDashboard,
  sessionStorageState,
  signedInClient,
} from "./support/admin-session.ts";
import { expect, seriousA11yViolations, test, toast } from "./support/fixtures.ts";
import { db, outboxFor, STAFF_INBOX, uniqueEmail } from "./support/leads.ts";

// Quotes accepted online: staff send a quote from the quote request's estimate, the client accepts it in
// the portal (at a phone's width, by keyboard), the project is approved and its invoice drafted, and staff
// read the outcome; a second quote is declined with a reason, a third expires unanswered.
const TAG = `qte${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 240_000 });

let adminState: Awaited<ReturnType<typeof sessionStorageState>>;
let memberState: Awaited<ReturnType<typeof sessionStorageState>>;
let staffApi: SupabaseClient;
let memberEmail: string;
let clientId: string;
let requestId: string;
const first = { id: "", name: `Storefront ${TAG}` };
const second = { id: "", name: `Booking app ${TAG}` };
let acceptedQuote = { id: "", number: "" };

async function project(name: string, status: "new" | "in-review") {
  const { data: service } = await db.from("services").select("id").limit(1).single();
  const { data, error } = await db
    .from("projects")
    .insert({
      name,
      client_id: clientId,
      service_id: service?.id,
      status,
      start_date: todayIso(),
      deadline: "2030-06-01",
      budget: 15000,
    })
    .select("id")
    .single();
  if (error) throw error;
  return data.id as string;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const adminEmail = await confirmedAccount(`${TAG}-admin`, true);
  adminState = await sessionStorageState(adminEmail);
  staffApi = await signedInClient(adminEmail);

  const { data: client, error } = await db
    .from("clients")
    .insert({
      name: "Fabrikam Contact",
      email: uniqueEmail(`${TAG}-contact`),
      company: `Fabrikam ${TAG}`,
      industry: "Technology",
      status: "active",
    })
    .select("id")
    .single();
  if (error) throw error;
  clientId = client.id;
  first.id = await project(first.name, "new");
  second.id = await project(second.name, "in-review");
  // The quote request the first project came from, with the instant estimate the visitor saw.
  const { data: request, error: requestError } = await db
    .from("project_evaluations")
    .insert({
      name: "Fabrikam Contact",
      email: uniqueEmail(`${TAG}-request`),
      service: "web-development",
      project_description: "An online shop",
      estimate_low: 8000,
      estimate_high: 12000,
      estimate_note: "E-commerce site with payments",
      client_id: clientId,
      project_id: first.id,
    })
    .select("id")
    .single();
  if (requestError) throw requestError;
  requestId = request.id;

  memberEmail = await confirmedAccount(`${TAG}-member`, false);
  const linked = await staffApi.rpc("link_portal_member", { p_client_id: clientId, p_email: memberEmail });
  if (linked.error) throw linked.error;
  memberState = await sessionStorageState(memberEmail);
});

async function portalPage(browser: Browser, width = 1280, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    storageState: memberState,
    viewport: { width, height: 900 },
    javaScriptEnabled,
  });
  return context.newPage();
}

test("staff send a quote started from the quote request's estimate", async ({ browser }) => {
  const staff = await openDashboard(browser, adminState, `/projects?project=${first.id}`);
  const dialog = staff.getByRole("dialog", { name: first.name });
  await dialog.getByRole("tab", { name: /Quotes/ }).click();
  await expect(dialog.getByText("No quotes yet.")).toBeVisible();
  const form = dialog.getByRole("form", { name: "Send quote" });
  await expect(form.getByText(/Started from the quote request's instant estimate/)).toBeVisible();
  await expect(form.getByLabel("Line 1 description")).toHaveValue(
    "As estimated: E-commerce site with payments",
  );
  await expect(form.getByLabel("Line 1 unit price")).toHaveValue("10000");
  await form.getByLabel("Line 1 unit price").fill("9500");
  await form.getByRole("button", { name: "Add line" }).click();
  await form.getByLabel("Line 2 description").fill("Hosting set-up");
  await form.getByLabel("Line 2 unit price").fill("500");
  // (9,500 + 500) + 8.5% tax.
  await expect(form.getByText("Total: $10,850.00")).toBeVisible();
  await form.getByRole("button", { name: "Send quote" }).click();
  await expect(toast(staff, "success", "Quote sent")).toBeVisible();
  const quotes = dialog.getByRole("list", { name: "Quotes" });
  await expect(quotes).toContainText(`${first.name}`);
  await expect(quotes).toContainText("Awaiting the client");
  await expect(quotes).toContainText("$10,850.00");
  await expect(
    dialog.getByText(/is waiting for the client's answer: withdraw it to send another/),
  ).toBeVisible();
  await staff.context().close();

  const { data } = await db
    .from("quotes")
    .select("id, quote_number, lead_id, status")
    .eq("project_id", first.id)
    .single();
  expect(data).toMatchObject({ lead_id: requestId, status: "sent" });
  acceptedQuote = { id: data?.id as string, number: data?.quote_number as string };

  // The client's member is told by e-mail, after the response.
  const quoteMails = async () =>
    (await outboxFor(memberEmail)).filter(
      (m) => m.type === "portal-quote" && m.subject.includes(acceptedQuote.number),
    );
  await expect.poll(async () => (await quoteMails()).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await quoteMails();
  expect(mail?.subject).toContain("$10,850.00");
  expect(mail?.text).toContain(`Quote: ${acceptedQuote.number}`);
  expect(mail?.text).toContain("Total: $10,850.00");
  expect(mail?.text).toContain(`/portal/quotes/${acceptedQuote.id}`);
  expect((await db.from("projects").select("status").eq("id", first.id).single()).data?.status).toBe(
    "quoted",
  );
});

test("the client accepts it in the portal at 390 px by keyboard; a second answer is refused", async ({
  browser,
}) => {
  const page = await portalPage(browser, 390);
  await page.goto("/portal");
  const quotes = page.getByRole("region", { name: "Quotes" });
  await expect(quotes).toContainText(acceptedQuote.number);
  await expect(quotes).toContainText("Awaiting your answer");
  await quotes.getByRole("link", { name: new RegExp(acceptedQuote.number) }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/quotes/${acceptedQuote.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Quote ${acceptedQuote.number}`);
  const lines = page.getByRole("table", { name: `Lines of quote ${acceptedQuote.number}` });
  await expect(lines).toContainText("As estimated: E-commerce site with payments");
  await expect(lines.getByRole("row", { name: /^Total/ })).toContainText("$10,850.00");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The same quote open in a second tab, still offering the answer.
  const stale = await page.context().newPage();
  await stale.goto(`/portal/quotes/${acceptedQuote.id}`);
  await expect(stale.getByRole("button", { name: "Accept quote" })).toBeVisible();

  const accept = page.getByRole("button", { name: "Accept quote" });
  for (
    let presses = 0;
    presses < 60 && !(await accept.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press("Tab");
  await expect(accept).toBeFocused();
  await page.keyboard.press("Enter");
  const answer = page.getByRole("region", { name: "Your answer" });
  await expect(answer).toContainText("You accepted this quote on");
  await expect(page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);

  await stale.getByRole("button", { name: "Accept quote" }).click();
  await expect(stale.getByRole("form", { name: "Accept the quote" }).getByRole("status")).toHaveText(
    /^This quote was already accepted on /,
  );

  await page.goto(`/portal/projects/${first.id}`);
  await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByText("Approved", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Quotes for this project" })).toContainText("Accepted");
  await page.context().close();

  const { data: invoices } = await db
    .from("invoices_overview")
    .select("id, invoice_number, status, total, description")
    .eq("project_id", first.id);
  expect(invoices).toEqual([
    expect.objectContaining({
      status: "draft",
      total: 10850,
      description: `Quote ${acceptedQuote.number}: ${first.name}`,
    }),
  ]);
  const { data: logged } = await db
    .from("activity_log")
    .select("subject_type, to_status, actor_email")
    .in("subject_id", [acceptedQuote.id, first.id, invoices?.[0]?.id])
    .eq("actor_email", memberEmail);
  expect(logged).toEqual(
    expect.arrayContaining([
      { subject_type: "quote", to_status: "accepted", actor_email: memberEmail },
      { subject_type: "project", to_status: "approved", actor_email: memberEmail },
      { subject_type: "invoice", to_status: "draft", actor_email: memberEmail },
    ]),
  );

  // Staff are told by e-mail: who, which quote, and the draft to send.
  const decisionMails = async () =>
    (await outboxFor(STAFF_INBOX)).filter(
      (m) => m.type === "quote-decision" && m.subject.includes(`accepted quote ${acceptedQuote.number}`),
    );
  await expect.poll(async () => (await decisionMails()).length, { timeout: 30_000 }).toBe(1);
  const [told] = await decisionMails();
  expect(told?.text).toContain(`Decided by: ${memberEmail}`);
  expect(told?.text).toContain(`Draft invoice: ${invoices?.[0]?.invoice_number}`);
  expect(told?.text).toContain(`/admin/projects?project=${first.id}`);
});

test("staff read the outcome and open the drafted invoice", async ({ browser }) => {
  const staff = await openDashboard(browser, adminState, `/projects?project=${first.id}`);
  const dialog = staff.getByRole("dialog", { name: first.name });
  await dialog.getByRole("tab", { name: /Quotes/ }).click();
  const quotes = dialog.getByRole("list", { name: "Quotes" });
  await expect(quotes).toContainText("Accepted");
  await expect(quotes).toContainText(`Accepted by ${memberEmail} on`);
  await expect(
    dialog.getByText("Work on this project is agreed: quotes are sent before that."),
  ).toBeVisible();
  await quotes.getByRole("link", { name: "Open its draft invoice" }).click();
  await expect(staff).toHaveURL(/\/admin\/finance\?invoice=/);
  const { data: invoice } = await db
    .from("invoices")
    .select("invoice_number")
    .eq("project_id", first.id)
    .single();
  await expect(
    staff.getByRole("dialog", { name: new RegExp(invoice?.invoice_number ?? "none") }),
  ).toBeVisible();
  await staff.context().close();
});

test("the client declines a quote with a reason (scripts off), staff read it; an expired one takes no answer", async ({
  browser,
}) => {
  const sent = await staffApi.rpc("send_quote", {
    p_project_id: second.id,
    quote: { title: "Booking app, phase one", valid_until: "2030-01-31" },
    items: [{ description: "Phase one", quantity: 1, unit_price: 20000 }],
  });
  expect(sent.error).toBeNull();
  // The answer is a plain form post: it works before, and without, the page's scripts.
  const page = await portalPage(browser, 1280, false);
  await page.goto(`/portal/quotes/${sent.data}`);
  const decline = page.getByRole("form", { name: "Decline the quote" });
  await decline.getByLabel("Reason for declining (optional)").fill("Over our budget this year.");
  await decline.getByRole("button", { name: "Decline quote" }).click();
  await expect(page.getByRole("region", { name: "Your answer" })).toContainText("You declined this quote on");
  await expect(page.getByRole("region", { name: "Your answer" })).toContainText("Over our budget this year.");

  const staff = await openDashboard(browser, adminState, `/projects?project=${second.id}`);
  const dialog = staff.getByRole("dialog", { name: second.name });
  await dialog.getByRole("tab", { name: /Quotes/ }).click();
  await expect(dialog.getByRole("list", { name: "Quotes" })).toContainText(`Declined by ${memberEmail} on`);
  await expect(dialog.getByRole("list", { name: "Quotes" })).toContainText("Over our budget this year.");
  await staff.context().close();
  await expect
    .poll(
      async () =>
        (await outboxFor(STAFF_INBOX))
          .filter(
            (m) => m.type === "quote-decision" && m.text.includes(`/admin/projects?project=${second.id}`),
          )
          .map(
            (m) => m.text.includes("Reason: Over our budget this year.") && m.subject.includes("declined"),
          ),
      { timeout: 30_000 },
    )
    .toEqual([true]);

  const late = await staffApi.rpc("send_quote", {
    p_project_id: second.id,
    quote: { title: "Booking app, smaller", valid_until: todayIso() },
    items: [{ description: "Phase one, smaller", quantity: 1, unit_price: 12000 }],
  });
  expect(late.error).toBeNull();
  const expired = await db
    .from("quotes")
    .update({ valid_until: "2020-01-01", sent_at: "2019-12-01T00:00:00Z" })
    .eq("id", late.data);
  expect(expired.error).toBeNull();
  await page.goto(`/portal/quotes/${late.data}`);
  await expect(page.getByText("Expired", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your answer" })).toContainText("This quote expired on");
  await expect(page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  await page.context().close();
});
