import { formatCurrency } from "../../lib/admin/format.ts";
import {
  confirmedAccount,
  expectAdminActionsRefused,
  memberContext,
  openDashboard,
  sessionStorageState,
} from "./support/admin-session.ts";
import { expect, test, toast } from "./support/fixtures.ts";
import { db } from "./support/leads.ts";

// Staff take a lead to a client, its quote request to a project, then invoice the project and record
// the payment; clients are added and edited. Each step is checked in the stored rows and the figures.
const TAG = `cli${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ACTIONS = "components/admin/clients/actions.ts";

let adminEmail = "";
let state: Awaited<ReturnType<typeof sessionStorageState>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  adminEmail = await confirmedAccount(`${TAG}-admin`, true);
  state = await sessionStorageState(adminEmail);
});

/** A quote request as the site stores one: the wizard's composed text and the estimate it showed. */
async function insertQuote(email: string): Promise<string> {
  const { data, error } = await db
    .from("project_evaluations")
    .insert({
      name: `Dana Reyes ${TAG}`,
      email,
      phone: "+1 713 555 0142",
      company: `Bayou Clinics ${TAG}`,
      service: "web-development",
      estimated_budget: "25k-50k",
      timeline: "standard",
      project_description: [
        "Project Type: E-commerce",
        "Industry: Healthcare",
        "Features: User Authentication, Payment Processing",
        "Current Website: None",
        "Goals: More bookings",
        "",
        "Description:",
        "A booking shop for our clinics.",
      ].join("\n"),
      estimate_low: 18_400,
      estimate_high: 27_700,
      estimate_note: "A first figure.",
    })
    .select("id")
    .single();
  if (error) throw error;
  return data.id;
}

/** Every client, or the ones this file's tests made (their company names carry TAG). */
async function clientCount(own = false) {
  const query = db.from("clients").select("id", { count: "exact", head: true });
  const { count } = await (own ? query.ilike("company", `%${TAG}%`) : query);
  return count ?? -1;
}

test("New Client checks its fields and saves at 390 px; Edit client changes it; the cards follow", async ({
  browser,
}) => {
  const email = `${TAG}@north.example`;
  const page = await openDashboard(browser, state, "?tab=clients", { width: 390, height: 844 });
  await page.getByRole("button", { name: "New Client" }).click();
  const form = page.getByRole("dialog", { name: "New Client" });
  await form.getByRole("button", { name: "Create Client" }).click();
  await expect(form.getByText("Company is required.")).toBeVisible();
  await expect(form.getByText("Industry is required.")).toBeVisible();
  // The first field in error takes the focus; fixing a value clears its error, and only its own.
  await expect(form.getByLabel("Company")).toBeFocused();
  await form.getByLabel("Company").fill(`North Harbor ${TAG}`);
  await expect(form.getByText("Company is required.")).toHaveCount(0);
  await expect(form.getByText("Industry is required.")).toBeVisible();
  await form.getByLabel("Industry").fill("Logistics");
  await form.getByLabel("Contact name").fill("Lee Park");
  await form.getByLabel("Email").fill("not-an-address");
  await form.getByLabel("Website").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Create Client" }).click();
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(
    form.getByText("Website must be a web address starting with https:// or http://."),
  ).toBeVisible();
  expect((await db.from("clients").select("id").ilike("company", `%${TAG}%`)).data).toEqual([]);

  // This test's own clients: the other workers' tests add clients meanwhile.
  const before = await clientCount(true);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Website").fill("https://north.example");
  await form.getByRole("button", { name: "Create Client" }).click();
  await expect(toast(page, "success", "Client created")).toBeVisible();
  const detail = page.getByRole("dialog", { name: `North Harbor ${TAG}` });
  await expect(detail).toBeVisible();
  const { data: stored } = await db
    .from("clients")
    .select("id, company, name, email, website, industry, status, phone")
    .eq("email", email)
    .single();
  expect(stored).toMatchObject({
    company: `North Harbor ${TAG}`,
    name: "Lee Park",
    website: "https://north.example",
    industry: "Logistics",
    status: "prospect",
    phone: null,
  });
  expect(await clientCount(true)).toBe(before + 1);

  await detail.getByRole("button", { name: "Edit client" }).click();
  const edit = page.getByRole("dialog", { name: `Edit North Harbor ${TAG}` });
  await expect(edit.getByLabel("Email")).toHaveValue(email);
  await edit.getByLabel("Phone").fill("+1 832 555 0100");
  await edit.getByLabel("Status").selectOption("active");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "success", "Client saved")).toBeVisible();
  await expect(detail.getByRole("definition").getByText("Active", { exact: true })).toBeVisible();
  const { data: edited } = await db.from("clients").select("status, phone").eq("id", stored?.id).single();
  expect(edited).toEqual({ status: "active", phone: "+1 832 555 0100" });

  // A second client cannot take the same e-mail: said at the field, nothing stored.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "New Client" }).click();
  await form.getByLabel("Company").fill(`Copy ${TAG}`);
  await form.getByLabel("Industry").fill("Logistics");
  await form.getByLabel("Contact name").fill("Lee Park");
  await form.getByLabel("Email").fill(email.toUpperCase());
  await form.getByRole("button", { name: "Create Client" }).click();
  await expect(form.getByText("A client with this e-mail already exists.").first()).toBeVisible();
  await expect(toast(page, "error", "Not saved")).toBeVisible();
  // The server's refusal is at its field, which takes the focus; a new value clears it.
  await expect(form.getByLabel("Email")).toBeFocused();
  expect(await clientCount(true)).toBe(before + 1);
  await form.getByLabel("Email").fill(`copy-${email}`);
  await expect(form.getByText("A client with this e-mail already exists.")).toHaveCount(0);
  await form.getByRole("button", { name: "Cancel" }).click();

  const cards = page.getByRole("list", { name: "Clients summary" }).getByRole("listitem");
  // The cards against the rows as they are now: the other workers' tests add clients meanwhile.
  await expect(async () => {
    const { count: active } = await db
      .from("clients")
      .select("id", { count: "exact", head: true })
      .eq("status", "active");
    await page.reload();
    await expect(cards.filter({ hasText: "Total Clients" })).toContainText(String(await clientCount()), {
      timeout: 1000,
    });
    await expect(cards.filter({ hasText: "Active Clients" })).toContainText(String(active), {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });

  const { data: log } = await db
    .from("activity_log")
    .select("from_status, to_status, actor_email")
    .eq("subject_id", stored?.id)
    .order("occurred_at");
  expect(log).toEqual([
    { from_status: null, to_status: "prospect", actor_email: adminEmail },
    { from_status: "prospect", to_status: "active", actor_email: adminEmail },
  ]);
  await page.context().close();
});

test("a lead becomes a client, its quote a project, invoiced and paid; rows and figures follow", async ({
  browser,
}) => {
  const email = `${TAG}@bayou.example`;
  const company = `Bayou Clinics ${TAG}`;
  // The same sender wrote earlier: the quote's detail lists that message.
  const earlier = await db
    .from("contact_submissions")
    .insert({ first_name: "Dana", last_name: `Reyes ${TAG}`, email: email.toUpperCase(), message: "Hello" })
    .select("id")
    .single();
  expect(earlier.error).toBeNull();
  const lead = await insertQuote(email);
  const page = await openDashboard(browser, state, `?tab=inbox&lead=${lead}`);
  const detail = page.getByRole("dialog", { name: `Quote request: Dana Reyes ${TAG}` });
  await expect(detail.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(detail.getByRole("link", { name: "+1 713 555 0142" })).toHaveAttribute(
    "href",
    "tel:+17135550142",
  );
  const earlierLeads = detail.getByRole("region", { name: "Earlier leads from this e-mail" });
  await expect(earlierLeads.getByRole("button")).toHaveCount(1);
  await expect(earlierLeads.getByRole("button")).toContainText("Contact message");
  await expect(detail.getByText("Convert the lead to a client to create its project.")).toBeVisible();
  await expect(detail.getByRole("button", { name: "Create project" })).toHaveCount(0);

  await detail.getByRole("button", { name: "Convert to client" }).click();
  const convert = page.getByRole("dialog", { name: "Convert to client" });
  await expect(convert.getByLabel("Company")).toHaveValue(company);
  await expect(convert.getByLabel("Industry")).toHaveValue("Healthcare");
  await expect(convert.getByLabel("Email")).toHaveValue(email);
  await expect(convert.getByLabel("Phone")).toHaveValue("+1 713 555 0142");
  await convert.getByRole("button", { name: "Create Client" }).click();
  await expect(toast(page, "success", "Converted to client")).toBeVisible();
  await expect(detail.getByRole("link", { name: company })).toBeVisible();
  const { data: client } = await db.from("clients").select("id, status").eq("email", email).single();
  expect(client?.status).toBe("prospect");
  const { data: linked } = await db
    .from("project_evaluations")
    .select("client_id, project_id")
    .eq("id", lead)
    .single();
  expect(linked).toEqual({ client_id: client?.id, project_id: null });

  await detail.getByRole("button", { name: "Create project" }).click();
  const create = page.getByRole("dialog", { name: "Create project" });
  // The budget is the top of the range the client chose; the instant estimate is shown beside it.
  await expect(create.getByLabel("Budget (USD)")).toHaveValue("50000");
  await expect(
    create.getByText("Client's range: $25,000-$50,000 · Instant estimate: $18,400 – $27,700"),
  ).toBeVisible();
  await expect(create.getByLabel("Tags")).toHaveValue("User Authentication, Payment Processing");
  await expect(create.getByLabel("Client")).toHaveValue(client?.id ?? "-");
  // The request's service (its category's first active service), chosen as the database chooses it.
  const { data: service } = await db
    .from("services")
    .select("id")
    .eq("category", "web-development")
    .eq("status", "active")
    .order("name")
    .limit(1)
    .single();
  await expect(create.getByLabel("Service")).toHaveValue(service?.id ?? "-");
  await create.getByLabel("Project name").fill(`Bayou shop ${TAG}`);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(create.getByText("Choose a team lead for the project.")).toBeVisible();
  const { data: lead1 } = await db
    .from("team_members")
    .select("id, name")
    .eq("status", "active")
    .order("name")
    .limit(1)
    .single();
  await create.getByLabel("Team lead").selectOption({ label: lead1?.name ?? "-" });
  await expect(create.getByText("Choose a team lead for the project.")).toHaveCount(0);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(toast(page, "success", "Project created")).toBeVisible();
  await expect(detail.getByRole("link", { name: `Bayou shop ${TAG}` })).toBeVisible();
  const { data: project } = await db
    .from("projects")
    .select("id, client_id, service_id, team_lead_id, budget, tags, status, description")
    .eq("name", `Bayou shop ${TAG}`)
    .single();
  expect(project).toMatchObject({
    client_id: client?.id,
    service_id: service?.id,
    team_lead_id: lead1?.id,
    budget: 50000,
    tags: ["User Authentication", "Payment Processing"],
    status: "approved",
  });
  // The request is marked Converted (its own status; the project is the one Approved), as staff see it.
  await expect(detail.getByLabel("Status")).toHaveValue("converted");
  await expect(detail.getByLabel("Status").locator("option:checked")).toHaveText("Converted");
  expect((await db.from("project_evaluations").select("status").eq("id", lead).single()).data).toEqual({
    status: "converted",
  });
  expect(project?.description).toContain("Instant estimate: $18,400");
  expect(project?.description).toContain("Timeline: 2-4 months");
  expect((await db.from("project_evaluations").select("project_id").eq("id", lead).single()).data).toEqual({
    project_id: project?.id,
  });

  // New Invoice for the new client and its project, sent, then paid in full.
  await page.goto("/admin?tab=finance&new=invoice");
  const invoiceForm = page.getByRole("dialog", { name: "New Invoice" });
  await invoiceForm.getByLabel("Client").selectOption({ label: company });
  await invoiceForm.getByLabel("Project").selectOption({ label: `Bayou shop ${TAG}` });
  await invoiceForm.getByLabel("Item 1 description").fill("Phase 1");
  await invoiceForm.getByLabel("Item 1 unit price").fill("10000");
  await invoiceForm.getByRole("button", { name: "Create Invoice" }).click();
  await expect(toast(page, "success", "Invoice created")).toBeVisible();
  const { data: invoice } = await db
    .from("invoices_overview")
    .select("id, invoice_number, total, status")
    .eq("project_id", project?.id)
    .single();
  expect(invoice?.status).toBe("draft");
  const invoiceDialog = page.getByRole("dialog", { name: `Invoice ${invoice?.invoice_number}` });
  await invoiceDialog.getByRole("button", { name: "Mark as sent" }).click();
  await expect(toast(page, "success", "Invoice sent")).toBeVisible();
  await invoiceDialog.getByRole("button", { name: "Record payment" }).click();
  const payment = invoiceDialog.getByRole("form", { name: "Record payment" });
  await expect(payment.getByLabel("Amount (USD)")).toHaveValue(Number(invoice?.total).toFixed(2));
  await payment.getByRole("button", { name: "Save payment" }).click();
  await expect(
    toast(page, "success", "Payment recorded").filter({ hasText: "settles the invoice: it is paid." }),
  ).toBeVisible();
  expect((await db.from("invoices").select("status").eq("id", invoice?.id).single()).data?.status).toBe(
    "paid",
  );

  // The client's figures follow: one active project, the paid invoice as revenue.
  await page.goto(`/admin?tab=clients&client=${client?.id}`);
  const clientDetail = page.getByRole("dialog", { name: company });
  await expect(
    clientDetail.getByRole("definition").filter({ hasText: formatCurrency(Number(invoice?.total)) }),
  ).toBeVisible();
  const { data: figures } = await db
    .from("clients_overview")
    .select("active_projects, total_revenue")
    .eq("id", client?.id)
    .single();
  expect(figures).toEqual({ active_projects: 1, total_revenue: Number(invoice?.total) });

  // The log tells each step, and the overview's recent activity reads it (its newest step, the payment).
  const { data: log } = await db
    .from("activity_log")
    .select("subject_type, from_status, to_status, detail, actor_email")
    .in("subject_id", [client?.id, project?.id, invoice?.id])
    .order("occurred_at")
    .order("subject_type");
  expect(log?.map((l) => `${l.subject_type}:${l.from_status ?? ""}>${l.to_status}`)).toEqual([
    "client:>prospect",
    "project:>approved",
    "invoice:>draft",
    "invoice:draft>sent",
    "invoice:sent>paid",
  ]);
  expect(log?.[0]?.detail).toBe(`Converted from the lead of ${email}`);
  expect(log?.[1]?.detail).toBe(`From the quote request of ${email}`);
  expect(new Set(log?.map((l) => l.actor_email))).toEqual(new Set([adminEmail]));
  await page.goto("/admin?tab=overview");
  await expect(page.getByRole("list", { name: "Recent activity" })).toContainText(
    `${invoice?.invoice_number}: sent → paid · by ${adminEmail}`,
  );
  await page.context().close();
});

test("a non-admin's session can call none of the client and lead actions", async ({ browser }) => {
  const email = `${TAG}-forged@bayou.example`;
  const lead = await insertQuote(email);
  const { data: existing } = await db.from("clients").select("id, company").limit(1).single();
  const values = {
    company: `Forged ${TAG}`,
    name: "Forged",
    email,
    industry: "Forgery",
    status: "active",
  };
  const context = await memberContext(browser, `${TAG}-member`);
  const page = await context.newPage();
  const calls: [string, unknown][] = [
    ["createClientAction", values],
    ["updateClientAction", { clientId: existing?.id, values }],
    ["convertLeadAction", { leadId: lead, values }],
    [
      "createQuoteProjectAction",
      {
        leadId: lead,
        values: {
          name: `Forged ${TAG}`,
          clientId: existing?.id,
          serviceId: existing?.id,
          startDate: "2026-01-01",
          deadline: "2026-02-01",
          budget: "1",
        },
      },
    ],
  ];
  await expectAdminActionsRefused(page.request, "/admin?tab=clients", ACTIONS, calls);
  expect((await db.from("clients").select("id").eq("email", email)).data).toEqual([]);
  expect((await db.from("clients").select("company").eq("id", existing?.id).single()).data).toEqual({
    company: existing?.company,
  });
  expect((await db.from("project_evaluations").select("client_id").eq("id", lead).single()).data).toEqual({
    client_id: null,
  });
  await context.close();
});
