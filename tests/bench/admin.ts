// The staff dashboard at ten times the sample data (`npm run bench -- admin`): the production build on its
// own local stack (a fresh data folder with the build's keys, `admin:sample-data -- --scale 10`), signed
// in as its admin through /auth. Measures every /admin area's server response (the whole HTML document,
// BENCH_ADMIN_REQUESTS per area, p50/p95) and, in Chromium at a desk's size, each detail's open: from the
// click on a row's View to the dialog on screen (frame) and to the item's own content in it (content),
// median of 3, cold (the first open on a freshly loaded page) and warm (the next open on that page), and
// the first click on a detail's second tab; and moving between areas: from the click on an area's link in
// the navigation to its content on screen (its loading line gone), median of 3, cold (the first visit on
// a freshly loaded page) and warm (the next). Targets: p95 ≤ 300 ms per area, content ≤ 300 ms after the
// click. Then the client portal on the same data: a member of the client with the most projects (its
// quote, a thread of messages), each portal page's server response as for the areas, p95 ≤ 300 ms.
// The stack's database is a throwaway PostgreSQL 15, production's engine, when this machine has one
// (BENCH_ADMIN_DB=pglite measures the embedded database instead, the single-threaded twin for working
// offline: at ×10 its overview answered at p95 460 ms against PostgreSQL's 255 ms on the same build).
// BENCH_ADMIN_ONLY=areas, =nav, =details or =portal measures one part, BENCH_ADMIN_DETAILS=project,invoice
// some details; BENCH_ADMIN_TRACE=1 prints the requests of each navigation and each cold detail open, and
// for each open its input handlers, long tasks and detail reads (ms from the press);
// BENCH_ADMIN_PROFILE=1 traces each cold open and prints the main thread's style, layout and script time
// in it, the elements restyled, the layout objects relaid because "fonts changed" (a change to a style
// sheet the page applies relays the whole document) and the long tasks (./admin-profile.ts; the trace
// slows the open itself); BENCH_ADMIN_PROFILE_DIR=<folder> keeps each trace there.
// A benchmark, not a test: it prints a table, writes bench-results/admin.json, and never fails CI.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { ADMIN_AREAS } from "../../components/admin/areas.ts";
import { DEFAULT_DATA_DIR, ensureLocalKeys } from "../../local/supabase/keys.mjs";
import { PG_BIN_DIR, startThrowawayPostgres } from "../../local/supabase/throwaway-pg.ts";
import { waitForHydration } from "../e2e/support/hydration.ts";
import { type OpenProfile, profiled } from "./admin-profile.ts";
import { ensureBuild, startSite } from "./server.mjs";
import { benchRuns, median, percentile } from "./stats.mjs";

const SCALE = Number(process.env.BENCH_ADMIN_SCALE ?? 10);
const REQUESTS = Math.max(1, Number(process.env.BENCH_ADMIN_REQUESTS ?? 20));
const RUNS = Math.max(3, benchRuns);
/** No area is asked for longer than this, however slow it answers. */
const AREA_BUDGET_MS = 60_000;
/** Every wait in the browser ends by then. */
const STEP_TIMEOUT_MS = 30_000;
export const adminTargets = { areaP95Ms: 300, detailContentMs: 300, portalP95Ms: 300 };

const port = Number(process.env.BENCH_PORT ?? 3300);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The build inlines its data folder's keys: the bench's own stack starts from a fresh folder holding them.
const buildDataDir = resolve(process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR);
const benchDataDir = resolve(".data", "bench-admin");
const admin = { email: "bench-admin@cardinal.test", password: `bench-${Date.now().toString(36)}-password` };

/**
 * The details measured: the area, the row's button that opens one, and the title the dialog shows until
 * the item is read (the noun). The content is on screen when the dialog's title is no longer that, nothing
 * in it is busy, and its body shows something.
 */
const details = [
  { detail: "invoice", area: "/admin/finance", button: 'button[aria-label^="View INV-"]', noun: "Invoice" },
  { detail: "client", area: "/admin/clients", button: 'main button[aria-label^="View "]', noun: "Client" },
  { detail: "project", area: "/admin/projects", button: 'main button[aria-label^="View "]', noun: "Project" },
  { detail: "server", area: "/admin/hosting", button: 'main button[aria-label^="View "]', noun: "Server" },
  { detail: "member", area: "/admin/team", button: 'main button[aria-label^="View "]', noun: "Team member" },
  { detail: "service", area: "/admin/services", button: 'main button[aria-label^="View "]', noun: "Service" },
  // A lead's detail is one page, with no tabs: it has no first tab to time.
  { detail: "lead", area: "/admin/inbox", button: "button[data-lead-id]", noun: "Lead", tabs: false },
] as const;

function freshStack() {
  rmSync(benchDataDir, { recursive: true, force: true });
  mkdirSync(benchDataDir, { recursive: true, mode: 0o700 });
  copyFileSync(join(buildDataDir, "keys.json"), join(benchDataDir, "keys.json"));
}

function scaleSampleData() {
  const started = performance.now();
  const load = spawnSync(
    process.execPath,
    ["local/supabase/cli.ts", "admin:sample-data", "--scale", String(SCALE)],
    {
      stdio: "inherit",
      env: { ...process.env, ...databaseEnv, SUPABASE_LOCAL_DATA_DIR: benchDataDir },
      timeout: 600_000,
    },
  );
  if (load.status !== 0) throw new Error(`the sample data could not be scaled ×${SCALE}`);
  return Math.round(performance.now() - started);
}

const serviceDb = async () => {
  const keys = await ensureLocalKeys({ dataDir: benchDataDir });
  return {
    keys,
    db: createClient(keys.apiUrl, keys.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  };
};

/**
 * Leads for the inbox's detail opens: the sample data holds none (leads come from visitors), and each run
 * opens two. Written as the e2e specs write theirs, with the stack's service role.
 */
async function seedLeads() {
  const { db } = await serviceDb();
  const { error } = await db.from("contact_submissions").insert(
    Array.from({ length: 2 * RUNS }, (_, i) => ({
      first_name: "Bench",
      last_name: `Lead ${i + 1}`,
      email: `bench.lead${i + 1}@example.com`,
      company: "Bench Co",
      message: "A lead to open in the inbox.",
    })),
  );
  if (error) throw new Error(`the inbox's leads could not be written: ${error.message}`);
}

async function signedInContext(
  browser: Browser,
  origin: string,
  account: { email: string; password: string } = admin,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: origin });
  const page = await context.newPage();
  await page.goto("/auth");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  // Staff land on the home page, a portal member on the portal.
  await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/portal", {
    timeout: STEP_TIMEOUT_MS,
  });
  await page.close();
  return context;
}

/** Each path's whole response, one request at a time, as the signed-in account asks for it. */
async function pageResponses(origin: string, cookie: string, paths: readonly string[]) {
  const rows = [];
  for (const path of paths) {
    const times: number[] = [];
    let bytes = 0;
    const started = performance.now();
    // One request first: the server's first render of a route loads its code.
    const first = await fetch(origin + path, { headers: { cookie }, redirect: "manual" });
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    await first.arrayBuffer();
    while (times.length < REQUESTS && performance.now() - started < AREA_BUDGET_MS) {
      const t0 = performance.now();
      const response = await fetch(origin + path, { headers: { cookie }, redirect: "manual" });
      bytes = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - t0);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
    rows.push({
      path,
      requests: times.length,
      p50Ms: Math.round(percentile(times, 50)),
      p95Ms: Math.round(percentile(times, 95)),
      htmlKiB: +(bytes / 1024).toFixed(1),
    });
    console.log(`measured ${path}: ${JSON.stringify(rows.at(-1))}`);
  }
  return rows;
}

/**
 * A portal member of the client with the most projects at this scale, as staff make one: an account
 * (signed up, confirmed from the outbox), linked by the admin, with a quote waiting on one of its projects
 * and a thread of 30 messages on it. Returns the account and the portal's pages to ask for.
 */
async function portalMember(origin: string) {
  const { keys, db } = await serviceDb();
  const member = { email: "bench-client@example.com", password: `bench-${Date.now().toString(36)}-client` };
  const anon = createClient(keys.apiUrl, keys.anonKey, { auth: { persistSession: false } });
  const signUp = await anon.auth.signUp({ email: member.email, password: member.password });
  if (signUp.error) throw new Error(`the portal member could not sign up: ${signUp.error.message}`);
  const mails = (await (
    await fetch(`${keys.apiUrl}/_local/outbox?to=${encodeURIComponent(member.email)}`, {
      headers: { apikey: keys.serviceRoleKey },
    })
  ).json()) as { link: string }[] | { mails: { link: string }[] };
  const link = (Array.isArray(mails) ? mails : mails.mails).at(-1)?.link;
  if (!link) throw new Error("no confirmation mail for the portal member");
  await (await fetch(link, { redirect: "manual" })).body?.cancel();

  const { data: projects } = await db
    .from("projects")
    .select("id, client_id, status, version")
    .is("archived_at", null)
    .limit(10_000);
  const byClient = new Map<string, { id: string; status: string; version: number }[]>();
  for (const p of projects ?? []) byClient.set(p.client_id, [...(byClient.get(p.client_id) ?? []), p]);
  const [clientId, own] = [...byClient.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!clientId || !own) throw new Error("no client with projects");
  const quoted = own.find((p) => ["new", "in-review", "quoted"].includes(p.status)) ?? own[0];
  if (quoted && !["new", "in-review", "quoted"].includes(quoted.status)) {
    // Every update names the version it started from (the database refuses one that does not).
    const reopened = await db
      .from("projects")
      .update({ status: "quoted", client_rating: null, version: quoted.version })
      .eq("id", quoted.id);
    if (reopened.error) throw new Error(`the project could not be quoted: ${reopened.error.message}`);
  }

  const staff = createClient(keys.apiUrl, keys.anonKey, { auth: { persistSession: false } });
  const signedIn = await staff.auth.signInWithPassword(admin);
  if (signedIn.error) throw new Error(`the admin could not sign in: ${signedIn.error.message}`);
  const linked = await staff.rpc("link_portal_member", { p_client_id: clientId, p_email: member.email });
  if (linked.error) throw new Error(`the member could not be linked: ${linked.error.message}`);
  const quote = await staff.rpc("send_quote", {
    p_project_id: quoted?.id,
    quote: {
      title: "Bench quote",
      valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
    items: Array.from({ length: 8 }, (_, i) => ({
      description: `Line ${i + 1}`,
      quantity: 1,
      unit_price: 1000 + i,
    })),
  });
  if (quote.error) throw new Error(`the quote could not be sent: ${quote.error.message}`);
  const thread = await staff
    .from("project_messages")
    .insert(
      Array.from({ length: 30 }, (_, i) => ({ project_id: quoted?.id, body: `Bench message ${i + 1}` })),
    );
  if (thread.error) throw new Error(`the thread could not be written: ${thread.error.message}`);
  const { data: invoice } = await db
    .from("invoices")
    .select("id")
    .eq("client_id", clientId)
    .neq("status", "draft")
    .limit(1)
    .maybeSingle();
  const paths = [
    "/portal",
    "/portal/invoices",
    `/portal/projects/${quoted?.id}`,
    `/portal/quotes/${quote.data}`,
    ...(invoice ? [`/portal/invoices/${invoice.id}/pdf`] : []),
  ];
  console.log(
    `portal member of client ${clientId}: ${own.length} projects; pages ${paths.join(", ")} (${origin})`,
  );
  return { member, paths };
}

// Runs in the page: watches for the frame, the content and a tab's panel after the next click.
const watchScript = (noun: string, tabName: string | null) => `(() => {
  const visible = (el) => {
    if (!el || el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
  };
  const dialog = () => [...document.querySelectorAll("[role=dialog]")].find(visible);
  const frame = () => Boolean(dialog());
  const content = () => {
    const d = dialog();
    if (!d) return false;
    const title = d.querySelector("h2")?.textContent?.trim() ?? "";
    const body = d.querySelector(".chakra-dialog__body") ?? d;
    return title !== "" && title !== ${JSON.stringify(noun)} && !d.querySelector("[aria-busy=true]") &&
      (body.textContent ?? "").trim().length > 0;
  };
  const tab = () => {
    const d = dialog();
    const panel = d && [...d.querySelectorAll("[role=tabpanel]")].find(visible);
    return Boolean(panel && d.querySelector("[role=tab][aria-selected=true]")?.textContent?.trim() === ${JSON.stringify(tabName)});
  };
  const checks = ${tabName ? "[['tab', tab]]" : "[['frame', frame], ['content', content]]"};
  const seen = { clickAt: undefined, responses: {}, phases: [] };
  window.__open = seen;
  addEventListener("pointerdown", (e) => { seen.clickAt ??= e.timeStamp; }, { capture: true });
  // Where the time went (BENCH_ADMIN_TRACE): each input's handlers, the long tasks, each detail read.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      seen.phases.push({ name: e.name, start: e.processingStart ?? e.startTime, end: e.processingEnd ?? e.responseEnd });
  }).observe({ type: "event", durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.phases.push({ name: "long task", start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: "longtask" });
  seen.reads = () => performance.getEntriesByType("resource").filter((e) => e.name.includes("/detail?"))
    .map((e) => ({ name: "read " + new URL(e.name).pathname, start: e.startTime, end: e.responseEnd }));
  const started = performance.now();
  function step(at) {
    if (seen.clickAt !== undefined)
      for (const [name, test] of checks) if (seen.responses[name] === undefined && test()) seen.responses[name] = at;
    const done = checks.every(([name]) => seen.responses[name] !== undefined);
    if (!done && performance.now() - started < ${STEP_TIMEOUT_MS}) requestAnimationFrame(step);
  }
  requestAnimationFrame(step);
})()`;

/** Clicks `target` and resolves to the ms from its pointerdown to each watched response's first frame. */
async function timedClick(
  page: Page,
  target: ReturnType<Page["locator"]>,
  noun: string,
  tabName: string | null,
) {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(watchScript(noun, tabName));
  await target.click();
  const names = tabName ? ["tab"] : ["frame", "content"];
  await page.waitForFunction(
    (wanted) => {
      const seen = (window as unknown as { __open: { responses: Record<string, number> } }).__open;
      return wanted.every((name) => seen.responses[name] !== undefined);
    },
    names,
    { timeout: STEP_TIMEOUT_MS, polling: 50 },
  );
  type Phase = { name: string; start: number; end: number };
  const seen = await page.evaluate(() => {
    const open = (
      window as unknown as {
        __open: {
          clickAt: number;
          responses: Record<string, number>;
          phases: Phase[];
          reads: () => Phase[];
        };
      }
    ).__open;
    return { ...open, phases: [...open.phases, ...open.reads()].filter((p) => p.end - p.start > 1) };
  });
  if (process.env.BENCH_ADMIN_TRACE)
    for (const phase of seen.phases.filter((p) => p.end >= seen.clickAt))
      console.log(
        `    ${Math.round(phase.start - seen.clickAt)}–${Math.round(phase.end - seen.clickAt)} ms ${phase.name}`,
      );
  return Object.fromEntries(
    Object.entries(seen.responses).map(([name, at]) => [name, Math.round(at - seen.clickAt)]),
  ) as Record<string, number>;
}

/** One fresh page of the detail's area: its first open (cold), a tab's first click, then another open (warm). */
async function openOnce(context: BrowserContext, spec: (typeof details)[number], run: number) {
  const page = await context.newPage();
  try {
    await page.goto(spec.area, { waitUntil: "load", timeout: STEP_TIMEOUT_MS * 2 });
    await waitForHydration(page);
    // Left idle as staff reading the list would leave it, so code fetched on idle counts as it would.
    await page.waitForLoadState("networkidle", { timeout: STEP_TIMEOUT_MS }).catch(() => {});
    await page.waitForTimeout(1000);
    const rows = page.locator(spec.button);
    const trace = process.env.BENCH_ADMIN_TRACE ? traceRequests(page) : null;
    const clickedAt = Date.now();
    const browser = context.browser();
    let profile: OpenProfile | undefined;
    let cold: Record<string, number>;
    if (process.env.BENCH_ADMIN_PROFILE && browser) {
      const keepDir = process.env.BENCH_ADMIN_PROFILE_DIR;
      if (keepDir) mkdirSync(keepDir, { recursive: true });
      const keepAs = keepDir ? join(keepDir, `${spec.detail}-${run + 1}.json`) : undefined;
      const traced = await profiled(
        browser,
        page,
        () => timedClick(page, rows.nth(2 * run), spec.noun, null),
        keepAs,
      );
      cold = traced.result;
      profile = traced.profile;
      console.log(`  ${spec.detail}, run ${run + 1}, cold: ${JSON.stringify({ ...cold, ...profile })}`);
    } else {
      cold = await timedClick(page, rows.nth(2 * run), spec.noun, null);
    }
    if (trace) {
      console.log(`  ${spec.detail}, run ${run + 1}, cold: ${JSON.stringify(cold)}`);
      for (const line of trace(clickedAt)) console.log(`    ${line}`);
    }
    const dialog = page.getByRole("dialog");
    const tabs = dialog.getByRole("tab");
    let tab: number | undefined;
    if (!("tabs" in spec)) {
      // A detail with tabs that shows fewer than two leaves its first tab unmeasured: a miss, not a pass.
      const second = tabs.nth(1);
      if ((await tabs.count()) > 1)
        tab = (await timedClick(page, second, spec.noun, (await second.textContent())?.trim() ?? "")).tab;
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden", timeout: STEP_TIMEOUT_MS });
    await page.waitForLoadState("networkidle", { timeout: STEP_TIMEOUT_MS }).catch(() => {});
    const warm = await timedClick(page, rows.nth(2 * run + 1), spec.noun, null);
    return { cold, warm, tab, profile };
  } finally {
    await page.close();
  }
}

// Runs in the page: after the next click, the first frame where the area `path` is on screen with its
// own content: the URL is the area's, its heading shows, and neither its loading line nor the previous
// area's content (the panel is replaced as a whole, so a stale heading cannot pass) is there.
const navWatchScript = (path: string, label: string, loading: string) => `(() => {
  const shown = () => {
    if (location.pathname !== ${JSON.stringify(path)}) return false;
    const panel = document.querySelector("main h2")?.parentElement;
    if (!panel || panel.querySelector("h2")?.textContent?.trim() !== ${JSON.stringify(label)}) return false;
    if ((panel.textContent ?? "").includes(${JSON.stringify(loading)})) return false;
    return panel.children.length > 1;
  };
  const seen = { clickAt: undefined, at: undefined };
  window.__nav = seen;
  addEventListener("pointerdown", (e) => { seen.clickAt ??= e.timeStamp; }, { capture: true });
  const started = performance.now();
  function step(at) {
    if (seen.clickAt !== undefined && seen.at === undefined && shown()) seen.at = at;
    if (seen.at === undefined && performance.now() - started < ${STEP_TIMEOUT_MS}) requestAnimationFrame(step);
  }
  requestAnimationFrame(step);
})()`;

/** Clicks the navigation's link to `area` and resolves to the ms from its pointerdown to its content. */
async function timedNavigation(page: Page, area: (typeof ADMIN_AREAS)[number]) {
  await page.evaluate(navWatchScript(area.href, area.label, area.loading));
  const trace = process.env.BENCH_ADMIN_TRACE ? traceRequests(page) : null;
  await page
    .getByRole("navigation", { name: "Dashboard areas" })
    .getByRole("link", { name: area.label })
    .click();
  // A document of its own (the router gave up on a client navigation) has no watcher: that is a failure.
  const loaded = await page.waitForFunction(
    () => {
      const nav = (window as unknown as { __nav?: { at?: number } }).__nav;
      return nav === undefined ? "document" : nav.at !== undefined && "shown";
    },
    undefined,
    { timeout: STEP_TIMEOUT_MS, polling: 50 },
  );
  if ((await loaded.jsonValue()) === "document") throw new Error("the browser loaded a new document");
  const seen = await page.evaluate(
    () => (window as unknown as { __nav: { clickAt: number; at: number } }).__nav,
  );
  if (trace) {
    const origin = await page.evaluate(() => performance.timeOrigin);
    console.log(`  ${area.label}: shown at ${Math.round(seen.at - seen.clickAt)} ms`);
    for (const line of trace(origin + seen.clickAt)) console.log(`    ${line}`);
  }
  return Math.round(seen.at - seen.clickAt);
}

/** Every request the page makes from now on: what, when (ms after `since`), and how it ended. */
function traceRequests(page: Page) {
  const events: { at: number; text: string }[] = [];
  const at = () => Date.now();
  const name = (r: import("@playwright/test").Request) =>
    `${r.method()} ${r.url().replace(/^https?:\/\/[^/]+/, "")} ${r.resourceType()} rsc=${r.headers().rsc ?? "-"} prefetch=${r.headers()["next-router-prefetch"] ?? "-"}`;
  page.on("request", (r) => events.push({ at: at(), text: `start ${name(r)}` }));
  page.on("response", (r) => events.push({ at: at(), text: `answer ${r.status()} ${name(r.request())}` }));
  page.on("requestfinished", (r) => events.push({ at: at(), text: `done ${name(r)}` }));
  page.on("requestfailed", (r) =>
    events.push({ at: at(), text: `FAILED ${r.failure()?.errorText} ${name(r)}` }),
  );
  page.on("framenavigated", (f) => events.push({ at: at(), text: `document ${f.url()}` }));
  page.on("console", (m) => events.push({ at: at(), text: `console.${m.type()} ${m.text().slice(0, 300)}` }));
  return (since: number) => {
    page.removeAllListeners("request");
    page.removeAllListeners("response");
    page.removeAllListeners("requestfinished");
    page.removeAllListeners("requestfailed");
    page.removeAllListeners("framenavigated");
    page.removeAllListeners("console");
    return events.map((e) => `${Math.round(e.at - since)} ms ${e.text}`);
  };
}

/**
 * Each area reached from the navigation, as staff move between them: one fresh page per run, every area
 * once (cold: its code and data asked for the first time on that page), then every area again (warm).
 * The overview comes last in each pass, the page having opened on it.
 */
async function navigations(context: BrowserContext) {
  const order = [...ADMIN_AREAS.slice(1), ADMIN_AREAS[0]];
  const runs = order.map((area) => ({ area, cold: [] as number[], warm: [] as number[] }));
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    try {
      await page.goto(ADMIN_AREAS[0].href, { waitUntil: "load", timeout: STEP_TIMEOUT_MS * 2 });
      await waitForHydration(page);
      await page.waitForLoadState("networkidle", { timeout: STEP_TIMEOUT_MS }).catch(() => {});
      for (const pass of ["cold", "warm"] as const) {
        for (const { area, ...times } of runs) {
          try {
            times[pass].push(await timedNavigation(page, area));
          } catch (error) {
            console.log(
              `  ${area.label}, ${pass}, run ${run + 1}: ${(error as Error).message.split("\n")[0]}`,
            );
            await page.goto(area.href, { waitUntil: "load", timeout: STEP_TIMEOUT_MS * 2 });
          }
          // As staff would, read the area a moment before moving on.
          await page.waitForTimeout(500);
        }
      }
    } finally {
      await page.close();
    }
  }
  const figure = (values: number[]) => (values.length ? { median: median(values), runs: values } : null);
  const rows = runs.map(({ area, cold, warm }) => ({
    area: area.href,
    cold: figure(cold),
    warm: figure(warm),
  }));
  for (const row of rows) console.log(`navigated to ${row.area}: ${JSON.stringify(row)}`);
  return rows;
}

async function detailOpens(context: BrowserContext) {
  const rows = [];
  const only = process.env.BENCH_ADMIN_DETAILS?.split(",").filter(Boolean);
  for (const spec of only ? only.flatMap((name) => details.filter((d) => d.detail === name)) : details) {
    const all: Awaited<ReturnType<typeof openOnce>>[] = [];
    for (let run = 0; run < RUNS; run++) {
      try {
        all.push(await openOnce(context, spec, run));
      } catch (error) {
        console.log(`  ${spec.detail}, run ${run + 1}: ${(error as Error).message.split("\n")[0]}`);
        all.push({ cold: {}, warm: {}, tab: undefined, profile: undefined });
      }
    }
    const figure = (values: (number | undefined)[]) => {
      const known = values.filter((v): v is number => v !== undefined);
      return known.length ? { median: median(known), runs: known } : null;
    };
    rows.push({
      detail: spec.detail,
      area: spec.area,
      coldFrame: figure(all.map((r) => r.cold.frame)),
      coldContent: figure(all.map((r) => r.cold.content)),
      warmFrame: figure(all.map((r) => r.warm.frame)),
      warmContent: figure(all.map((r) => r.warm.content)),
      firstTab: "tabs" in spec ? undefined : figure(all.map((r) => r.tab)),
      ...(process.env.BENCH_ADMIN_PROFILE
        ? {
            coldStyleMs: figure(all.map((r) => r.profile?.styleMs)),
            coldLayoutMs: figure(all.map((r) => r.profile?.layoutMs)),
            coldScriptMs: figure(all.map((r) => r.profile?.scriptMs)),
            styleElements: figure(all.map((r) => r.profile?.styleElements)),
            fontRelayouts: figure(all.map((r) => r.profile?.fontRelayouts)),
            nodes: figure(all.map((r) => r.profile?.nodes)),
          }
        : {}),
    });
    console.log(`opened ${spec.detail}: ${JSON.stringify(all)}`);
  }
  return rows;
}

ensureBuild();
freshStack();
const postgres =
  process.env.BENCH_ADMIN_DB === "pglite" || !existsSync(join(PG_BIN_DIR, "initdb"))
    ? null
    : await startThrowawayPostgres();
const database = postgres ? "PostgreSQL 15" : "PGlite";
const databaseEnv: Record<string, string> = postgres ? { SUPABASE_LOCAL_DB_URL: postgres.url } : {};
const site = await startSite(port, {
  ...databaseEnv,
  SUPABASE_LOCAL_DATA_DIR: benchDataDir,
  LOCAL_ADMIN_EMAIL: admin.email,
  LOCAL_ADMIN_PASSWORD: admin.password,
});
try {
  const scaleMs = scaleSampleData();
  await seedLeads();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"],
  });
  try {
    const context = await signedInContext(browser, site.origin);
    const cookie = (await context.cookies(site.origin)).map((c) => `${c.name}=${c.value}`).join("; ");
    const only = process.env.BENCH_ADMIN_ONLY;
    const areas =
      only && only !== "areas"
        ? []
        : (
            await pageResponses(
              site.origin,
              cookie,
              ADMIN_AREAS.map((area) => area.href),
            )
          ).map(({ path, ...row }) => ({ area: path, ...row }));
    const navs = only && only !== "nav" ? [] : await navigations(context);
    const opens = only && only !== "details" ? [] : await detailOpens(context);
    let portal: Awaited<ReturnType<typeof pageResponses>> = [];
    if (!only || only === "portal") {
      const { member, paths } = await portalMember(site.origin);
      const memberContext = await signedInContext(browser, site.origin, member);
      const memberCookie = (await memberContext.cookies(site.origin))
        .map((c) => `${c.name}=${c.value}`)
        .join("; ");
      portal = await pageResponses(site.origin, memberCookie, paths);
      await memberContext.close();
    }

    const ms = (f: { median: number; runs: number[] } | null) =>
      f ? `${f.median} (${f.runs.join(" / ")})` : "";
    console.log(
      `\nAdmin areas at ×${SCALE} on ${database}: the HTML document, ms over ${REQUESTS} requests each`,
    );
    console.table(areas.map((a) => ({ area: a.area, p50: a.p50Ms, p95: a.p95Ms, "HTML KiB": a.htmlKiB })));
    console.log(
      `\nNavigation at ×${SCALE}: ms from the click on an area's link to its content, median (runs)`,
    );
    console.table(navs.map((n) => ({ area: n.area, cold: ms(n.cold), warm: ms(n.warm) })));
    console.log(`\nDetail opens at ×${SCALE}, ms from the click, median (runs)`);
    console.table(
      opens.map((o) => ({
        detail: o.detail,
        "cold: frame": ms(o.coldFrame),
        "cold: content": ms(o.coldContent),
        "warm: frame": ms(o.warmFrame),
        "warm: content": ms(o.warmContent),
        "first tab": o.firstTab === undefined ? "no tabs" : ms(o.firstTab),
        ...("coldStyleMs" in o
          ? {
              "cold: style ms": ms(o.coldStyleMs ?? null),
              "cold: layout ms": ms(o.coldLayoutMs ?? null),
              "cold: script ms": ms(o.coldScriptMs ?? null),
              "elements restyled": ms(o.styleElements ?? null),
              "fonts-changed relayouts": ms(o.fontRelayouts ?? null),
              "page elements": ms(o.nodes ?? null),
            }
          : {}),
      })),
    );
    const missed = [
      ...areas
        .filter((a) => a.p95Ms > adminTargets.areaP95Ms)
        .map((a) => `${a.area}: p95 ${a.p95Ms} ms > ${adminTargets.areaP95Ms}`),
      // A figure no run measured is a miss too: a failed open is not a fast one.
      ...opens.flatMap((o) =>
        (["coldContent", "warmContent", "firstTab"] as const)
          // A detail without tabs has no first tab (undefined); a figure no run measured is null.
          .filter((key) => o[key] !== undefined)
          .filter((key) => (o[key]?.median ?? Number.POSITIVE_INFINITY) > adminTargets.detailContentMs)
          .map((key) =>
            o[key]
              ? `${o.detail}: ${key} ${o[key].median} ms > ${adminTargets.detailContentMs}`
              : `${o.detail}: ${key} not measured (every run failed)`,
          ),
      ),
    ];
    console.log(`\nClient portal at ×${SCALE}: each page's response, ms over ${REQUESTS} requests each`);
    console.table(portal.map((p) => ({ page: p.path, p50: p.p50Ms, p95: p.p95Ms, KiB: p.htmlKiB })));
    missed.push(
      ...portal
        .filter((p) => p.p95Ms > adminTargets.portalP95Ms)
        .map((p) => `${p.path}: p95 ${p.p95Ms} ms > ${adminTargets.portalP95Ms}`),
    );
    console.log("\nTargets");
    for (const line of missed) console.log(`  ${line}`);
    if (missed.length === 0) console.log("  every area and detail meets them");
    mkdirSync("bench-results", { recursive: true });
    writeFileSync(
      "bench-results/admin.json",
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          scale: SCALE,
          database,
          scaleMs,
          requestsPerArea: REQUESTS,
          runs: RUNS,
          targets: adminTargets,
          areas,
          navigations: navs,
          details: opens,
          portal,
          missed,
        },
        null,
        2,
      )}\n`,
    );
    console.log("Written to bench-results/admin.json");
  } finally {
    await browser.close();
  }
} finally {
  await site.stop();
  await postgres?.stop();
}
process.exit(0);
