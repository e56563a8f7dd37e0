import type { Page } from "@playwright/test";
import { formatCurrency } from "../../lib/admin/format.ts";
import { UNREADABLE } from "./support/admin-session.ts";
import { test } from "./support/fixtures.ts";
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
  matches,
  openTab,
  rows,
  search,
} from "./support/workspace.ts";

interface Service {
  id: string;
  name: string;
  description: string;
  category: string;
  status: string;
  total_revenue: number;
  average_rating: number | null;
}

const LIST = "Services";
const shows = (page: Page, items: readonly Service[]) =>
  expectCards(
    page,
    LIST,
    items.map((item) => item.name),
  );
const SEARCHED = ["name", "description"] as const;

const admin = adminForFile("services-admin");

const services = () =>
  rows<Service>(
    "services_overview",
    "id, name, description, category, status, total_revenue, average_rating",
  );

test("the summary cards agree with the services in the database", async ({ browser }) => {
  const page = await openTab(browser, admin(), "tab=services");
  await expectSummary(page, "Services summary", async () => {
    const all = await services();
    const ratings = all.map((s) => s.average_rating).filter((r): r is number => r !== null);
    return {
      figures: {
        "Total Services": String(all.length),
        "Active Services": String(all.filter((s) => s.status === "active").length),
        "Total Revenue": formatCurrency(
          all.reduce((sum, s) => sum + s.total_revenue, 0),
          { whole: true },
        ),
        "Avg Rating": (ratings.reduce((sum, r) => sum + r, 0) / ratings.length).toFixed(1),
      },
      list: LIST,
      cards: all.map((s) => s.name),
    };
  });
  await page.context().close();
});

test("search over name and description, category and status filters combine with AND", async ({
  browser,
}) => {
  const all = await services();
  const term =
    first(all)
      .description.split(" ")
      .find((word) => word.length > 5) ?? first(all).name;
  const page = await openTab(browser, admin(), "tab=services");
  await search(page, "Search services", term.toUpperCase());
  await shows(
    page,
    all.filter((s) => matches({ ...s }, SEARCHED, term)),
  );
  await clearSearch(page, "Search services");

  const category = first(all).category;
  await choose(page, "Category", category);
  const inCategory = all.filter((s) => s.category === category);
  await shows(page, inCategory);
  await choose(page, "Status", "active");
  await shows(
    page,
    inCategory.filter((s) => s.status === "active"),
  );
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await shows(page, inCategory);
  await page.context().close();
});

test("'New Service' checks its fields, creates a service; Edit and the lists' Add change it", async ({
  browser,
}) => {
  const name = `Accessibility Audit ${Date.now().toString(36)}`;
  const page = await openTab(browser, admin(), "tab=services&new=service");
  const dialog = page.getByRole("dialog", { name: "New Service" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(dialog.getByText("Service name is required.")).toBeVisible();
  await expect(dialog.getByText("Description is required.")).toBeVisible();

  await dialog.getByLabel("Service name").fill(name);
  await dialog.getByLabel("Description").fill("WCAG 2.2 review of a site with a fix list.");
  await dialog.getByLabel("Category").selectOption("experience-optimization");
  await dialog.getByLabel("Status").selectOption("active");
  await dialog.getByLabel("Base price (USD)").fill("4,800");
  await dialog.getByLabel("Hourly rate (USD)").fill("150");
  await dialog.getByLabel("Estimated duration (hours)").fill("lots");
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(dialog.getByText("Estimated duration (hours) must be a number.")).toBeVisible();
  await dialog.getByLabel("Estimated duration (hours)").fill("60");
  await dialog.getByLabel("Features").fill("Screen reader pass\nKeyboard pass");
  await dialog.getByRole("button", { name: "Create Service" }).click();

  const detail = page.getByRole("dialog", { name });
  await expect(detail).toBeVisible();
  for (const tab of ["Overview", "Features", "Requirements", "Deliverables"]) {
    await expect(detail.getByRole("tab", { name: tab })).toBeVisible();
  }
  await expect(detail).toContainText("2 weeks");
  const { data: created } = await db.from("services").select("*").eq("name", name).single();
  expect(created).toMatchObject({
    base_price: 4800,
    estimated_duration: 60,
    features: ["Screen reader pass", "Keyboard pass"],
  });

  await detail.getByRole("tab", { name: "Deliverables" }).click();
  await detail.getByLabel("New deliverable").fill("Audit report (PDF)");
  await detail.getByRole("button", { name: "Add", exact: true }).click();
  await expect(detail.getByRole("list", { name: "Deliverables" })).toContainText("Audit report (PDF)");
  await expect
    .poll(async () => (await db.from("services").select("deliverables").eq("id", created?.id).single()).data)
    .toEqual({ deliverables: ["Audit report (PDF)"] });

  await page.keyboard.press("Escape");
  await search(page, "Search services", name);
  await expectCards(page, LIST, [name]);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(edit.getByLabel("Hourly rate (USD)")).toHaveValue("150");
  await edit.getByLabel("Hourly rate (USD)").fill("175.50");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  await expect(page.getByRole("dialog", { name })).toContainText("$175.50");
  expect((await db.from("services").select("hourly_rate").eq("id", created?.id).single()).data).toEqual({
    hourly_rate: 175.5,
  });
  await page.context().close();
});

test("a failed load shows the spec's toast", UNREADABLE, async ({ browser }) => {
  await expectLoadFailureToast(
    browser,
    admin(),
    "services_summary",
    "tab=services",
    "Failed to load service data",
  );
});
