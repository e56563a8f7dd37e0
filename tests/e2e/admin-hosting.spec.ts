import { formatCurrency, usageColor } from "../../lib/admin/format.ts";
import { adminSessionForFile, openDashboard, UNREADABLE, withUnreadable } from "./support/admin-session.ts";
import { expect, pressEscapeIn, test, toast } from "./support/fixtures.ts";
import { db } from "./support/leads.ts";
import { expectListed, loadUntil, search } from "./support/workspace.ts";

const TAG = `srv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
test.describe.configure({ mode: "serial", timeout: 90_000 });

const admin = adminSessionForFile("hosting-admin");

interface Server {
  id: string;
  name: string;
  domain: string | null;
  status: string;
  type: string;
  uptime: number;
  security_score: number;
  monthly_cost: number;
  cpu_usage: number;
  client_id: string | null;
}

async function servers(): Promise<(Server & { client: string })[]> {
  const [{ data, error }, { data: clients }] = await Promise.all([
    db
      .from("servers")
      .select("id, name, domain, status, type, uptime, security_score, monthly_cost, cpu_usage, client_id"),
    db.from("clients").select("id, company"),
  ]);
  if (error) throw error;
  return (data as Server[]).map((s) => ({
    ...s,
    client: clients?.find((c) => c.id === s.client_id)?.company ?? "",
  }));
}

test("the summary cards agree with figures computed from the servers", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "?tab=hosting");
  const rows = await servers();
  const online = rows.filter((s) => s.status === "online").length;
  const uptime = rows.reduce((sum, s) => sum + Number(s.uptime), 0) / rows.length;
  const security = Math.round(rows.reduce((sum, s) => sum + s.security_score, 0) / rows.length);
  const cost = rows.reduce((sum, s) => sum + Math.round(Number(s.monthly_cost) * 100), 0) / 100;
  const cards = page.getByRole("list", { name: "Hosting summary" }).getByRole("listitem");
  await expectListed(page, cards, 4);
  await expect(cards.filter({ hasText: "Total Servers" })).toContainText(`${rows.length}${online} online`);
  await expect(cards.filter({ hasText: "Average Uptime" })).toContainText(`${uptime.toFixed(2)}%`);
  await expect(cards.filter({ hasText: "Security Score" })).toContainText(`${security}/100`);
  await expect(cards.filter({ hasText: "Monthly Cost" })).toContainText(formatCurrency(cost));
  expect(page.problems).toEqual([]);
  await page.context().close();
});

test("search and the status and type filters narrow the servers with AND", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "?tab=hosting");
  const rows = await servers();
  const cards = page.getByRole("list", { name: "Servers" }).getByRole("listitem");
  await expectListed(page, cards, rows.length);
  const sample = rows.find((s) => s.domain) ?? rows[0];
  const term = (sample?.domain ?? sample?.name ?? "").split(".")[0]?.slice(0, 4).toUpperCase() ?? "";
  const hit = (s: (typeof rows)[number]) =>
    [s.name, s.client, s.domain ?? ""].some((field) => field.toLowerCase().includes(term.toLowerCase()));
  await page.getByLabel("Search servers").fill(term);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${term}`));
  await expectListed(page, cards, rows.filter(hit).length);

  await page.goto("/admin?tab=hosting&status=online");
  await expectListed(page, cards, rows.filter((s) => s.status === "online").length);
  await page.getByLabel("Type").selectOption("cloud");
  await expect(page).toHaveURL(/type=cloud/);
  const both = rows.filter((s) => s.status === "online" && s.type === "cloud").length;
  if (both === 0) await expect(page.getByText("No servers match these filters.")).toBeVisible();
  else await expectListed(page, cards, both);
  await page.context().close();
});

test("View shows the four tabs with usage and SSL colours; an alert is resolved and stored", async ({
  browser,
}) => {
  const rows = await servers();
  const server = rows[0];
  if (!server) throw new Error("no sample servers");
  const { data: alert, error } = await db
    .from("server_alerts")
    .insert({ server_id: server.id, type: "warning", message: `Disk filling ${TAG}`, resolved: false })
    .select("id")
    .single();
  if (error) throw error;
  const page = await openDashboard(browser, admin(), "?tab=hosting");
  const view = page.getByRole("button", { name: `View ${server.name}` });
  await loadUntil(page, view);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`server=${server.id}`));
  const dialog = page.getByRole("dialog", { name: server.name });
  await expect(dialog.getByRole("tab")).toHaveText(["Overview", "Services", "Alerts", "Performance"]);
  await expect(dialog.locator("[data-ssl]")).toHaveAttribute("data-ssl", /^(green|red)$/);
  await dialog.getByRole("tab", { name: "Performance" }).click();
  await expect(dialog.locator("[data-usage]").first()).toHaveAttribute(
    "data-usage",
    usageColor(server.cpu_usage),
  );
  await dialog.getByRole("tab", { name: "Alerts" }).click();
  const item = dialog.getByRole("listitem").filter({ hasText: TAG });
  await item.getByRole("button", { name: "Resolve" }).click();
  await expect(toast(page, "success", "Server updated")).toBeVisible();
  await expect(item).toContainText("resolved");
  const { data: stored } = await db.from("server_alerts").select("resolved").eq("id", alert.id).single();
  expect(stored?.resolved).toBe(true);
  await page.context().close();
});

test("Add Server deploys a server that is stored and listed; Manage changes its status", async ({
  browser,
}) => {
  const page = await openDashboard(browser, admin(), "?tab=hosting");
  await page.getByRole("button", { name: "Add Server" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Server" });
  await dialog.getByLabel("Server name").fill(`edge-${TAG}`);
  await dialog.getByLabel("Provider").fill("AWS");
  await dialog.getByLabel("Location").fill("Houston, TX");
  await dialog.getByLabel("IP address").fill("300.1.2.3");
  await dialog.getByLabel("Monthly cost (USD)").fill("129.99");
  await dialog.getByRole("button", { name: "Deploy Server" }).click();
  await expect(dialog.getByText("Please enter a valid IPv4 or IPv6 address.")).toBeVisible();
  await dialog.getByLabel("IP address").fill("10.20.30.40");
  await dialog.getByRole("button", { name: "Deploy Server" }).click();
  await expect(toast(page, "success", "Server added")).toBeVisible();
  const { data: stored } = await db
    .from("servers")
    .select("id, status, monthly_cost")
    .eq("name", `edge-${TAG}`);
  expect(stored).toEqual([expect.objectContaining({ status: "online", monthly_cost: 129.99 })]);
  const added = page.getByRole("dialog", { name: `edge-${TAG}` });
  await expect(added).toBeVisible();
  await pressEscapeIn(added);

  // Found as staff would find it among servers added before, on any page of the list.
  await search(page, "Search servers", `edge-${TAG}`);
  await page.getByRole("button", { name: `Manage edge-${TAG}` }).click();
  const manage = page.getByRole("dialog", { name: `Manage edge-${TAG}` });
  await manage.getByLabel("Server status").selectOption("maintenance");
  await manage.getByRole("button", { name: "Save status" }).click();
  await expect(toast(page, "success", "Server updated")).toContainText("maintenance");
  await expect(manage).toBeHidden();
  await expect
    .poll(
      async () => (await db.from("servers").select("status").eq("name", `edge-${TAG}`).single()).data?.status,
    )
    .toBe("maintenance");
  await page.context().close();
});

test("a failed load shows the hosting failure toast", UNREADABLE, async ({ browser }) => {
  const server = (await servers())[0];
  await withUnreadable("public.server_services", async () => {
    const page = await openDashboard(browser, admin(), `?tab=hosting&server=${server?.id}`);
    await expect(toast(page, "error", "Error")).toContainText("Failed to load hosting data");
    await page.context().close();
  });
});
