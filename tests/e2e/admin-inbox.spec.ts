import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import Papa from "papaparse";
import { todayIso } from "../../lib/admin/workspace/dates.ts";
import { confirmedAccount, sessionStorageState } from "./support/admin-session.ts";
import { expect, seriousA11yViolations, test, toast } from "./support/fixtures.ts";
import { waitForHydration } from "./support/hydration.ts";
import { callAction, db, outboxFor, STAFF_INBOX, uniqueAddress, uniqueEmail } from "./support/leads.ts";

// Every lead of this run carries the tag, so searches see this run's rows and nobody else's.
const TAG = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// The lead of the notice test has a tag of its own, so the searches for TAG keep their four leads.
const NOTICE = `n${Math.random().toString(36).slice(2, 10)}`;
const BULK = `bulk${Math.random().toString(36).slice(2, 10)}`;
const BULK_COUNT = 30;

test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });
// The server renders each filter change; a shared two-core machine makes that slow at times.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const leads = {
  quote: {
    name: `Quinn ${TAG}`,
    email: uniqueEmail(`quinn-${TAG}`),
    phone: "+1 713 555 0199",
    service: "web-applications",
    estimated_budget: "50k-100k",
    timeline: "standard",
    project_description: `=HYPERLINK("http://evil.example")\nProject Type: Web Application\n${"Full details. ".repeat(40)}END-OF-DETAILS`,
    company: "Formula Co",
    estimate_low: 33000,
    estimate_high: 66000,
    estimate_note: "A starting range from the answers.",
    created_at: hoursAgo(1),
  },
  evaluation: { name: `Evan ${TAG}`, email: uniqueEmail(`evan-${TAG}`), created_at: "2026-01-10T18:00:00Z" },
  contact: {
    first_name: "Cora",
    last_name: TAG,
    email: `averyveryverylongmailboxname.with.many.dots-${TAG}@subdomain.example-company.com`,
    company: `Acme Widgets ${TAG}`,
    message: "+SUM(1,2) please call us about a portal",
    created_at: hoursAgo(2),
  },
  newsletter: { email: uniqueEmail(`news-${TAG}`), subscribed_at: hoursAgo(3) },
};

/**
 * Stores leads as the server would; the database stamps every new lead with the time of its insert, so
 * the dates a test needs are set afterwards, as staff tooling could (an edit of a lead names the version
 * it was read at: a new one is at 1).
 */
async function insert(table: string, rows: Record<string, unknown>[]) {
  const stamp = table === "newsletter_subscriptions" ? "subscribed_at" : "created_at";
  const { data, error } = await db
    .from(table)
    .insert(rows.map(({ [stamp]: _, ...row }) => row))
    .select("id");
  if (error) throw new Error(`seeding ${table}: ${error.code} ${error.message}`);
  for (const [index, row] of rows.entries()) {
    if (row[stamp] === undefined) continue;
    const { error: dated } = await db
      .from(table)
      .update({ [stamp]: row[stamp], version: 1 })
      .eq("id", data?.[index]?.id);
    if (dated) throw new Error(`dating ${table}: ${dated.code} ${dated.message}`);
  }
}

let adminEmail = "";
let memberEmail = "";
let adminState: Awaited<ReturnType<typeof sessionStorageState>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await insert("project_evaluations", [leads.quote, leads.evaluation]);
  await insert("contact_submissions", [leads.contact]);
  await insert("newsletter_subscriptions", [
    leads.newsletter,
    ...Array.from({ length: BULK_COUNT }, (_, i) => ({
      email: uniqueEmail(`${BULK}-${String(i).padStart(2, "0")}`),
      subscribed_at: hoursAgo(10 + i),
    })),
  ]);
  [adminEmail, memberEmail] = await Promise.all([
    confirmedAccount("inbox-admin", true),
    confirmedAccount("inbox-member", false),
  ]);
  adminState = await sessionStorageState(adminEmail);
});

const consoleProblems = new WeakMap<Page, string[]>();

/** Closes an inbox page, failing the test if it logged an error or a hydration warning. */
async function closeInbox(page: Page) {
  expect(consoleProblems.get(page), "console errors or hydration warnings").toEqual([]);
  await page.context().close();
}

async function openInbox(browser: Browser, query = "", viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ storageState: adminState, viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    // A failed resource names itself only in the message's location.
    const where = message.location().url;
    if (message.type() === "error" || /hydrat/i.test(message.text()))
      problems.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  consoleProblems.set(page, problems);
  await page.goto(`/admin?tab=inbox${query}`);
  await expect(
    page.getByRole("navigation", { name: "Dashboard areas" }).getByRole("link", { name: "Inbox" }),
  ).toHaveAttribute("aria-current", "page");
  return page;
}

const list = (page: Page) => page.getByRole("list", { name: "Leads, newest first" });
const cards = (page: Page) => list(page).getByRole("listitem");

async function search(page: Page, text: string) {
  await page.getByLabel("Search leads").fill(text);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

test("search and every filter narrow the list, live in the URL, and Back undoes them", async ({
  browser,
}) => {
  const page = await openInbox(browser);
  await expect(page.getByRole("heading", { name: "Inbox", level: 2 })).toBeVisible();
  await search(page, TAG.toUpperCase());
  // Newest first: quote (1 h), contact (2 h), newsletter (3 h), then January's evaluation.
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).nth(0)).toContainText("Quote request");
  await expect(cards(page).nth(1)).toContainText("Contact message");
  await expect(cards(page).nth(2)).toContainText("Newsletter subscriber");
  await expect(cards(page).nth(3)).toContainText("Project evaluation");

  await page.getByLabel("Kind").selectOption("contact");
  await expect(page).toHaveURL(/kind=contact/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(`Acme Widgets ${TAG}`);
  await page.goBack();
  await expect(page).not.toHaveURL(/kind=/);
  await expect(cards(page)).toHaveCount(4);

  await page.getByLabel("From", { exact: true }).fill("2026-01-09");
  await page.getByLabel("To", { exact: true }).fill("2026-01-11");
  await expect(page).toHaveURL(/from=2026-01-09.*to=2026-01-11/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(`Evan ${TAG}`);
  await page.getByLabel("Status").selectOption("quoted");
  await expect(page.getByText("No lead matches these filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);

  // Company and message text are searched too, whatever the case; a shared URL opens the same view.
  const mixedCase = `acme WIDGETS ${TAG.toUpperCase()}`;
  await page.goto(`/admin?tab=inbox&q=${encodeURIComponent(mixedCase)}&kind=contact`);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByLabel("Search leads")).toHaveValue(mixedCase);
  await expect(page.getByLabel("Kind")).toHaveValue("contact");
  await search(page, "PORTAL");
  await expect(cards(page).filter({ hasText: `Cora ${TAG}` })).toHaveCount(1);
  await closeInbox(page);
});

test("Search pressed before the page's scripts run asks for the searched list, filters kept", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: adminState });
  const page = await context.newPage();
  // The scripts never arrive: the form is the page's own.
  await page.route(/\/_next\/static\/chunks\/.+\.js/, (route) => route.abort());
  await page.goto("/admin/inbox?kind=contact", { waitUntil: "commit" });
  await page.getByLabel("Search leads").fill(TAG);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inbox\\?(?=.*kind=contact)(?=.*q=${TAG})`));
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(`Acme Widgets ${TAG}`);
  await context.close();
});

test("text typed while the page is still loading its scripts is what Search looks for", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: adminState });
  const page = await context.newPage();
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // A shared link that already searches: the box starts with its text, and the visitor types anew.
  await page.goto(`/admin/inbox?q=${encodeURIComponent(`acme ${TAG}`)}&kind=contact`, {
    waitUntil: "commit",
  });
  await expect(page.getByLabel("Search leads")).toHaveValue(`acme ${TAG}`);
  await page.getByLabel("Search leads").fill(TAG);
  release();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${TAG}(&|$)`));
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByLabel("Search leads")).toHaveValue(TAG);
  await context.close();
});

test("Load more pages past the first 25 without repeating or skipping a lead", async ({ browser }) => {
  const page = await openInbox(browser, `&q=${BULK}`);
  await expect(cards(page)).toHaveCount(25);
  await expect(page.getByText("Showing 25; more below.")).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards(page)).toHaveCount(BULK_COUNT);
  await expect(page.getByText(`Showing all ${BULK_COUNT}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  const shown = await cards(page).allInnerTexts();
  const order = shown.map((text) => text.match(new RegExp(`${BULK}-(\\d\\d)`))?.[1]);
  expect(order).toEqual(Array.from({ length: BULK_COUNT }, (_, i) => String(i).padStart(2, "0")));
  await closeInbox(page);
});

test("the detail shows every field; status and notes are saved with who and when", async ({ browser }) => {
  const page = await openInbox(browser, `&q=${TAG}`);
  await expect(cards(page)).toHaveCount(4);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // By keyboard: the card is a button.
  await cards(page)
    .filter({ hasText: `Quinn ${TAG}` })
    .getByRole("button")
    .focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/lead=/);
  const dialog = page.getByRole("dialog", { name: `Quote request: Quinn ${TAG}` });
  await expect(dialog).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const text of [
    leads.quote.email,
    "+1 713 555 0199",
    "Formula Co",
    "Web Applications",
    "$50,000-$100,000",
    "2-4 months",
    "$33,000 – $66,000",
    "A starting range from the answers.",
    "END-OF-DETAILS",
  ]) {
    await expect(dialog).toContainText(text);
  }
  await expect(dialog.getByText("No changes yet.")).toBeVisible();

  await dialog.getByLabel("Status").selectOption("quoted");
  await dialog.getByLabel("Staff notes").fill("Company: Formula Co\nSent proposal v1 on Monday.");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "success", "Saved")).toBeVisible();
  const history = dialog.getByRole("list", { name: "Changes, newest first" });
  await expect(history).toContainText("Status: New → Quoted");
  await expect(history).toContainText(`by ${adminEmail}`);
  await expect(history).toContainText("Sent proposal v1 on Monday.");

  const { data: stored } = await db
    .from("project_evaluations")
    .select("status, notes")
    .eq("email", leads.quote.email)
    .single();
  expect(stored).toEqual({ status: "quoted", notes: "Company: Formula Co\nSent proposal v1 on Monday." });
  const { data: events } = await db
    .from("lead_events")
    .select("field, new_value, changed_by_email, changed_at")
    .eq("field", "status")
    .eq("new_value", "quoted")
    .eq("changed_by_email", adminEmail);
  expect(events).toHaveLength(1);
  expect(Math.abs(Date.parse(events?.[0]?.changed_at ?? "") - Date.now())).toBeLessThan(120_000);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/lead=/);
  await page.getByLabel("Status").selectOption("quoted");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("Quoted");

  // A contact message moves through its own workflow.
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await search(page, TAG);
  await cards(page).filter({ hasText: "Acme Widgets" }).getByRole("button").click();
  const contact = page.getByRole("dialog", { name: `Contact message: Cora ${TAG}` });
  await expect(contact.getByLabel("Status").locator("option")).toHaveText([
    "New",
    "In Progress",
    "Replied",
    "Closed",
  ]);
  await contact.getByLabel("Status").selectOption("replied");
  await contact.getByRole("button", { name: "Save changes" }).click();
  await expect(contact.getByRole("list", { name: "Changes, newest first" })).toContainText(
    "Status: New → Replied",
  );
  await closeInbox(page);
});

test("a newsletter subscriber is deactivated and reactivated", async ({ browser }) => {
  const page = await openInbox(browser, `&q=${TAG}&kind=newsletter`);
  await cards(page).getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: `Newsletter subscriber: ${leads.newsletter.email}` });
  await dialog.getByRole("button", { name: "Deactivate subscriber" }).click();
  await expect(toast(page, "success", "Subscriber deactivated")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Reactivate subscriber" })).toBeVisible();
  await expect(dialog).toContainText("Subscription: active → inactive");
  const { data } = await db
    .from("newsletter_subscriptions")
    .select("is_active")
    .eq("email", leads.newsletter.email)
    .single();
  expect(data?.is_active).toBe(false);
  await page.keyboard.press("Escape");
  await page.getByLabel("Status").selectOption("inactive");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("Inactive");
  await cards(page).getByRole("button").click();
  await page.getByRole("button", { name: "Reactivate subscriber" }).click();
  await expect(toast(page, "success", "Subscriber reactivated")).toBeVisible();
  await closeInbox(page);
});

test("a staff e-mail that failed is shown with its error, and Send notice again delivers it", async ({
  browser,
}) => {
  const lead = {
    first_name: "Nora",
    last_name: `Notice ${NOTICE}`,
    email: uniqueEmail(`nora-${NOTICE}`),
    message: "Hi",
  };
  await insert("contact_submissions", [lead]);
  const { data: stored } = await db.from("contact_submissions").select("id").eq("email", lead.email).single();
  const leadId = stored?.id as string;
  const noticeStatus = async () =>
    (await db.from("lead_notices").select("status").eq("lead_id", leadId).single()).data?.status;
  // Every attempt failed: the state the delivery worker leaves after its last retry. A delivery run
  // that was already sending it could still mark it sent, so the state is set until it holds.
  await expect
    .poll(async () => {
      await db
        .from("lead_notices")
        .update({ status: "failed", attempts: 5, last_error: "connect ECONNREFUSED 127.0.0.1:2525" })
        .eq("lead_id", leadId);
      return noticeStatus();
    })
    .toBe("failed");

  const page = await openInbox(browser);
  const alert = page.getByRole("region", { name: /new-lead e-mails? could not be sent/ });
  await expect(alert).toBeVisible();
  // The warning's lead names wrap on a phone instead of widening the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await alert.getByRole("button", { name: `Contact message: Nora Notice ${NOTICE}` }).click();
  const dialog = page.getByRole("dialog", { name: `Contact message: Nora Notice ${NOTICE}` });
  await expect(dialog.getByText("Not sent: 5 attempts failed")).toBeVisible();
  await expect(dialog.getByText("Last error: connect ECONNREFUSED 127.0.0.1:2525")).toBeVisible();

  await dialog.getByRole("button", { name: "Send notice again" }).click();
  await expect(toast(page, "success", "Notice queued")).toBeVisible();
  await expect.poll(noticeStatus).toBe("sent");
  const notices = await outboxFor(STAFF_INBOX);
  expect(notices.filter((mail) => mail.subject.includes(lead.email)).map((mail) => mail.subject)).toEqual([
    `New contact message: Nora Notice ${NOTICE} <${lead.email}>`,
  ]);
  await page.reload();
  await expect(dialog.getByText(/^Sent /)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Send notice again" })).toHaveCount(0);
  await expect(alert.getByRole("button", { name: `Contact message: Nora Notice ${NOTICE}` })).toHaveCount(0);
  await closeInbox(page);
});

test("CSV export holds exactly the filtered leads, as UTF-8 with BOM, formulas neutralised", async ({
  browser,
}) => {
  const page = await openInbox(browser, `&q=${TAG}`);
  await expect(cards(page)).toHaveCount(4);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) ?? "", "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain("\r\n");
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data.map((row) => row.Kind)).toEqual([
    "Quote request",
    "Contact message",
    "Newsletter subscriber",
    "Project evaluation",
  ]);
  const [quote, contact] = parsed.data;
  expect(quote?.Message?.startsWith(`'=HYPERLINK("http://evil.example")\n`)).toBe(true);
  expect(quote?.Message).toContain("END-OF-DETAILS");
  // A phone number is a value a spreadsheet keeps as typed: it is left as it is.
  expect(quote?.Phone).toBe("+1 713 555 0199");
  expect(quote?.["Instant estimate"]).toBe("$33,000 – $66,000");
  expect(contact?.Message).toBe(`'${leads.contact.message}`);
  expect(contact?.Email).toBe(leads.contact.email);

  await page.getByLabel("Kind").selectOption("contact");
  await expect(cards(page)).toHaveCount(1);
  const [second] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const rows = Papa.parse<Record<string, string>>(
    readFileSync((await second.path()) ?? "", "utf8").slice(1),
    {
      header: true,
    },
  ).data;
  expect(rows.map((row) => row.Name)).toEqual([`Cora ${TAG}`]);
  await closeInbox(page);
});

test("CSV export reads past one database page: every matching lead, none twice", async ({ browser }) => {
  const many = `many${Math.random().toString(36).slice(2, 10)}`;
  const count = 1_020;
  await insert(
    "newsletter_subscriptions",
    Array.from({ length: count }, (_, i) => ({ email: uniqueEmail(`${many}-${i}`) })),
  );
  const page = await openInbox(browser, `&q=${many}`);
  await expect(cards(page)).toHaveCount(25);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const rows = Papa.parse<Record<string, string>>(
    readFileSync((await download.path()) ?? "", "utf8").slice(1),
    {
      header: true,
    },
  ).data;
  expect(rows).toHaveLength(count);
  expect(new Set(rows.map((row) => row.Email)).size).toBe(count);
  await closeInbox(page);
});

test("at 390 px the cards and the detail fit, and long e-mails break as words", async ({ browser }) => {
  const page = await openInbox(browser, `&q=${TAG}`, { width: 390, height: 844 });
  await expect(cards(page)).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const email = cards(page).getByText(leads.contact.email);
  const box = await email.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  const lineHeight = await email.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect((box?.height ?? 0) / lineHeight).toBeLessThanOrEqual(3);

  await cards(page).filter({ hasText: "Acme Widgets" }).getByRole("button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(leads.contact.email)).toBeVisible();
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox?.width ?? 0).toBeLessThanOrEqual(390);
  const detailEmail = await dialog.getByText(leads.contact.email).boundingBox();
  expect(detailEmail?.width ?? 0).toBeGreaterThan(200);
  await closeInbox(page);
});

test("the inbox as a CRM: notes log, Assign to, Follow up on and its filter, links, earlier leads", async ({
  browser,
}) => {
  // A sender of its own, who wrote twice: a contact message ten days ago and an evaluation request now.
  const crm = `crm${Math.random().toString(36).slice(2, 10)}`;
  const email = uniqueEmail(crm);
  await insert("contact_submissions", [
    { first_name: "Rita", last_name: crm, email, message: "First contact.", created_at: hoursAgo(240) },
  ]);
  await insert("project_evaluations", [
    {
      name: `Rita ${crm}`,
      email,
      phone: "+1 (713) 555-0142",
      service: "web-applications",
      created_at: hoursAgo(1),
    },
  ]);
  const { data: member } = await db
    .from("team_members")
    .select("id, name")
    .eq("status", "active")
    .order("name")
    .limit(1)
    .single();
  if (!member) throw new Error("the sample team has no active member");

  const page = await openInbox(browser, `&q=${crm}`);
  await expect(cards(page)).toHaveCount(2);
  await cards(page).filter({ hasText: "Project evaluation" }).getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: `Project evaluation: Rita ${crm}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(dialog.getByRole("link", { name: "+1 (713) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+17135550142",
  );

  // Add note: the log shows it with its author; the database stamped both.
  await expect(dialog.getByText("No notes yet.")).toBeVisible();
  await dialog.getByLabel("Note", { exact: true }).fill("Called; wants a proposal by Friday.");
  await dialog.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "success", "Note added")).toBeVisible();
  const notes = dialog.getByRole("list", { name: "Notes, newest first" });
  await expect(notes).toContainText("Called; wants a proposal by Friday.");
  await expect(notes).toContainText(`by ${adminEmail}`);
  await expect(dialog.getByLabel("Note", { exact: true })).toHaveValue("");

  // Assign to and Follow up on (yesterday in the agency's calendar, so overdue), saved into the history.
  const yesterday = todayIso(new Date(Date.now() - 86_400_000));
  await dialog.getByLabel("Assign to").selectOption(member.id);
  await dialog.getByLabel("Follow up on").fill(yesterday);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "success", "Saved")).toBeVisible();
  const history = dialog.getByRole("list", { name: "Changes, newest first" });
  await expect(history).toContainText(`Assigned to: nothing → ${member.name}`);
  await expect(history).toContainText("Follow up on: nothing →");

  const { data: stored } = await db
    .from("project_evaluations")
    .select("id, assigned_to, follow_up_on")
    .eq("email", email)
    .single();
  expect(stored).toMatchObject({ assigned_to: member.id, follow_up_on: yesterday });
  const { data: storedNotes } = await db
    .from("lead_notes")
    .select("body, author_email")
    .eq("lead_id", stored?.id ?? "");
  expect(storedNotes).toEqual([{ body: "Called; wants a proposal by Friday.", author_email: adminEmail }]);

  // The earlier lead from the same address opens in the same dialog.
  const earlier = dialog.getByRole("region", { name: "Earlier leads from this e-mail" });
  await earlier.getByRole("button", { name: /Contact message/ }).click();
  await expect(page.getByRole("dialog", { name: `Contact message: Rita ${crm}` })).toBeVisible();
  // The same dialog, listening for keys since it opened (the clicked button has gone, and focus with it).
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/lead=/);

  // The overdue follow-ups filter keeps the evaluation request and drops the contact message.
  await page.getByLabel("Follow-up").selectOption("overdue");
  await expect(page).toHaveURL(/[?&]follow=overdue/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText("Project evaluation");
  await closeInbox(page);
});

test("a non-admin gets no inbox, no export and no change", async ({ browser, request }) => {
  const anonymous = await request.get(`/admin/inbox/export?q=${TAG}`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);

  const context = await browser.newContext({ storageState: await sessionStorageState(memberEmail) });
  const page = await context.newPage();
  for (const path of [`/admin?tab=inbox&q=${TAG}`, `/admin/inbox/export?q=${TAG}`]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(403);
    const body = await response.text();
    expect(body).not.toContain(TAG);
  }
  // The inbox's save action, posted the way the dashboard posts it, is refused before it runs.
  const { data: target } = await db
    .from("contact_submissions")
    .select("id, status")
    .eq("email", leads.contact.email)
    .single();
  const saved = await callAction(
    page.request,
    "/admin?tab=inbox",
    "saveLeadWorkflow",
    { kind: "contact", id: target?.id, status: "closed", notes: "forged" },
    uniqueAddress(),
    "components/admin/inbox/actions.ts",
  );
  expect(saved.status).toBe(403);
  expect(saved.result).toBeUndefined();
  const { data: after } = await db
    .from("contact_submissions")
    .select("status, notes")
    .eq("id", target?.id ?? "")
    .single();
  expect(after).toEqual({ status: target?.status, notes: null });
  await context.close();
});
