import type { Page } from "@playwright/test";
import { formatSavedAt } from "../../lib/admin/workspace/dates.ts";
import { confirmedAccount, openDashboard, sessionStorageState } from "./support/admin-session.ts";
import { expect as baseExpect, test, toast } from "./support/fixtures.ts";
import { db } from "./support/leads.ts";

// Two staff members with the same project, invoice, client, service, team member, lead or newsletter
// subscriber open: Ann saves, then Bob saves from the version he opened. Bob's save is refused by the database, naming Ann and when; Reload shows Ann's
// change, and Bob's next save goes on top of it. Nothing is lost without anyone being told.
const TAG = `ovw${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 180_000 });
/** Two browsers saving and reloading the same area at once: on a busy machine each step takes a while. */
const expect = baseExpect.configure({ timeout: 30_000 });
const RELOADED = 45_000;

let annEmail = "";
let ann: Awaited<ReturnType<typeof sessionStorageState>>;
let bob: Awaited<ReturnType<typeof sessionStorageState>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  annEmail = await confirmedAccount(`${TAG}-ann`, true);
  ann = await sessionStorageState(annEmail);
  bob = await sessionStorageState(await confirmedAccount(`${TAG}-bob`, true));
});

/** Bob's refusal: the sentence naming Ann and the time of her save, a failure toast, and Reload. */
async function expectRefusedAfterAnn(
  page: Page,
  scope: ReturnType<Page["getByRole"]>,
  noun: string,
  at: string,
) {
  const alert = scope.getByRole("alert").filter({ hasText: annEmail });
  await expect(alert).toContainText(
    `${annEmail} saved this ${noun} on ${formatSavedAt(at)}, after you opened it. Reload to see their change; yours was not saved.`,
  );
  await expect(toast(page, "error", "Not saved")).toBeVisible();
  return alert.getByRole("button", { name: "Reload" });
}

async function stamp(
  table:
    | "projects"
    | "clients"
    | "invoices"
    | "services"
    | "team_members"
    | "contact_submissions"
    | "newsletter_subscriptions",
  id: string,
) {
  const { data } = await db.from(table).select("version, updated_at, updated_by").eq("id", id).single();
  return data as { version: number; updated_at: string; updated_by: string | null };
}

test("a project: Ann sets High, Bob's status change from the older version is refused, Reload shows High", async ({
  browser,
}) => {
  const [{ data: client }, { data: service }] = await Promise.all([
    db.from("clients").select("id").limit(1).single(),
    db.from("services").select("id").limit(1).single(),
  ]);
  const { data: project, error } = await db
    .from("projects")
    .insert({
      name: `Two tabs ${TAG}`,
      client_id: client?.id,
      service_id: service?.id,
      status: "in-review",
      priority: "medium",
      start_date: "2026-01-05",
      deadline: "2030-01-01",
      budget: 5000,
    })
    .select("id")
    .single();
  if (error) throw error;
  const query = `/projects?project=${project.id}`;
  const annPage = await openDashboard(browser, ann, query);
  const bobPage = await openDashboard(browser, bob, query);
  const form = (page: Page) =>
    page.getByRole("dialog", { name: `Two tabs ${TAG}` }).getByRole("form", { name: "Change status" });

  await form(annPage).getByLabel("Priority").selectOption("high");
  await form(annPage).getByRole("button", { name: "Change status" }).click();
  await expect(toast(annPage, "success", "Project updated")).toBeVisible();
  const saved = await stamp("projects", project.id);
  expect(saved.version).toBe(2);

  await form(bobPage).getByLabel("Status").selectOption("quoted");
  await form(bobPage).getByRole("button", { name: "Change status" }).click();
  const reload = await expectRefusedAfterAnn(bobPage, form(bobPage), "project", saved.updated_at);
  const { data: kept } = await db
    .from("projects")
    .select("status, priority, version")
    .eq("id", project.id)
    .single();
  expect(kept).toEqual({ status: "in-review", priority: "high", version: 2 });

  await reload.click();
  await expect(form(bobPage).getByLabel("Priority")).toHaveValue("high", { timeout: RELOADED });
  await expect(form(bobPage).getByLabel("Status")).toHaveValue("in-review");
  await expect(form(bobPage).getByRole("alert")).toHaveCount(0);
  await form(bobPage).getByLabel("Status").selectOption("quoted");
  await form(bobPage).getByRole("button", { name: "Change status" }).click();
  await expect(toast(bobPage, "success", "Project updated")).toBeVisible();
  const { data: both } = await db
    .from("projects")
    .select("status, priority, version")
    .eq("id", project.id)
    .single();
  expect(both).toEqual({ status: "quoted", priority: "high", version: 3 });
  for (const page of [annPage, bobPage]) expect(page.problems).toEqual([]);
  for (const page of [annPage, bobPage]) await page.context().close();
});

test("a draft invoice: Ann's new due date survives Bob's price change from the older version", async ({
  browser,
}) => {
  const { data: client } = await db.from("clients").select("id").limit(1).single();
  let invoice: { id: string; number: string } | null = null;
  for (let attempt = 0; attempt < 20 && !invoice; attempt += 1) {
    const number = `INV-2019-${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
    const { data, error } = await db
      .from("invoices")
      .insert({
        invoice_number: number,
        client_id: client?.id,
        issue_date: "2019-03-01",
        due_date: "2019-03-31",
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
      unit_price: 1000,
    });
    if (items.error) throw items.error;
    invoice = { id: data.id, number };
  }
  if (!invoice) throw new Error("no free invoice number");
  const query = `/finance?invoice=${invoice.id}&edit=invoice`;
  const annPage = await openDashboard(browser, ann, query);
  const bobPage = await openDashboard(browser, bob, query);
  const edit = (page: Page) => page.getByRole("dialog", { name: `Edit ${invoice.number}` });
  await expect(edit(bobPage).getByLabel("Item 1 unit price")).toHaveValue("1000");

  await edit(annPage).getByLabel("Due date").fill("2019-04-30");
  await edit(annPage).getByRole("button", { name: "Save invoice" }).click();
  await expect(toast(annPage, "success", "Invoice saved")).toBeVisible();
  const saved = await stamp("invoices", invoice.id);

  await edit(bobPage).getByLabel("Item 1 unit price").fill("1500");
  await edit(bobPage).getByRole("button", { name: "Save invoice" }).click();
  const reload = await expectRefusedAfterAnn(bobPage, edit(bobPage), "invoice", saved.updated_at);
  const stored = async () => {
    const { data } = await db
      .from("invoices")
      .select("due_date, invoice_items(unit_price)")
      .eq("id", invoice.id)
      .single();
    return data;
  };
  expect(await stored()).toEqual({ due_date: "2019-04-30", invoice_items: [{ unit_price: 1000 }] });

  await reload.click();
  await expect(edit(bobPage).getByLabel("Due date")).toHaveValue("2019-04-30", { timeout: RELOADED });
  await expect(edit(bobPage).getByLabel("Item 1 unit price")).toHaveValue("1000");
  await edit(bobPage).getByLabel("Item 1 unit price").fill("1500");
  await edit(bobPage).getByRole("button", { name: "Save invoice" }).click();
  await expect(toast(bobPage, "success", "Invoice saved")).toBeVisible();
  expect(await stored()).toEqual({ due_date: "2019-04-30", invoice_items: [{ unit_price: 1500 }] });
  for (const page of [annPage, bobPage]) expect(page.problems).toEqual([]);
  for (const page of [annPage, bobPage]) await page.context().close();
});

test("a client: Ann's phone survives Bob's notes from the older version; after Reload both are kept", async ({
  browser,
}) => {
  const { data: client, error } = await db
    .from("clients")
    .insert({ name: "Vera Tabs", email: `${TAG}@example.com`, company: `Tabs ${TAG}`, industry: "Legal" })
    .select("id")
    .single();
  if (error) throw error;
  const query = `/clients?client=${client.id}&edit=client`;
  const annPage = await openDashboard(browser, ann, query);
  const bobPage = await openDashboard(browser, bob, query);
  const edit = (page: Page) => page.getByRole("dialog", { name: `Edit Tabs ${TAG}` });
  await expect(edit(bobPage).getByLabel("Phone")).toHaveValue("");

  await edit(annPage).getByLabel("Phone").fill("713-555-0199");
  await edit(annPage).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(annPage, "success", "Client saved")).toBeVisible();
  const saved = await stamp("clients", client.id);
  expect(saved.version).toBe(2);

  await edit(bobPage).getByLabel("Notes").fill("Prefers e-mail");
  await edit(bobPage).getByRole("button", { name: "Save Changes" }).click();
  const reload = await expectRefusedAfterAnn(bobPage, edit(bobPage), "client", saved.updated_at);
  const stored = async () =>
    (await db.from("clients").select("phone, notes, version").eq("id", client.id).single()).data;
  expect(await stored()).toEqual({ phone: "713-555-0199", notes: null, version: 2 });

  await reload.click();
  await expect(edit(bobPage).getByLabel("Phone")).toHaveValue("713-555-0199", { timeout: RELOADED });
  await edit(bobPage).getByLabel("Notes").fill("Prefers e-mail");
  await edit(bobPage).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(bobPage, "success", "Client saved")).toBeVisible();
  expect(await stored()).toEqual({ phone: "713-555-0199", notes: "Prefers e-mail", version: 3 });
  for (const page of [annPage, bobPage]) expect(page.problems).toEqual([]);
  for (const page of [annPage, bobPage]) await page.context().close();
});

test("a service: Ann's base price survives Bob's hourly rate from the older version", async ({ browser }) => {
  const name = `Tabs service ${TAG}`;
  const { data: service, error } = await db
    .from("services")
    .insert({
      name,
      description: "A service two people edit.",
      category: "web-development",
      base_price: 5000,
      hourly_rate: 120,
      estimated_duration: 40,
    })
    .select("id")
    .single();
  if (error) throw error;
  const query = `/services?edit=${service.id}`;
  const annPage = await openDashboard(browser, ann, query);
  const bobPage = await openDashboard(browser, bob, query);
  const edit = (page: Page) => page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(edit(bobPage).getByLabel("Hourly rate (USD)")).toHaveValue("120");

  await edit(annPage).getByLabel("Base price (USD)").fill("6500");
  await edit(annPage).getByRole("button", { name: "Save Changes" }).click();
  await expect(edit(annPage)).toBeHidden();
  await expect.poll(async () => (await stamp("services", service.id)).version).toBe(2);
  const saved = await stamp("services", service.id);

  await edit(bobPage).getByLabel("Hourly rate (USD)").fill("150");
  await edit(bobPage).getByRole("button", { name: "Save Changes" }).click();
  const reload = await expectRefusedAfterAnn(bobPage, edit(bobPage), "service", saved.updated_at);
  const stored = async () =>
    (await db.from("services").select("base_price, hourly_rate, version").eq("id", service.id).single()).data;
  expect(await stored()).toEqual({ base_price: 6500, hourly_rate: 120, version: 2 });

  await reload.click();
  await expect(edit(bobPage).getByLabel("Base price (USD)")).toHaveValue("6500", { timeout: RELOADED });
  await expect(edit(bobPage).getByRole("alert")).toHaveCount(0);
  await edit(bobPage).getByLabel("Hourly rate (USD)").fill("150");
  await edit(bobPage).getByRole("button", { name: "Save Changes" }).click();
  await expect(edit(bobPage)).toBeHidden();
  expect(await stored()).toEqual({ base_price: 6500, hourly_rate: 150, version: 3 });
  for (const page of [annPage, bobPage]) expect(page.problems).toEqual([]);
  for (const page of [annPage, bobPage]) await page.context().close();
});

test("a team member: Ann's location survives Bob's hourly rate from the older version", async ({
  browser,
}) => {
  const name = `Tabs Member ${TAG}`;
  const { data: member, error } = await db
    .from("team_members")
    .insert({
      name,
      email: `member-${TAG}@cardinalconsulting.com`,
      position: "Developer",
      department: "engineering",
      role: "developer",
      hourly_rate: 95,
    })
    .select("id")
    .single();
  if (error) throw error;
  const query = `/team?member=${member.id}&edit=member`;
  const annPage = await openDashboard(browser, ann, query);
  const bobPage = await openDashboard(browser, bob, query);
  const edit = (page: Page) => page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(edit(bobPage).getByLabel("Location")).toHaveValue("");

  await edit(annPage).getByLabel("Location").fill("Houston, TX");
  await edit(annPage).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(annPage, "success", "Team member saved")).toBeVisible();
  const saved = await stamp("team_members", member.id);
  expect(saved.version).toBe(2);

  await edit(bobPage).getByLabel("Hourly rate (USD)").fill("110");
  await edit(bobPage).getByRole("button", { name: "Save Changes" }).click();
  const reload = await expectRefusedAfterAnn(bobPage, edit(bobPage), "team member", saved.updated_at);
  const stored = async () =>
    (await db.from("team_members").select("location, hourly_rate, version").eq("id", member.id).single())
      .data;
  expect(await stored()).toEqual({ location: "Houston, TX", hourly_rate: 95, version: 2 });

  await reload.click();
  await expect(edit(bobPage).getByLabel("Location")).toHaveValue("Houston, TX", { timeout: RELOADED });
  await edit(bobPage).getByLabel("Hourly rate (USD)").fill("110");
  await edit(bobPage).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(bobPage, "success", "Team member saved")).toBeVisible();
  expect(await stored()).toEqual({ location: "Houston, TX", hourly_rate: 110, version: 3 });
  for (const page of [annPage, bobPage]) expect(page.problems).toEqual([]);
  for (const page of [annPage, bobPage]) await page.context().close();
});

test("a lead: Ann's assignment survives Bob's status from the older version", async ({ browser }) => {
  const { data: lead, error } = await db
    .from("contact_submissions")
    .insert({ first_name: "Tabs", last_name: TAG, email: `lead-${TAG}@example.com`, message: "Please call." })
    .select("id")
    .single();
  if (error) throw error;
  const { data: assignee } = await db
    .from("team_members")
    .select("id, name")
    .eq("status", "active")
    .order("name")
    .limit(1)
    .single();
  const query = `/inbox?lead=${lead.id}`;
  const annPage = await openDashboard(browser, ann, query);
  const bobPage = await openDashboard(browser, bob, query);
  const form = (page: Page) =>
    page
      .getByRole("dialog", { name: `Contact message: Tabs ${TAG}` })
      .getByRole("form", { name: "Workflow" });
  await expect(form(bobPage).getByLabel("Status")).toHaveValue("new");

  await form(annPage)
    .getByLabel("Assign to")
    .selectOption(assignee?.id ?? "");
  await form(annPage).getByRole("button", { name: "Save changes" }).click();
  await expect(toast(annPage, "success", "Saved")).toBeVisible();
  const saved = await stamp("contact_submissions", lead.id);
  expect(saved.version).toBe(2);

  await form(bobPage).getByLabel("Status").selectOption("replied");
  await form(bobPage).getByRole("button", { name: "Save changes" }).click();
  const reload = await expectRefusedAfterAnn(bobPage, form(bobPage), "lead", saved.updated_at);
  const stored = async () =>
    (await db.from("contact_submissions").select("status, assigned_to, version").eq("id", lead.id).single())
      .data;
  expect(await stored()).toEqual({ status: "new", assigned_to: assignee?.id, version: 2 });

  await reload.click();
  await expect(form(bobPage).getByLabel("Assign to")).toHaveValue(assignee?.id ?? "", { timeout: RELOADED });
  await form(bobPage).getByLabel("Status").selectOption("replied");
  await form(bobPage).getByRole("button", { name: "Save changes" }).click();
  await expect(toast(bobPage, "success", "Saved")).toBeVisible();
  expect(await stored()).toEqual({ status: "replied", assigned_to: assignee?.id, version: 3 });
  for (const page of [annPage, bobPage]) expect(page.problems).toEqual([]);
  for (const page of [annPage, bobPage]) await page.context().close();
});

test("a newsletter subscriber: Bob's Deactivate from the older version is refused, Reload shows Ann's", async ({
  browser,
}) => {
  const email = `subscriber-${TAG}@example.com`;
  const { data: subscriber, error } = await db
    .from("newsletter_subscriptions")
    .insert({ email })
    .select("id")
    .single();
  if (error) throw error;
  const query = `/inbox?lead=${subscriber.id}`;
  const annPage = await openDashboard(browser, ann, query);
  const bobPage = await openDashboard(browser, bob, query);
  const form = (page: Page) =>
    page
      .getByRole("dialog", { name: `Newsletter subscriber: ${email}` })
      .getByRole("form", { name: "Subscription" });
  await expect(form(bobPage).getByRole("button", { name: "Deactivate subscriber" })).toBeVisible();

  await form(annPage).getByRole("button", { name: "Deactivate subscriber" }).click();
  await expect(toast(annPage, "success", "Subscriber deactivated")).toBeVisible();
  const saved = await stamp("newsletter_subscriptions", subscriber.id);
  expect(saved.version).toBe(2);

  // Bob's page still shows the subscriber as receiving the newsletter.
  await form(bobPage).getByRole("button", { name: "Deactivate subscriber" }).click();
  const reload = await expectRefusedAfterAnn(bobPage, form(bobPage), "subscriber", saved.updated_at);
  const stored = async () =>
    (await db.from("newsletter_subscriptions").select("is_active, version").eq("id", subscriber.id).single())
      .data;
  expect(await stored()).toEqual({ is_active: false, version: 2 });

  await reload.click();
  await expect(form(bobPage).getByRole("button", { name: "Reactivate subscriber" })).toBeVisible({
    timeout: RELOADED,
  });
  await expect(form(bobPage).getByRole("alert")).toHaveCount(0);
  await form(bobPage).getByRole("button", { name: "Reactivate subscriber" }).click();
  await expect(toast(bobPage, "success", "Subscriber reactivated")).toBeVisible();
  expect(await stored()).toEqual({ is_active: true, version: 3 });
  for (const page of [annPage, bobPage]) expect(page.problems).toEqual([]);
  for (const page of [annPage, bobPage]) await page.context().close();
});
