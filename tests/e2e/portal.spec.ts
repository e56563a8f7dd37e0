import type { Browser, Page } from "@playwright/test";
import { todayIso } from "../../lib/admin/workspace/dates.ts";
import { confirmedAccount, openDashboard, sessionStorageState } from "./support/admin-session.ts";
import { expect, seriousA11yViolations, test, toast, waitForHydration } from "./support/fixtures.ts";
import { db, outboxFor, STAFF_INBOX, uniqueEmail } from "./support/leads.ts";

// The client portal end to end: staff invite a client's contact, the contact sets a password from the
// e-mail's link, sees exactly its own projects and invoices (and their PDFs), and the two sides write to
// each other on a project; staff revoke the access. A self-made account sees only the explanation.
const TAG = `ptl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 240_000 });

const PASSWORD = "portal password 2030";
const today = todayIso();
const year = today.slice(0, 4);

interface Fixture {
  clientId: string;
  company: string;
  email: string;
  projectId: string;
  projectName: string;
  invoiceId: string;
  invoiceNumber: string;
}

let adminState: Awaited<ReturnType<typeof sessionStorageState>>;
let mine: Fixture;
let theirs: Fixture;

/** Inserts with a number the sample data and other specs do not hold (unique constraint, so retried). */
async function insertNumbered<T>(
  make: (n: number) => Promise<{ data: T | null; error: { code?: string } | null }>,
) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { data, error } = await make(100 + Math.floor(Math.random() * 900));
    if (!error && data) return data;
    if (error?.code !== "23505") throw error;
  }
  throw new Error("no free number");
}

/** A client with one project (one milestone done, one next), a sent invoice partly paid, two documents. */
async function clientWithWork(label: string): Promise<Fixture> {
  const company = `${label} ${TAG}`;
  const email = uniqueEmail(`${TAG}-${label.toLowerCase()}`);
  const { data: service } = await db.from("services").select("id").limit(1).single();
  const { data: client, error } = await db
    .from("clients")
    .insert({ name: `${label} Contact`, email, company, industry: "Technology", status: "active" })
    .select("id")
    .single();
  if (error) throw error;
  const projectName = `${label} platform ${TAG}`;
  const { data: project, error: projectError } = await db
    .from("projects")
    .insert({
      name: projectName,
      client_id: client.id,
      service_id: service?.id,
      status: "in-progress",
      start_date: today,
      deadline: "2030-06-01",
      budget: 12000,
    })
    .select("id")
    .single();
  if (projectError) throw projectError;
  const milestones = await db.from("project_milestones").insert([
    {
      project_id: project.id,
      name: `${label} discovery`,
      status: "completed",
      progress: 100,
      order_index: 0,
    },
    {
      project_id: project.id,
      name: `${label} design review`,
      status: "in-progress",
      progress: 40,
      order_index: 1,
    },
  ]);
  if (milestones.error) throw milestones.error;
  const documents = await db.from("project_documents").insert([
    {
      project_id: project.id,
      name: `${label} brief shared`,
      file_type: "contract",
      shared_with_client: true,
    },
    {
      project_id: project.id,
      name: `${label} internal estimate`,
      file_type: "technical",
      shared_with_client: false,
    },
  ]);
  if (documents.error) throw documents.error;
  const invoice = await insertNumbered<{ id: string; invoice_number: string }>(async (n) =>
    db
      .from("invoices")
      .insert({
        invoice_number: `INV-${year}-${n}`,
        client_id: client.id,
        project_id: project.id,
        // Lines go on a draft only; the invoice is sent once it has them (the money rules).
        status: "draft",
        issue_date: today,
        due_date: "2030-01-01",
        tax_rate: 0,
      })
      .select("id, invoice_number")
      .single(),
  );
  const line = await db
    .from("invoice_items")
    .insert({ invoice_id: invoice.id, position: 0, description: "Build", quantity: 1, unit_price: 1000 });
  if (line.error) throw line.error;
  // A new invoice is at version 1; every edit says which version it was opened from.
  const sent = await db.from("invoices").update({ status: "sent", version: 1 }).eq("id", invoice.id);
  if (sent.error) throw sent.error;
  await insertNumbered(async (n) =>
    db
      .from("payments")
      .insert({
        invoice_id: invoice.id,
        amount: 400,
        payment_date: today,
        payment_method: "ach",
        transaction_id: `TXN-${n}-${year}`,
      })
      .select("id")
      .single(),
  );
  return {
    clientId: client.id,
    company,
    email,
    projectId: project.id,
    projectName,
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoice_number,
  };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  adminState = await sessionStorageState(await confirmedAccount(`${TAG}-admin`, true));
  mine = await clientWithWork("Northwind");
  theirs = await clientWithWork("Contoso");
});

/** A fresh browser with no session, at a phone's width when asked. */
async function newVisitor(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

async function inviteFromClientDetail(browser: Browser, client: Fixture) {
  const staff = await openDashboard(browser, adminState, `/clients?client=${client.clientId}`);
  const dialog = staff.getByRole("dialog", { name: client.company });
  await dialog.getByRole("tab", { name: "Portal" }).click();
  const form = dialog.getByRole("form", { name: "Invite to portal" });
  await expect(form.getByLabel("Email")).toHaveValue(client.email);
  await form.getByRole("button", { name: "Invite to portal" }).click();
  await expect(toast(staff, "success", "Invited to the portal")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Portal access" })).toContainText(client.email);
  await expect(dialog.getByRole("list", { name: "Portal access" })).toContainText("Invited");
  return staff;
}

let member: Page;

test("staff invite the contact; the e-mail's link lets them set a password and opens their portal", async ({
  browser,
}) => {
  const staff = await inviteFromClientDetail(browser, mine);
  await staff.context().close();

  await expect
    .poll(async () => (await outboxFor(mine.email)).filter((m) => m.type === "invite").length)
    .toBe(1);
  const mail = (await outboxFor(mine.email)).find((m) => m.type === "invite");
  expect(mail?.subject).toBe("You have been invited");

  member = await newVisitor(browser);
  await member.goto(mail?.link ?? "");
  // The session in the address's fragment is taken by the page's script, once it has hydrated.
  await waitForHydration(member);
  await expect(member).toHaveURL(/\/portal\/welcome$/);
  const form = member.getByRole("form", { name: "Set your password" });
  await expect(form).toBeVisible();
  await expect(member.getByText(`Signed in as ${mine.email}`)).toBeVisible();
  await form.getByLabel("New password").fill(PASSWORD);
  await form.getByLabel("Confirm password").fill(PASSWORD);
  await form.getByRole("button", { name: "Set password and open the portal" }).click();
  await expect(member).toHaveURL(/\/portal$/);
  await expect(member.getByRole("heading", { name: "Hello, Northwind Contact" })).toBeVisible();

  const { data: link } = await db
    .from("portal_members")
    .select("accepted_at")
    .eq("email", mine.email)
    .single();
  expect(link?.accepted_at).toBeTruthy();
});

test("the portal shows the client's own projects and invoices, and nothing of the other client", async () => {
  const projects = member.getByRole("list", { name: "Your projects" });
  await expect(projects).toContainText(mine.projectName);
  await expect(projects).toContainText("In Progress");
  await expect(projects).toContainText("1 of 2 milestones done");
  await expect(projects).toContainText("Next: Northwind design review");
  await expect(member.getByText(theirs.projectName)).toHaveCount(0);

  const billing = member.getByRole("region", { name: "Billing" });
  await expect(billing.getByRole("definition").first()).toHaveText("$600.00");
  await expect(billing.getByRole("table")).toContainText(mine.invoiceNumber);

  await member.getByRole("link", { name: "Invoices", exact: true }).click();
  await expect(member).toHaveURL(/\/portal\/invoices$/);
  const table = member.getByRole("table", { name: "Your invoices" });
  const row = table.getByRole("row", { name: new RegExp(mine.invoiceNumber) });
  await expect(row).toContainText("$1,000.00");
  await expect(row).toContainText("$400.00");
  await expect(row).toContainText("$600.00");
  await expect(table).not.toContainText(theirs.invoiceNumber);

  const pdf = await member.request.get(`/portal/invoices/${mine.invoiceId}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await member.request.get(`/portal/invoices/${theirs.invoiceId}/pdf`)).status()).toBe(404);
  expect((await member.goto(`/portal/projects/${theirs.projectId}`))?.status()).toBe(404);
  expect(await seriousA11yViolations(member)).toEqual([]);
});

test("the client writes on a project by keyboard at 390 px; staff read and answer it in /admin, each side mailed", async ({
  browser,
}) => {
  await member.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/portal", "/portal/invoices"]) {
    await member.goto(path);
    await expect(member.getByText(mine.invoiceNumber).first()).toBeVisible();
    expect(await member.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await member.goto(`/portal/projects/${mine.projectId}`);
  await expect(member.getByRole("heading", { level: 1, name: mine.projectName })).toBeVisible();
  await expect(member.getByRole("region", { name: "Shared documents" })).toContainText(
    "Northwind brief shared",
  );
  await expect(member.getByRole("region", { name: "Shared documents" })).not.toContainText(
    "internal estimate",
  );
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const body = `Can we move the design review to Friday? ${TAG}`;
  await member.getByLabel("Your message").focus();
  await member.keyboard.type(body);
  await member.keyboard.press("Tab");
  await expect(member.getByRole("button", { name: "Send message" })).toBeFocused();
  await member.keyboard.press("Enter");
  const thread = member.getByRole("list", { name: "Messages" });
  await expect(thread).toContainText(body);
  await expect(member.getByRole("form", { name: "Write to the team" }).getByRole("status")).toHaveText(
    "Sent. The team gets an e-mail.",
  );

  await expect
    .poll(async () =>
      (await outboxFor(STAFF_INBOX)).some((m) => m.type === "portal-message" && m.text.includes(body)),
    )
    .toBe(true);
  const { data: logged } = await db
    .from("activity_log")
    .select("to_status, detail, actor_email")
    .eq("subject_type", "message")
    .eq("subject_id", mine.projectId);
  expect(logged).toEqual([{ to_status: "from client", detail: body, actor_email: mine.email }]);

  const staff = await openDashboard(browser, adminState, `/projects?project=${mine.projectId}`);
  const dialog = staff.getByRole("dialog", { name: mine.projectName });
  await dialog.getByRole("tab", { name: /Messages/ }).click();
  await expect(dialog.getByRole("list", { name: "Messages" })).toContainText(body);
  const answer = `Friday at 10 works. ${TAG}`;
  const form = dialog.getByRole("form", { name: "Answer the client" });
  await form.getByLabel("Message").fill(answer);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(toast(staff, "success", "Message sent")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Messages" })).toContainText(answer);
  await staff.context().close();

  await expect
    .poll(async () =>
      (await outboxFor(mine.email)).some((m) => m.type === "portal-message" && m.text.includes(answer)),
    )
    .toBe(true);
  await member.reload();
  await expect(member.getByRole("list", { name: "Messages" }).getByRole("listitem").last()).toContainText(
    `Cardinal team`,
  );
  await expect(member.getByRole("list", { name: "Messages" })).toContainText(answer);
  expect(await seriousA11yViolations(member)).toEqual([]);
});

test("a member signing in lands on the portal; once revoked, the portal is only the explanation", async ({
  browser,
}) => {
  const visitor = await newVisitor(browser);
  await visitor.goto("/auth");
  await waitForHydration(visitor);
  const form = visitor.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(mine.email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(visitor).toHaveURL(/\/portal$/);
  await expect(visitor.getByRole("list", { name: "Your projects" })).toContainText(mine.projectName);

  const staff = await openDashboard(browser, adminState, `/clients?client=${mine.clientId}`);
  const dialog = staff.getByRole("dialog", { name: mine.company });
  await dialog.getByRole("tab", { name: "Portal" }).click();
  await dialog.getByRole("button", { name: `Revoke portal access of ${mine.email}` }).click();
  await expect(toast(staff, "success", "Access revoked")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Portal access" })).toContainText("Revoked");
  await staff.context().close();

  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "The client portal is for our clients" })).toBeVisible();
  await expect(visitor.getByText(mine.projectName)).toHaveCount(0);
  expect((await visitor.request.get(`/portal/invoices/${mine.invoiceId}/pdf`)).status()).toBe(403);
});

test("a self-made account sees only what the portal is and how to get access", async ({ page }) => {
  const email = await confirmedAccount(`${TAG}-self`, false);
  await page.context().addCookies((await sessionStorageState(email)).cookies);
  await page.goto("/portal");
  await expect(
    page.getByRole("heading", { level: 1, name: "The client portal is for our clients" }),
  ).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact us" }).last()).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("list", { name: "Your projects" })).toHaveCount(0);
  await page.goto(`/portal/projects/${theirs.projectId}`);
  await expect(page.getByText(theirs.projectName)).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a signed-out visitor of the portal is sent to sign in and back", async ({ page }) => {
  await page.goto("/portal/invoices");
  await expect(page).toHaveURL(/\/auth\?next=%2Fportal%2Finvoices$/);
});
