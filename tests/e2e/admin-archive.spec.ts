import type { Page } from "@playwright/test";
import { formatCurrency } from "../../lib/admin/format.ts";
import { todayIso } from "../../lib/admin/workspace/dates.ts";
import {
  confirmedAccount,
  expectAdminActionsRefused,
  memberContext,
  openDashboard,
  sessionStorageState,
} from "./support/admin-session.ts";
import { expect, test, toast } from "./support/fixtures.ts";
import { db } from "./support/leads.ts";

// Archive with Undo: a record leaves its list and every figure, the toast's Undo brings it back, and
// the stored row and the activity log say so. Project expenses are logged from the project, and team
// members are edited, through the same labels staff use.
const TAG = `arc${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 180_000 });

const ARCHIVE_ACTIONS = "lib/admin/archive/actions.ts";
const today = todayIso();

let adminEmail = "";
let state: Awaited<ReturnType<typeof sessionStorageState>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  adminEmail = await confirmedAccount(`${TAG}-admin`, true);
  state = await sessionStorageState(adminEmail);
});

let clients = 0;
async function insertClient(): Promise<{ id: string; company: string }> {
  clients += 1;
  const company = `Archive Co ${clients} ${TAG}`;
  const { data, error } = await db
    .from("clients")
    .insert({
      name: "Ada Archive",
      email: `${TAG}-${clients}@example.com`,
      company,
      industry: "Retail",
      status: "active",
    })
    .select("id")
    .single();
  if (error) throw error;
  return { id: data.id, company };
}

// A test that fails between Archive and Undo (a busy machine's timeout) would leave its client archived:
// staff no longer see it while the database's count still does, and every later spec comparing the
// client figures with the database would fail for it. The file's clients end live, as Undo leaves them.
// Each is restored from the version it was read at, as every edit must say.
test.afterEach(async () => {
  const { data: left, error } = await db
    .from("clients")
    .select("id, version")
    .like("company", `Archive Co % ${TAG}`)
    .not("archived_at", "is", null);
  if (error) throw error;
  for (const row of left ?? []) {
    const restored = await db
      .from("clients")
      .update({ archived_at: null, version: row.version })
      .eq("id", row.id);
    if (restored.error) throw restored.error;
  }
});

const archivedAt = async (table: string, id: string) =>
  (await db.from(table).select("archived_at").eq("id", id).single()).data?.archived_at ?? null;

/** A summary card's figure once it agrees with the database's count (other files may add rows meanwhile). */
async function expectCount(page: Page, region: string, label: string, count: () => Promise<number>) {
  const card = page.getByRole("list", { name: region }).locator(`[data-summary="${label}"]`);
  await expect(async () => {
    await expect(card.locator("[data-value]")).toHaveText(String(await count()), { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

const liveActiveClients = async () =>
  (
    await db
      .from("clients")
      .select("id", { count: "exact", head: true })
      .eq("status", "active")
      .is("archived_at", null)
  ).count ?? 0;

test("Archive takes a client out of the list and the figures; Undo brings it back", async ({ browser }) => {
  const client = await insertClient();
  const page = await openDashboard(browser, state, `/clients?client=${client.id}`);
  const dialog = page.getByRole("dialog", { name: client.company });
  await dialog.getByRole("button", { name: `Archive ${client.company}` }).click();

  const archived = toast(page, "success", "Archived");
  await expect(archived).toContainText(`${client.company} is archived`);
  // The toast lives 8 s; a pointer resting on it holds it, as it would for someone reading it.
  await archived.hover();
  await expect.poll(() => archivedAt("clients", client.id)).not.toBeNull();
  const card = page.getByRole("list", { name: "Clients" }).getByRole("heading", { name: client.company });
  await expect(card).toHaveCount(0);
  await archived.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "success", "Restored")).toContainText(client.company);
  await expect.poll(() => archivedAt("clients", client.id)).toBeNull();
  await expect(card).toHaveCount(1);
  await expectCount(page, "Clients summary", "Active Clients", liveActiveClients);

  const { data: log } = await db
    .from("activity_log")
    .select("subject_type, subject_label, from_status, to_status, actor_email")
    .eq("subject_id", client.id)
    .in("to_status", ["archived", "restored"])
    .order("occurred_at");
  expect(log).toEqual([
    {
      subject_type: "client",
      subject_label: client.company,
      from_status: "active",
      to_status: "archived",
      actor_email: adminEmail,
    },
    {
      subject_type: "client",
      subject_label: client.company,
      from_status: "archived",
      to_status: "restored",
      actor_email: adminEmail,
    },
  ]);
  await page.context().close();
});

test("an expense added on the project is pending, archived and restored, then approved into its cost", async ({
  browser,
}) => {
  const client = await insertClient();
  const { data: service } = await db.from("services").select("id").limit(1).single();
  const { data: project, error } = await db
    .from("projects")
    .insert({
      name: `Ledger portal ${TAG}`,
      client_id: client.id,
      service_id: service?.id,
      status: "in-progress",
      start_date: today,
      deadline: "2030-01-01",
      budget: 5000,
    })
    .select("id")
    .single();
  if (error) throw error;
  const page = await openDashboard(browser, state, `/projects?project=${project.id}`);
  const dialog = page.getByRole("dialog", { name: `Ledger portal ${TAG}` });
  await dialog.getByRole("tab", { name: "Time & Expenses" }).click();
  const cost = dialog
    .getByRole("tabpanel", { name: "Time & Expenses" })
    .locator("dt", { hasText: "Actual cost" })
    .locator("xpath=following-sibling::dd[1]");
  await expect(cost).toHaveText(formatCurrency(0));

  const form = dialog.getByRole("form", { name: "Add expense" });
  await form.getByRole("textbox", { name: "Expense", exact: true }).fill(`Fonts ${TAG}`);
  await form.getByLabel("Amount (USD)").fill("-5");
  await form.getByRole("button", { name: "Add expense" }).click();
  await expect(form.getByText("Amount must be more than $0.")).toBeVisible();
  await form.getByLabel("Amount (USD)").fill("120.50");
  await form.getByLabel("Category").selectOption("software");
  await form.getByRole("button", { name: "Add expense" }).click();
  await expect(toast(page, "success", "Expense added")).toBeVisible();
  // One ledger: the project's expense is an expense, pending until approved, and costs nothing yet.
  const { data: stored } = await db
    .from("expenses")
    .select("id, description, amount, category, date, status")
    .eq("project_id", project.id);
  expect(stored).toEqual([
    {
      id: expect.any(String),
      description: `Fonts ${TAG}`,
      amount: 120.5,
      category: "software",
      date: today,
      status: "pending",
    },
  ]);
  const expenseId = stored?.[0]?.id as string;
  await expect(cost).toHaveText(formatCurrency(0));

  await dialog.getByRole("button", { name: `Archive Fonts ${TAG}` }).click();
  const archived = toast(page, "success", "Archived");
  await archived.hover();
  await expect(dialog.getByText(`Fonts ${TAG}`)).toHaveCount(0);
  await expect.poll(() => archivedAt("expenses", expenseId)).not.toBeNull();

  // A click in the toast leaves the project dialog open: the restored expense shows in it.
  await archived.getByRole("button", { name: "Undo" }).click();
  await expect(toast(page, "success", "Restored")).toBeVisible();
  await expect(dialog.getByText(`Fonts ${TAG}`)).toBeVisible();
  await expect.poll(() => archivedAt("expenses", expenseId)).toBeNull();

  // Approved, it is money spent: in the project's cost, and no longer archived.
  await dialog
    .getByRole("group", { name: `Decide on Fonts ${TAG}` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toast(page, "success", "Expense approved")).toBeVisible();
  await expect(cost).toHaveText(formatCurrency(120.5));
  await expect(dialog.getByRole("button", { name: `Archive Fonts ${TAG}` })).toHaveCount(0);
  await page.context().close();
});

test("Edit member saves the team member's new details", async ({ browser }) => {
  const { data: member, error } = await db
    .from("team_members")
    .insert({
      name: `Mira Edit ${TAG}`,
      email: `${TAG}-mira@example.com`,
      position: "Designer",
      department: "design",
      role: "designer",
      hourly_rate: 80,
      experience_years: 4,
      joined_date: today,
    })
    .select("id")
    .single();
  if (error) throw error;
  const page = await openDashboard(browser, state, `/team?member=${member.id}`);
  await page
    .getByRole("dialog", { name: `Mira Edit ${TAG}` })
    .getByRole("button", { name: "Edit member" })
    .click();
  const edit = page.getByRole("dialog", { name: `Edit Mira Edit ${TAG}` });
  await expect(edit.getByLabel("Position")).toHaveValue("Designer");
  await edit.getByLabel("Position").fill("Lead Designer");
  await edit.getByLabel("Hourly rate (USD)").fill("95");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "success", "Team member saved")).toBeVisible();
  await expect(page.getByRole("dialog", { name: `Mira Edit ${TAG}` })).toContainText("Lead Designer");
  const { data: stored } = await db
    .from("team_members")
    .select("position, hourly_rate, email")
    .eq("id", member.id)
    .single();
  expect(stored).toEqual({ position: "Lead Designer", hourly_rate: 95, email: `${TAG}-mira@example.com` });
  await page.context().close();
});

test("a non-admin's session can archive, restore and change none of it", async ({ browser }) => {
  const client = await insertClient();
  const context = await memberContext(browser, `${TAG}-member`);
  const page = await context.newPage();
  await expectAdminActionsRefused(page.request, "/admin/clients", ARCHIVE_ACTIONS, [
    ["archiveRecordAction", { kind: "clients", id: client.id }],
    ["restoreRecordAction", { kind: "clients", id: client.id }],
  ]);
  const { data: project } = await db.from("projects").select("id").limit(1).single();
  await expectAdminActionsRefused(page.request, "/admin/projects", "components/admin/projects/actions.ts", [
    [
      "addProjectExpenseAction",
      { projectId: project?.id, description: "Forged", amount: "1", category: "software", date: today },
    ],
  ]);
  const { data: member } = await db.from("team_members").select("id, position").limit(1).single();
  await expectAdminActionsRefused(page.request, "/admin/team", "components/admin/team/actions.ts", [
    [
      "updateTeamMemberAction",
      {
        memberId: member?.id,
        values: {
          name: "Forged",
          email: `${TAG}-forged@example.com`,
          position: "Forged",
          department: "design",
          role: "designer",
          hourlyRate: "1",
          experienceYears: "1",
          joinedDate: today,
        },
      },
    ],
  ]);
  expect(await archivedAt("clients", client.id)).toBeNull();
  const { data: forged } = await db.from("expenses").select("id").eq("description", "Forged");
  expect(forged).toEqual([]);
  expect((await db.from("team_members").select("position").eq("id", member?.id).single()).data).toEqual({
    position: member?.position,
  });
  await context.close();
});
