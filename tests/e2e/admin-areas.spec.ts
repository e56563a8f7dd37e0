import type { Locator, Page, Request, Route } from "@playwright/test";
import { ADMIN_AREAS } from "../../components/admin/areas.ts";
import { adminSessionForFile, openDashboard, UNREADABLE, withUnreadable } from "./support/admin-session.ts";
import { test, toast, waitForHydration } from "./support/fixtures.ts";
// Waits as long as a server render of a whole view takes on a busy machine.
import { expect } from "./support/workspace.ts";

// The revokes below must not overlap each other; each test is a few page loads.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const admin = adminSessionForFile("areas-admin");

const areasNav = (page: Page) => page.getByRole("navigation", { name: "Dashboard areas" });

test("an old ?tab= link lands on the area's own route with its other parameters", async ({ browser }) => {
  const page = await openDashboard(browser, admin(), "");
  const old = "/admin?tab=projects&status=in-progress&q=zz-no-such-project";
  const answer = await page.request.get(old, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(new URL(answer.headers().location ?? "", "http://x").pathname).toBe("/admin/projects");
  expect(new URL(answer.headers().location ?? "", "http://x").search).toBe(
    "?status=in-progress&q=zz-no-such-project",
  );

  await page.goto(old);
  await expect(page).toHaveURL(/\/admin\/projects\?status=in-progress&q=zz-no-such-project$/);
  await expect(areasNav(page).getByRole("link", { name: "Projects" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: "Projects", level: 2 })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("in-progress");
  expect(page.problems).toEqual([]);
  await page.context().close();
});

/**
 * Waits until the router holds `href`'s loading state. A prefetch can be cut off before its answer (the
 * browser reports it aborted) and is then not asked again for a while: a pointer over the link asks
 * again, as it does for a person about to click, and failing that a reload prefetches every link anew.
 */
async function prefetchOf(page: Page, link: Locator, href: string, prefetched: Set<string>) {
  for (let attempt = 0; attempt < 3 && !prefetched.has(href); attempt++) {
    if (attempt > 0) {
      prefetched.clear();
      await page.reload();
      await waitForHydration(page);
    }
    await page.mouse.move(0, 0);
    await link.hover();
    await expect
      .poll(() => prefetched.has(href), { timeout: 10_000 })
      .toBe(true)
      .catch(() => {});
  }
  expect(prefetched.has(href), `${href} is prefetched`).toBe(true);
}

test("each area shows its loading line while the server reads it, then its content", async ({ browser }) => {
  // Nine server renders in a row: 2.8-4 min at load 30-38, where the file's 4 min bound was too short.
  test.setTimeout(420_000);
  // The router prefetches each link up to its loading.tsx; the navigation's own request is held until
  // the loading line has been seen, so the line is asserted, not raced. A prefetch is two requests: the
  // route's tree (`next-router-segment-prefetch: /_tree`), then the segments down to the loading
  // boundary; only the second lets a click show the loading line. The router reads that answer as it
  // streams and ends it once it holds the loading state (the browser reports it finished or aborted): a
  // click between its first bytes and its end drew the area's heading over an empty panel.
  const prefetched = new Set<string>();
  const answered = new WeakSet<Request>();
  const loadingPrefetch = (request: Request) =>
    request.headers()["next-router-prefetch"] &&
    request.headers()["next-router-segment-prefetch"] !== "/_tree";
  const ended = (request: Request) => {
    if (answered.has(request)) prefetched.add(new URL(request.url()).pathname);
  };
  const page = await openDashboard(browser, admin(), "", undefined, (watched) => {
    watched.on("response", (response) => {
      if (response.ok() && loadingPrefetch(response.request())) answered.add(response.request());
    });
    watched.on("requestfinished", ended);
    watched.on("requestfailed", ended);
  });
  const order = [...ADMIN_AREAS.filter((area) => area.slug !== "overview"), ADMIN_AREAS[0]];
  for (const area of order) {
    const { href } = area;
    const link = areasNav(page).getByRole("link", { name: area.label });
    await prefetchOf(page, link, href, prefetched);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (route: Route) => {
      if (route.request().headers()["next-router-prefetch"]) return route.continue();
      await held;
      return route.continue();
    };
    const matches = (url: URL) => url.pathname === href;
    await page.route(matches, hold);
    await link.click();
    await expect(page.getByRole("status").filter({ hasText: area.loading })).toBeVisible();
    await expect(page.getByRole("heading", { name: area.label, level: 2 })).toBeVisible();
    release();
    // The whole area renders once the answer is in.
    await expect(page.getByRole("status").filter({ hasText: area.loading })).toHaveCount(0);
    await expect(link).toHaveAttribute("aria-current", "page");
    await page.unroute(matches, hold);
  }
  expect(page.problems).toEqual([]);
  await page.context().close();
});

// An area whose list cannot be read shows its error.tsx inside the frame: the area's failure toast, a
// line saying so, and Try again, which reads again once the list can be read.
const FAILING = [
  {
    slug: "hosting",
    relation: "public.servers_overview",
    toast: "Failed to load hosting data",
    list: "Servers",
  },
  { slug: "team", relation: "public.team_overview", toast: "Failed to load team data", list: "Team members" },
  {
    slug: "clients",
    relation: "public.clients_overview",
    toast: "Failed to load client data",
    list: "Clients",
  },
] as const;

for (const area of FAILING) {
  test(
    `a failed load of ${area.slug} shows its error state, and Try again recovers`,
    UNREADABLE,
    async ({ browser }) => {
      const page = await withUnreadable(area.relation, async () => {
        const opened = await openDashboard(browser, admin(), `/${area.slug}`);
        await expect(toast(opened, "error", "Error")).toContainText(area.toast);
        await expect(
          opened.getByText(`Could not load the ${area.slug} area. The error has been logged.`),
        ).toBeVisible();
        await expect(opened.getByRole("list", { name: area.list, exact: true })).toHaveCount(0);
        // The frame stays: another area is a click away.
        await expect(areasNav(opened).getByRole("link", { name: "Overview" })).toBeVisible();
        return opened;
      });
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("list", { name: area.list, exact: true })).toBeVisible();
      await expect(page.getByText(/Could not load the .* area/)).toHaveCount(0);
      await page.context().close();
    },
  );
}

// Areas that read several things show what they could read and say which part failed; a reload once
// the relation is readable again shows it all.
const PARTLY_FAILING = [
  {
    slug: "overview",
    relation: "public.overview_summary",
    line: "Could not load this part of the overview. The error has been logged.",
    toast: null,
    lost: "Agency at a glance",
    kept: "Recent activity",
  },
  {
    slug: "marketing",
    relation: "public.newsletter_subscriptions",
    line: "Could not load the marketing figures. The error has been logged.",
    toast: null,
    lost: "Marketing figures",
    kept: null,
  },
  {
    slug: "inbox",
    relation: "public.lead_inbox",
    line: "Could not load the leads. The error has been logged.",
    toast: "Failed to load lead data",
    lost: "Leads, newest first",
    kept: null,
  },
] as const;

for (const area of PARTLY_FAILING) {
  test(
    `a failed read in ${area.slug} says so in place, and a reload shows it again`,
    UNREADABLE,
    async ({ browser }) => {
      const page = await withUnreadable(area.relation, async () => {
        const opened = await openDashboard(browser, admin(), area.slug === "overview" ? "" : `/${area.slug}`);
        await expect(opened.getByText(area.line)).toBeVisible();
        if (area.toast) await expect(toast(opened, "error", "Error")).toContainText(area.toast);
        await expect(opened.getByRole("list", { name: area.lost, exact: true })).toHaveCount(0);
        if (area.kept) await expect(opened.getByRole("heading", { name: area.kept })).toBeVisible();
        await expect(areasNav(opened).getByRole("link", { name: "Overview" })).toBeVisible();
        return opened;
      });
      await page.reload();
      await expect(page.getByRole("list", { name: area.lost, exact: true })).toBeVisible();
      await expect(page.getByText(area.line)).toHaveCount(0);
      await page.context().close();
    },
  );
}
