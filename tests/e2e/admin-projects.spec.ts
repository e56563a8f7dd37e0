import type { Page } from "@playwright/test";
import { UNREADABLE } from "./support/admin-session.ts";
import { pressEscapeIn, seriousA11yViolations, test } from "./support/fixtures.ts";
import {
  adminForFile,
  choose,
  clearSearch,
  countAreaRenders,
  db,
  expect,
  expectCards,
  expectCardsNow,
  expectLoadFailureToast,
  expectSummary,
  first,
  loadUntil,
  matches,
  openTab,
  rows,
  search,
} from "./support/workspace.ts";

interface Project {
  id: string;
  name: string;
  description: string | null;
  client_name: string;
  status: string;
  priority: string;
}

const LIST = "Projects";
const shows = (page: Page, items: readonly Project[]) =>
  expectCards(
    page,
    LIST,
    items.map((item) => item.name),
  );
const SEARCHED = ["name", "description", "client_name"] as const;
const ACTIVE = ["approved", "in-progress"];

const admin = adminForFile("projects-admin");

const projects = () =>
  rows<Project>("projects_overview", "id, name, description, client_name, status, priority");

test("the summary cards agree with the projects in the database", async ({ browser }) => {
  const page = await openTab(browser, admin(), "tab=projects");
  await expectSummary(page, "Projects summary", async () => {
    const all = await projects();
    return {
      figures: {
        "Total Projects": String(all.length),
        "Active Projects": String(all.filter((p) => ACTIVE.includes(p.status)).length),
        "Completed Projects": String(all.filter((p) => p.status === "completed").length),
      },
      list: LIST,
      cards: all.map((p) => p.name),
    };
  });
  await page.context().close();
});

test("search and each filter narrow the list by the rule, in the URL, and Back undoes them", async ({
  browser,
}) => {
  const all = await projects();
  // A term taken from a real client, typed in another case: matches name, description or client.
  const term = first(all).client_name.slice(0, 5).trim().toUpperCase();
  const page = await openTab(browser, admin(), "tab=projects");
  await search(page, "Search projects", term);
  const searched = all.filter((p) => matches({ ...p }, SEARCHED, term));
  expect(searched.length).toBeLessThan(all.length);
  await shows(page, searched);

  await clearSearch(page, "Search projects");

  await choose(page, "Status", "in-progress");
  const byStatus = all.filter((p) => p.status === "in-progress");
  await shows(page, byStatus);

  const priority = byStatus[0]?.priority ?? "high";
  await choose(page, "Priority", priority);
  await shows(
    page,
    byStatus.filter((p) => p.priority === priority),
  );
  await expect(page).toHaveURL(/status=in-progress/);

  await page.goBack();
  await expect(page).not.toHaveURL(/priority=/);
  await shows(page, byStatus);

  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("all");
  await expect(page).not.toHaveURL(/status=/);
  // Every project, as the database holds them now: other spec files add projects meanwhile.
  await expectCardsNow(page, LIST, async () => (await projects()).map((project) => project.name));
  await page.context().close();
});

test("the detail dialog opens from a card and from the URL, with its six tabs", async ({ browser }) => {
  const { data: milestone } = await db
    .from("project_milestones")
    .select("project_id, name")
    .limit(1)
    .single();
  const project = first((await projects()).filter((p) => p.id === milestone?.project_id));
  const page = await openTab(browser, admin(), "tab=projects", { width: 390, height: 844 });
  const view = page.getByRole("button", { name: `View ${project.name}` });
  await loadUntil(page, view);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`project=${project.id}`));
  const dialog = page.getByRole("dialog", { name: project.name });
  await expect(dialog).toBeVisible();
  for (const tab of ["Overview", "Milestones", "Tasks", "Documents", "Notes", "Time & Expenses"]) {
    await expect(dialog.getByRole("tab", { name: tab })).toBeVisible();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole("tab", { name: "Milestones" }).click();
  await expect(dialog.getByRole("list", { name: "Milestones" })).toContainText(milestone?.name ?? "");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/project=/);

  await page.goto(`/admin?tab=projects&project=${project.id}`);
  await expect(page.getByRole("dialog", { name: project.name })).toBeVisible();
  await page.context().close();
});

test("View starts reading the project as the pointer goes down, and the click shows that read", async ({
  browser,
}) => {
  const project = first(await projects());
  const page = await openTab(browser, admin(), "tab=projects");
  const view = page.getByRole("button", { name: `View ${project.name}` });
  await loadUntil(page, view);
  await view.scrollIntoViewIfNeeded();
  const box = await view.boundingBox();
  if (!box) throw new Error("View has no box");
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/admin/projects/detail?")) reads.push(request.url());
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const read = page.waitForRequest((request) => request.url().includes(`detail?project=${project.id}`));
  await page.mouse.down();
  // The read is on its way while the button is still held, and nothing has opened yet.
  await read;
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.mouse.up();
  const dialog = page.getByRole("dialog", { name: project.name });
  await expect(dialog.getByRole("tab", { name: "Overview" })).toBeVisible();
  expect(reads).toHaveLength(1);
  await page.context().close();
});

test("'New Project' shows each field's error, then adds a project that appears and is stored", async ({
  browser,
}) => {
  const client = first(await rows<{ id: string; company: string }>("clients", "id, company"));
  const service = first(await rows<{ id: string; name: string }>("services", "id, name"));
  const name = `Harbor Portal ${Date.now().toString(36)}`;
  const page = await openTab(browser, admin(), "tab=projects&new=project");
  const dialog = page.getByRole("dialog", { name: "New Project" });
  await expect(dialog).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Project name is required.")).toBeVisible();
  await expect(dialog.getByText("Please choose a client from the list.")).toBeVisible();

  await dialog.getByLabel("Project name").fill(name);
  await dialog.getByLabel("Client").selectOption(client.id);
  await dialog.getByLabel("Service").selectOption(service.id);
  await dialog.getByLabel("Priority").selectOption("high");
  await dialog.getByLabel("Start date").fill("2026-12-01");
  await dialog.getByLabel("Deadline").fill("2026-11-01");
  await dialog.getByLabel("Budget (USD)").fill("$12,500");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("The deadline cannot be before the start date.")).toBeVisible();
  await expect(dialog.getByLabel("Project name")).toHaveValue(name);

  await dialog.getByLabel("Deadline").fill("2027-03-01");
  const renders = countAreaRenders(page, "/admin/projects");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("dialog", { name: name })).toBeVisible();
  await expect(page).toHaveURL(/project=/);
  await expect(page).not.toHaveURL(/new=/);
  // One change, one render: the navigation that opens the new project, not the action's refresh too.
  expect(await renders.count()).toBe(1);

  const { data: stored } = await db.from("projects").select("*").eq("name", name).single();
  expect(stored).toMatchObject({
    client_id: client.id,
    service_id: service.id,
    priority: "high",
    budget: 12500,
  });
  await pressEscapeIn(page.getByRole("dialog", { name }));
  await search(page, "Search projects", name);
  await expectCards(page, LIST, [name]);
  await page.context().close();
});

test("a failed load shows the spec's toast", UNREADABLE, async ({ browser }) => {
  await expectLoadFailureToast(
    browser,
    admin(),
    "projects_summary",
    "tab=projects",
    "Failed to load project data",
  );
});
