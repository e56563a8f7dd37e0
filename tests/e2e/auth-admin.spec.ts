import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ADMIN_AREAS } from "../../components/admin/areas.ts";
import { confirmedAccount, signIn } from "./support/admin-session.ts";
import { expect, hydrated, test, toast } from "./support/fixtures.ts";
import { callAction, db, outboxFor, uniqueAddress, uniqueEmail } from "./support/leads.ts";

const run = promisify(execFile);
const DASHBOARD_MARKERS = ["System Online", "Exit Dashboard", "Recent leads"];

test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

test("an anonymous request to /admin is sent to /auth with no dashboard HTML", async ({ request }) => {
  for (const path of ["/admin", "/admin/anything"]) {
    const response = await request.get(path, { maxRedirects: 0, maxRetries: 2 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe("/auth");
    const body = await response.text();
    for (const marker of DASHBOARD_MARKERS) expect(body).not.toContain(marker);
  }
});

test("sign up → confirmation mail → signed in → made admin → /admin → Exit Dashboard", async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("staff");
  const password = "correct horse battery staple";
  const header = page.getByRole("banner");

  // A lead with markup in it, for the dashboard to show as text.
  const hostileCompany = `<img src=x onerror="window.__xss=1">${Date.now()}`;
  const stored = await callAction(page.request, "/contact", "submitContact", {
    firstName: "Mallory",
    lastName: "<script>window.__xss=2</script>",
    email: uniqueEmail("xss"),
    company: hostileCompany,
    message: "<b>bold?</b>",
  });
  expect(stored.result).toEqual({ ok: true });

  await page.goto("/auth");
  await (await hydrated(page.getByRole("tab", { name: "Sign Up" }))).click();
  const signUp = page.getByRole("form", { name: "Sign up" });
  await signUp.getByLabel("First Name").fill("Mary");
  await signUp.getByLabel("Last Name").fill("Jackson");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password").fill(password);
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "success", "Success")).toContainText(
    "Please check your email to confirm your account.",
  );

  await expect.poll(async () => (await outboxFor(email)).length).toBeGreaterThan(0);
  const link = (await outboxFor(email)).at(-1)?.link ?? "";
  expect(link).toContain("redirect_to=");
  await page.goto(link);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await expect(header.getByRole("button", { name: "Sign Out" }).first()).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  // Once the role lookup has answered (not an admin), the Admin button must not appear.
  await expect(header.locator('[data-account="signed-in"]').first()).toHaveAttribute("aria-busy", "false");
  await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);

  // Signed in, not an admin: /admin answers 403 with nothing of the dashboard.
  const forbidden = await page.request.get("/admin", { maxRedirects: 0, maxRetries: 2 });
  expect(forbidden.status()).toBe(403);
  const forbiddenBody = await forbidden.text();
  for (const marker of DASHBOARD_MARKERS) expect(forbiddenBody).not.toContain(marker);
  expect(forbiddenBody).not.toContain("Mallory");
  // Nor does an item's detail, which a dialog reads on its own.
  const { data: project } = await db.from("projects").select("id, name").limit(1).single();
  const detail = await page.request.get(`/admin/projects/detail?project=${project?.id}`, {
    maxRedirects: 0,
    maxRetries: 2,
  });
  expect(detail.status()).toBe(403);
  expect(await detail.text()).not.toContain(project?.name ?? "(no project)");

  // A visitor with a session is sent from /auth to /.
  await page.goto("/auth");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await run("npm", ["run", "--silent", "admin:grant", "--", email], { cwd: process.cwd() });
  await page.reload();
  const adminLink = header.getByRole("link", { name: "Admin" }).first();
  await expect(adminLink).toBeVisible();
  await adminLink.click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("System Online")).toBeVisible();
  const areas = page.getByRole("navigation", { name: "Dashboard areas" });
  await expect(areas.getByRole("link")).toHaveText(ADMIN_AREAS.map((area) => area.label));
  await expect(areas.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Recent leads" })).toBeVisible();
  const contacts = page.getByRole("table", { name: "Contact messages, newest first" });
  await expect(contacts).toContainText(hostileCompany);
  await expect(contacts).toContainText("<script>window.__xss=2</script>");
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(
    page.getByRole("table", { name: "Project evaluations and quote requests, newest first" }),
  ).toBeVisible();

  await areas.getByRole("link", { name: "Finance" }).click();
  await expect(page).toHaveURL(/\/admin\/finance$/);
  await expect(page.getByRole("heading", { name: "Finance", level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "Exit Dashboard" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(header.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  const after = await page.request.get("/admin", { maxRedirects: 0, maxRetries: 2 });
  expect(after.status()).toBe(307);
  expect(consoleProblems.list).toEqual([]);
});

test("sign in shows the server's message as 'Error', then signs in and out", async ({
  page,
  consoleProblems,
}) => {
  // The browser logs the auth server's 400/422 answers to wrong passwords and weak ones.
  consoleProblems.allow(/status of 4\d\d/);
  const email = uniqueEmail("returning");
  const password = "another long password";
  const header = page.getByRole("banner");

  await page.goto("/auth");
  const signIn = await hydrated(page.getByRole("form", { name: "Sign in" }));
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill("wrong password");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "error", "Invalid login credentials")).toContainText("Error");

  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("form", { name: "Sign up" });
  await signUp.getByLabel("First Name").fill("Short");
  await signUp.getByLabel("Last Name").fill("Password");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password").fill("123");
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "error", "Password should be at least 6 characters.")).toContainText("Error");
  await expect(signUp.getByLabel("Email")).toHaveValue(email);

  await signUp.getByLabel("Password").fill(password);
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "success", "Success")).toBeVisible();
  await expect.poll(async () => (await outboxFor(email)).length).toBeGreaterThan(0);
  await page.goto((await outboxFor(email)).at(-1)?.link ?? "");
  await header.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(header.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await page.goto("/auth");
  await hydrated(signIn);
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill(password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(header.getByRole("button", { name: "Sign Out" }).first()).toBeVisible();
});

test("a visitor with a session never sees /auth: they go where `next` says on this site, or home", async ({
  page,
}) => {
  await signIn(page, await confirmedAccount("has-session", false));
  const onward = async (path: string) => {
    const response = await page.request.get(path, {
      headers: { Accept: "text/html" },
      maxRedirects: 0,
      maxRetries: 2,
    });
    expect(response.status(), path).toBe(307);
    const location = new URL(response.headers().location ?? "", response.url());
    expect(location.host, path).toBe(new URL(response.url()).host);
    return location.pathname;
  };
  expect(await onward("/auth")).toBe("/");
  expect(await onward("/auth?next=%2Fcontact")).toBe("/contact");
  expect(await onward("/auth?next=%2F%2Fevil.example")).toBe("/");
  await page.goto("/auth?next=%2Fcareers");
  await expect(page).toHaveURL(/\/careers$/);
  // The router's own fetch of /auth (a Sign In link prefetched before signing in) is answered, not sent
  // through a redirect to a URL Next answers with a 404.
  const routerFetch = await page.request.get("/auth", { headers: { RSC: "1" } });
  expect(routerFetch.status()).toBe(200);
  expect(new URL(routerFetch.url()).pathname).toBe("/auth");
});

test("signing in on another tab sends /auth on to the site", async ({ page, context }) => {
  const email = await confirmedAccount("other-tab", false);
  await page.goto("/auth");
  await hydrated(page.getByRole("form", { name: "Sign in" }));
  await signIn(await context.newPage(), email);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first()).toBeVisible();
});

test("/auth downloads Supabase's auth client only once a form is used", async ({ page }) => {
  const authClientLoaded = async () => {
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.endsWith(".js")),
    );
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    return bodies.some((body) => body.includes("GoTrueClient"));
  };
  await page.goto("/auth");
  await hydrated(page.getByRole("form", { name: "Sign in" }));
  // Whatever the page fetches once hydrated (an island in view included) has arrived.
  await page.waitForLoadState("networkidle");
  expect(await authClientLoaded()).toBe(false);
  await page.getByRole("form", { name: "Sign in" }).getByRole("textbox", { name: "Email" }).focus();
  await expect.poll(authClientLoaded).toBe(true);
});

test("a confirmation link that failed at the auth server lands on /auth with its reason", async ({
  page,
}) => {
  await page.goto("/auth/confirm?error=access_denied&error_description=Email+link+is+invalid+or+has+expired");
  await expect(page).toHaveURL(/\/auth\?error=/);
  const alert = page.getByRole("alert").filter({ hasText: "Error" });
  await expect(alert).toContainText("Email link is invalid or has expired");
});

test("a confirmation link opened in another browser confirms and asks to sign in", async ({ page }) => {
  await page.goto("/auth/confirm?code=from-another-browser");
  await expect(page).toHaveURL(/\/auth\?notice=confirmed$/);
  await expect(
    page.getByText("If you followed the link in our email, your address is confirmed. Sign in to continue."),
  ).toBeVisible();
});
