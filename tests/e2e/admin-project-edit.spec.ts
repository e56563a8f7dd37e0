import { todayIso } from "../../lib/admin/workspace/dates.ts";
import { confirmedAccount, openDashboard, sessionStorageState } from "./support/admin-session.ts";
import { expect, test, toast } from "./support/fixtures.ts";
import { db } from "./support/leads.ts";

// A project as staff keep it up: every field edited after it was created, tasks assigned with their
// estimates, and time logged on a task, which moves the task's and the project's hours.
const TAG = `ped${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 150_000 });

let state: Awaited<ReturnType<typeof sessionStorageState>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  state = await sessionStorageState(await confirmedAccount(`${TAG}-admin`, true));
});

async function insertProject(name: string): Promise<string> {
  const [{ data: client }, { data: service }] = await Promise.all([
    db.from("clients").select("id").limit(1).single(),
    db.from("services").select("id").order("name").limit(1).single(),
  ]);
  const { data, error } = await db
    .from("projects")
    .insert({
      name,
      client_id: client?.id,
      service_id: service?.id,
      status: "approved",
      priority: "medium",
      start_date: "2026-01-05",
      deadline: "2026-06-30",
      budget: 5000,
    })
    .select("id")
    .single();
  if (error) throw error;
  return data.id;
}

test("Edit project changes every field and the team; the stored row and the detail follow", async ({
  browser,
}) => {
  const id = await insertProject(`Edit me ${TAG}`);
  const [{ data: services }, { data: members }] = await Promise.all([
    db
      .from("services")
      .select("id, name")
      .eq("status", "active")
      .order("name", { ascending: false })
      .limit(1),
    db.from("team_members").select("id, name").eq("status", "active").order("name").limit(3),
  ]);
  const service = services?.[0];
  const [lead, first, second] = members ?? [];
  if (!service || !lead || !first || !second) throw new Error("sample data missing");

  const page = await openDashboard(browser, state, `/projects?project=${id}`);
  const detail = page.getByRole("dialog", { name: `Edit me ${TAG}` });
  await detail.getByRole("button", { name: "Edit project" }).click();
  const edit = page.getByRole("dialog", { name: `Edit Edit me ${TAG}` });
  await expect(edit.getByLabel("Budget (USD)")).toHaveValue("5000");
  await edit.getByLabel("Project name").fill(`Edited ${TAG}`);
  await edit.getByLabel("Service").selectOption(service.id);
  await edit.getByLabel("Status").selectOption("in-progress");
  await edit.getByLabel("Priority").selectOption("critical");
  await edit.getByLabel("Start date").fill("2026-02-01");
  await edit.getByLabel("Deadline").fill("2026-01-15");
  await edit.getByLabel("Budget (USD)").fill("$18,250");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("The deadline cannot be before the start date.")).toBeVisible();
  await edit.getByLabel("Deadline").fill("2026-09-30");
  await expect(edit.getByText("The deadline cannot be before the start date.")).toHaveCount(0);
  await edit.getByLabel("End date").fill("2026-09-15");
  await edit.getByLabel("Team lead").selectOption(lead.id);
  await edit.getByRole("checkbox", { name: first.name }).check();
  await edit.getByRole("checkbox", { name: second.name }).check();
  await edit.getByLabel("Tags").fill("portal, phase 2");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "success", "Project saved")).toContainText(`Edited ${TAG}`);

  const stored = async () =>
    (
      await db
        .from("projects")
        .select(
          "name, service_id, status, priority, start_date, end_date, deadline, budget, team_lead_id, tags, version, project_assignments(team_member_id)",
        )
        .eq("id", id)
        .single()
    ).data;
  const row = await stored();
  expect({ ...row, project_assignments: undefined }).toEqual({
    name: `Edited ${TAG}`,
    service_id: service.id,
    status: "in-progress",
    priority: "critical",
    start_date: "2026-02-01",
    end_date: "2026-09-15",
    deadline: "2026-09-30",
    budget: 18250,
    team_lead_id: lead.id,
    tags: ["portal", "phase 2"],
    version: 2,
    project_assignments: undefined,
  });
  expect(row?.project_assignments.map((a) => a.team_member_id).sort()).toEqual([first.id, second.id].sort());

  const edited = page.getByRole("dialog", { name: `Edited ${TAG}` });
  await expect(edited.getByRole("definition").getByText("$18,250.00", { exact: true })).toBeVisible();
  await expect(edited.getByRole("definition").getByText(lead.name, { exact: true })).toBeVisible();

  // One off the team again.
  await edited.getByRole("button", { name: "Edit project" }).click();
  const again = page.getByRole("dialog", { name: `Edit Edited ${TAG}` });
  await expect(again.getByRole("checkbox", { name: first.name })).toBeChecked();
  await again.getByRole("checkbox", { name: first.name }).uncheck();
  await again.getByRole("button", { name: "Save Changes" }).click();
  await expect(again).toHaveCount(0);
  await expect.poll(async () => (await stored())?.version).toBe(3);
  const after = await stored();
  expect(after?.project_assignments).toEqual([{ team_member_id: second.id }]);
  expect(after?.version).toBe(3);
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test("a task assigned with its estimate; time logged on it moves the task's and the project's hours", async ({
  browser,
}) => {
  const id = await insertProject(`Tasks ${TAG}`);
  const { data: member } = await db
    .from("team_members")
    .select("id, name")
    .eq("status", "active")
    .order("name")
    .limit(1)
    .single();
  if (!member) throw new Error("no team member");
  await db.from("project_assignments").insert({ project_id: id, team_member_id: member.id });

  const page = await openDashboard(browser, state, `/projects?project=${id}`);
  const dialog = page.getByRole("dialog", { name: `Tasks ${TAG}` });
  await dialog.getByRole("tab", { name: "Tasks" }).click();
  const addTask = dialog.getByRole("form", { name: "Add task" });
  await addTask.getByLabel("Task").fill(`Build the API ${TAG}`);
  await addTask.getByLabel("Assigned to").selectOption({ label: member.name });
  await addTask.getByLabel("Estimated hours").fill("12");
  await addTask.getByRole("button", { name: "Add task" }).click();
  await expect(toast(page, "success", "Task added")).toBeVisible();
  const tasks = dialog.getByRole("list", { name: "Tasks" });
  const task = tasks.getByRole("listitem").filter({ hasText: `Build the API ${TAG}` });
  await expect(task).toContainText(`Assigned to: ${member.name}`);
  await expect(task).toContainText("0 of 12 estimated");
  const { data: stored } = await db
    .from("project_tasks")
    .select("id, assignee_id, estimated_hours, actual_hours")
    .eq("project_id", id)
    .single();
  expect(stored).toMatchObject({ assignee_id: member.id, estimated_hours: 12, actual_hours: 0 });

  await dialog.getByRole("tab", { name: "Time & Expenses" }).click();
  const logTime = dialog.getByRole("form", { name: "Log time" });
  await logTime.getByLabel("Task").selectOption({ label: `Build the API ${TAG}` });
  await logTime.getByLabel("Team member").selectOption({ label: member.name });
  await logTime.getByLabel("Work done").fill(`Endpoints ${TAG}`);
  await logTime.getByLabel("Hours").fill("3.5");
  await logTime.getByRole("button", { name: "Log time" }).click();
  await expect(toast(page, "success", "Time logged")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Time entries" })).toContainText(`Build the API ${TAG}`);
  const { data: entries } = await db
    .from("project_time_entries")
    .select("task_id, team_member_id, hours, date")
    .eq("project_id", id);
  expect(entries).toEqual([{ task_id: stored?.id, team_member_id: member.id, hours: 3.5, date: todayIso() }]);
  const { data: hours } = await db.from("project_tasks").select("actual_hours").eq("id", stored?.id).single();
  expect(hours).toEqual({ actual_hours: 3.5 });
  const { data: project } = await db.from("projects_overview").select("hours_logged").eq("id", id).single();
  expect(project).toEqual({ hours_logged: 3.5 });

  await dialog.getByRole("tab", { name: "Tasks" }).click();
  await expect(task).toContainText("3.5 of 12 estimated");
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test("a task is reassigned and re-estimated later; a second tab's stale edit is refused", async ({
  browser,
}) => {
  const id = await insertProject(`Reassign ${TAG}`);
  const { data: members } = await db
    .from("team_members")
    .select("id, name")
    .eq("status", "active")
    .order("name")
    .limit(2);
  const [first, second] = members ?? [];
  if (!first || !second) throw new Error("two active team members");
  await db.from("project_assignments").insert([
    { project_id: id, team_member_id: first.id },
    { project_id: id, team_member_id: second.id },
  ]);
  const title = `Checkout ${TAG}`;
  const added = await db
    .from("project_tasks")
    .insert({ project_id: id, title, estimated_hours: 12, assignee_id: first.id, order_index: 0 })
    .select("id")
    .single();
  if (added.error) throw added.error;

  // Two tabs open the same task; A saves first.
  const openTask = async () => {
    const page = await openDashboard(browser, state, `/projects?project=${id}`);
    const dialog = page.getByRole("dialog", { name: `Reassign ${TAG}` });
    await dialog.getByRole("tab", { name: "Tasks" }).click();
    const item = dialog.getByRole("list", { name: "Tasks" }).getByRole("listitem").filter({ hasText: title });
    return { page, item, form: item.getByRole("form", { name: `Edit ${title}` }) };
  };
  const a = await openTask();
  const b = await openTask();
  await expect(a.item).toContainText(`Assigned to: ${first.name}`);
  await a.form.getByLabel("Assigned to").selectOption({ label: second.name });
  await a.form.getByLabel("Estimated hours").fill("16");
  await a.form.getByRole("button", { name: "Save task" }).click();
  await expect(toast(a.page, "success", "Task saved")).toBeVisible();
  await expect(a.item).toContainText(`Assigned to: ${second.name}`, { timeout: 60_000 });
  await expect(a.item).toContainText("0 of 16 estimated");
  const { data: stored } = await db
    .from("project_tasks")
    .select("assignee_id, estimated_hours, version")
    .eq("id", added.data.id)
    .single();
  expect(stored).toEqual({ assignee_id: second.id, estimated_hours: 16, version: 2 });
  const { data: log } = await db
    .from("activity_log")
    .select("subject_type, detail, before, after")
    .eq("subject_id", added.data.id);
  expect(log).toMatchObject([
    {
      subject_type: "task",
      detail: `Assigned to ${second.name} · 16 h estimated`,
      before: { assignee_id: first.id, estimated_hours: 12 },
      after: { assignee_id: second.id, estimated_hours: 16 },
    },
  ]);

  // B, still on version 1: refused with who saved, nothing overwritten; Reload shows A's change.
  await b.form.getByLabel("Estimated hours").fill("4");
  await b.form.getByRole("button", { name: "Save task" }).click();
  await expect(b.form.getByText(/saved this task on .*, after you opened it/)).toBeVisible();
  await expect(toast(b.page, "error", "Not saved")).toBeVisible();
  expect(
    (await db.from("project_tasks").select("estimated_hours").eq("id", added.data.id).single()).data,
  ).toEqual({ estimated_hours: 16 });
  await b.form.getByRole("button", { name: "Reload" }).click();
  // Reload reads the area again: on a busy machine, with two browsers open, that takes a while.
  await expect(b.item).toContainText(`Assigned to: ${second.name}`, { timeout: 60_000 });
  await expect(b.form.getByLabel("Estimated hours")).toHaveValue("16");
  expect(a.page.problems).toEqual([]);
  await a.page.context().close();
  await b.page.context().close();
});
