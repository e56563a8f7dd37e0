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

// Staff move a project along: status and priority, milestones and tasks added and completed (the
// progress follows the milestones), time logged. Each step is checked in the rows and the figures.
const TAG = `prw${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 180_000 });

const ACTIONS = "components/admin/projects/actions.ts";
const today = todayIso();

let adminEmail = "";
let state: Awaited<ReturnType<typeof sessionStorageState>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  adminEmail = await confirmedAccount(`${TAG}-admin`, true);
  state = await sessionStorageState(adminEmail);
});

/** A new project with one member on its team and no milestones, tasks or time. */
async function insertProject(): Promise<{ id: string; member: { id: string; name: string } }> {
  const [{ data: client }, { data: service }, { data: member }] = await Promise.all([
    db.from("clients").select("id").limit(1).single(),
    db.from("services").select("id").limit(1).single(),
    db.from("team_members").select("id, name").eq("status", "active").limit(1).single(),
  ]);
  const { data, error } = await db
    .from("projects")
    .insert({
      name: `Harbor portal ${TAG}`,
      client_id: client?.id,
      service_id: service?.id,
      status: "quoted",
      priority: "medium",
      start_date: today,
      deadline: "2030-01-01",
      budget: 5000,
    })
    .select("id")
    .single();
  if (error) throw error;
  await db.from("project_assignments").insert({ project_id: data.id, team_member_id: member?.id });
  return { id: data.id, member: { id: member?.id ?? "", name: member?.name ?? "" } };
}

async function projectRow(id: string) {
  const { data } = await db
    .from("projects_overview")
    .select("status, priority, progress, hours_logged")
    .eq("id", id)
    .single();
  return data;
}

test("status, priority, milestones, tasks and time change the stored project and its figures", async ({
  browser,
}) => {
  const { id, member } = await insertProject();
  const page = await openDashboard(browser, state, `?tab=projects&project=${id}`);
  const dialog = page.getByRole("dialog", { name: `Harbor portal ${TAG}` });

  const status = dialog.getByRole("form", { name: "Change status" });
  await status.getByLabel("Status").selectOption("in-progress");
  await status.getByLabel("Priority").selectOption("high");
  await status.getByRole("button", { name: "Change status" }).click();
  await expect(toast(page, "success", "Project updated")).toBeVisible();
  await expect(dialog.getByRole("definition").getByText("In Progress", { exact: true })).toBeVisible();
  expect(await projectRow(id)).toMatchObject({ status: "in-progress", priority: "high" });
  const { data: log } = await db
    .from("activity_log")
    .select("from_status, to_status, actor_email")
    .eq("subject_id", id);
  expect(log).toEqual([{ from_status: "quoted", to_status: "in-progress", actor_email: adminEmail }]);

  await dialog.getByRole("tab", { name: "Milestones" }).click();
  const addMilestone = dialog.getByRole("form", { name: "Add milestone" });
  await addMilestone.getByRole("button", { name: "Add milestone" }).click();
  await expect(addMilestone.getByText("Milestone is required.")).toBeVisible();
  for (const name of ["Design", "Build"]) {
    await addMilestone.getByLabel("Milestone").fill(`${name} ${TAG}`);
    await addMilestone.getByRole("button", { name: "Add milestone" }).click();
    await expect(dialog.getByText(`${name} ${TAG}`, { exact: true })).toBeVisible();
  }
  await dialog.getByRole("button", { name: `Complete Design ${TAG}` }).click();
  await expect(toast(page, "success", "Milestone completed")).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Complete Design ${TAG}` })).toHaveCount(0);
  expect((await projectRow(id))?.progress).toBe(50);
  await dialog.getByRole("tab", { name: "Overview" }).click();
  await expect(dialog.getByLabel("Progress: 50%")).toBeVisible();

  await dialog.getByRole("tab", { name: "Tasks" }).click();
  const addTask = dialog.getByRole("form", { name: "Add task" });
  await addTask.getByLabel("Task").fill(`Wireframes ${TAG}`);
  await addTask.getByLabel("Estimated hours").fill("-2");
  await addTask.getByRole("button", { name: "Add task" }).click();
  await expect(addTask.getByText("Estimated hours must be more than 0.")).toBeVisible();
  await addTask.getByLabel("Estimated hours").fill("6");
  await addTask.getByRole("button", { name: "Add task" }).click();
  await expect(toast(page, "success", "Task added")).toBeVisible();
  await dialog.getByRole("button", { name: `Complete Wireframes ${TAG}` }).click();
  await expect(toast(page, "success", "Task completed")).toBeVisible();
  const { data: tasks } = await db
    .from("project_tasks")
    .select("title, status, estimated_hours")
    .eq("project_id", id);
  expect(tasks).toEqual([{ title: `Wireframes ${TAG}`, status: "completed", estimated_hours: 6 }]);

  await dialog.getByRole("tab", { name: "Time & Expenses" }).click();
  const logTime = dialog.getByRole("form", { name: "Log time" });
  await logTime.getByLabel("Team member").selectOption({ label: member.name });
  await logTime.getByLabel("Work done").fill(`Kick-off ${TAG}`);
  await logTime.getByLabel("Hours").fill("25");
  await logTime.getByRole("button", { name: "Log time" }).click();
  await expect(logTime.getByText("Hours must be at most 24.")).toBeVisible();
  await logTime.getByLabel("Hours").fill("2.5");
  await logTime.getByRole("button", { name: "Log time" }).click();
  await expect(toast(page, "success", "Time logged")).toBeVisible();
  // Hours logged and billable hours.
  await expect(dialog.getByRole("definition").getByText("2.5", { exact: true })).toHaveCount(2);
  const { data: entries } = await db
    .from("project_time_entries")
    .select("team_member_id, description, hours, date, billable")
    .eq("project_id", id);
  expect(entries).toEqual([
    {
      team_member_id: member.id,
      description: `Kick-off ${TAG}`,
      hours: 2.5,
      // The form's default: the agency's own day (America/Chicago), as every dashboard date.
      date: todayIso(),
      billable: true,
    },
  ]);
  expect((await projectRow(id))?.hours_logged).toBe(2.5);

  // The summary behind the dialog counts the project as active now (other files may change rows: read both again).
  await page.keyboard.press("Escape");
  const cards = page.getByRole("list", { name: "Projects summary" }).getByRole("listitem");
  await expect(async () => {
    await page.reload();
    const { count } = await db
      .from("projects")
      .select("id", { count: "exact", head: true })
      .in("status", ["approved", "in-progress"]);
    await expect(cards.filter({ hasText: "Active Projects" })).toContainText(String(count), {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await page.context().close();
});

test("a non-admin's session can call none of the project actions", async ({ browser }) => {
  const { id } = await insertProject();
  const context = await memberContext(browser, `${TAG}-member`);
  const page = await context.newPage();
  const calls: [string, unknown][] = [
    ["changeProjectStatusAction", { projectId: id, status: "cancelled", priority: "low" }],
    ["addMilestoneAction", { projectId: id, name: "Forged", dueDate: "" }],
    ["addTaskAction", { projectId: id, title: "Forged", estimatedHours: "1" }],
    ["logTimeAction", { projectId: id, description: "Forged", hours: "1", date: today }],
  ];
  await expectAdminActionsRefused(page.request, "/admin?tab=projects", ACTIONS, calls);
  expect(await projectRow(id)).toMatchObject({ status: "quoted", priority: "medium", hours_logged: 0 });
  expect((await db.from("project_milestones").select("id").eq("project_id", id)).data).toEqual([]);
  expect((await db.from("project_tasks").select("id").eq("project_id", id)).data).toEqual([]);
  await context.close();
});
