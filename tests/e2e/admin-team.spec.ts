import type { Page } from "@playwright/test";
import { initials } from "../../lib/admin/format.ts";
import { UNREADABLE } from "./support/admin-session.ts";
import { pressEscapeIn, seriousA11yViolations, test } from "./support/fixtures.ts";
import {
  adminForFile,
  choose,
  clearSearch,
  db,
  expect,
  expectCards,
  expectLoadFailureToast,
  expectSummary,
  first,
  loadUntil,
  matches,
  openTab,
  rows,
  search,
} from "./support/workspace.ts";

interface Member {
  id: string;
  name: string;
  email: string;
  position: string;
  department: string;
  role: string;
  status: string;
  skills: string[];
  performance_rating: number | null;
}

const LIST = "Team members";
const shows = (page: Page, items: readonly Member[]) =>
  expectCards(
    page,
    LIST,
    items.map((item) => item.name),
  );
const SEARCHED = ["name", "position", "email"] as const;

const admin = adminForFile("team-admin");

const members = () =>
  rows<Member>(
    "team_overview",
    "id, name, email, position, department, role, status, skills, performance_rating",
  );

test("the summary cards agree with the team in the database", async ({ browser }) => {
  const page = await openTab(browser, admin(), "tab=team");
  await expectSummary(page, "Team summary", async () => {
    const all = await members();
    const ratings = all.map((m) => m.performance_rating).filter((r): r is number => r !== null);
    const projects = await rows<{ id: string; team_lead_id: string | null }>("projects", "id, team_lead_id");
    const assigned = new Set(
      (await rows<{ project_id: string }>("project_assignments", "project_id")).map((a) => a.project_id),
    );
    return {
      figures: {
        "Total Team": String(all.length),
        "Active Members": String(all.filter((m) => m.status === "active").length),
        "Avg Performance": (ratings.reduce((sum, r) => sum + r, 0) / ratings.length).toFixed(1),
        "Total Projects": String(
          projects.filter((p) => p.team_lead_id !== null || assigned.has(p.id)).length,
        ),
      },
      list: LIST,
      cards: all.map((m) => m.name),
    };
  });
  await page.context().close();
});

test("search over name, position and email; department, role and status combine with AND", async ({
  browser,
}) => {
  const all = await members();
  const term = first(all).position.slice(0, 6).trim().toLowerCase();
  const page = await openTab(browser, admin(), "tab=team");
  await search(page, "Search team", term);
  await shows(
    page,
    all.filter((m) => matches({ ...m }, SEARCHED, term)),
  );
  await clearSearch(page, "Search team");

  const { department, role } = first(all);
  await choose(page, "Department", department);
  const inDepartment = all.filter((m) => m.department === department);
  await shows(page, inDepartment);
  await choose(page, "Role", role);
  const withRole = inDepartment.filter((m) => m.role === role);
  await shows(page, withRole);
  await choose(page, "Status", "active");
  await shows(
    page,
    withRole.filter((m) => m.status === "active"),
  );
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await shows(page, withRole);
  await page.context().close();
});

test("member cards: initials, three skills then '+N more', Contact mails; the detail has five tabs", async ({
  browser,
}) => {
  const member = (await members()).find((m) => m.skills.length > 3) ?? first(await members());
  const page = await openTab(browser, admin(), "tab=team", { width: 390, height: 844 });
  const card = page.getByRole("article", { name: member.name });
  await loadUntil(page, card);
  await expect(card).toContainText(initials(member.name));
  for (const skill of member.skills.slice(0, 3)) await expect(card).toContainText(skill);
  if (member.skills.length > 3) await expect(card).toContainText(`+${member.skills.length - 3} more`);
  await expect(card.getByRole("link", { name: `Contact ${member.name}` })).toHaveAttribute(
    "href",
    `mailto:${member.email}`,
  );
  await card.getByRole("button", { name: `View ${member.name}` }).click();
  const dialog = page.getByRole("dialog", { name: member.name });
  for (const tab of ["Overview", "Skills", "Achievements", "Projects", "Workload"]) {
    await expect(dialog.getByRole("tab", { name: tab })).toBeVisible();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole("tab", { name: "Workload" }).click();
  await expect(dialog.getByText("Overdue tasks")).toBeVisible();
  await page.context().close();
});

test("'Add Team Member' checks its fields and adds a member that appears and is stored", async ({
  browser,
}) => {
  const name = `Noor Haddad ${Date.now().toString(36)}`;
  const email = `noor-${Date.now().toString(36)}@example.com`;
  const page = await openTab(browser, admin(), "tab=team&new=member");
  const dialog = page.getByRole("dialog", { name: "Add Team Member" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill("not an address");
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(dialog.getByText("Name is required.")).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Position").fill("Accessibility Engineer");
  await dialog.getByLabel("Role").selectOption("developer");
  await dialog.getByLabel("Hourly rate (USD)").fill("95");
  await dialog.getByLabel("Years of experience").fill("6");
  await dialog.getByLabel("Skills").fill("ARIA, Playwright, React, WCAG");
  await dialog.getByRole("button", { name: "Add Member" }).click();

  await expect(page.getByRole("dialog", { name })).toBeVisible();
  const { data: stored } = await db.from("team_members").select("*").eq("email", email).single();
  expect(stored).toMatchObject({ name, role: "developer", hourly_rate: 95, experience_years: 6 });
  await pressEscapeIn(page.getByRole("dialog", { name }));
  await search(page, "Search team", name);
  await expectCards(page, LIST, [name]);
  await expect(page.getByRole("article", { name })).toContainText("+1 more");
  await page.context().close();
});

test("a failed load shows the spec's toast", UNREADABLE, async ({ browser }) => {
  await expectLoadFailureToast(browser, admin(), "team_summary", "tab=team", "Failed to load team data");
});
