import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createClient } from "@supabase/supabase-js";
import { ensureLocalKeys } from "../../local/supabase/keys.mjs";
import { expect, hydrated, test } from "../e2e/support/fixtures.ts";
import { outboxFor, uniqueAddress, uniqueEmail } from "../e2e/support/leads.ts";

const run = promisify(execFile);

test.use({ extraHTTPHeaders: { "x-forwarded-for": uniqueAddress() } });

test("an anonymous visitor at /admin is sent to /auth with the way back", async ({ request }) => {
  for (const [path, next] of [
    ["/admin", "/admin"],
    ["/admin/anything?tab=leads", "/admin/anything?tab=leads"],
  ] as const) {
    const response = await request.get(path, {
      maxRedirects: 0,
      maxRetries: 2,
      headers: { "x-forwarded-host": "evil.example" },
    });
    expect(response.status()).toBe(307);
    const location = new URL(response.headers().location ?? "", "http://relative.invalid");
    expect(location.host).not.toBe("evil.example");
    expect(`${location.pathname}${location.search}`).toBe(`/auth?next=${encodeURIComponent(next)}`);
  }
});

/** Whether a Location stays on this site, as a browser resolves it, and so does the `next` it carries on. */
function sameSiteLocation(location: string): boolean {
  const base = "http://site.example";
  const onSite = (value: string) =>
    value.startsWith("/") && !value.startsWith("//") && new URL(value, base).host === "site.example";
  if (!onSite(location)) return false;
  const next = new URL(location, base).searchParams.get("next");
  return next === null || onSite(next);
}

test.describe("the confirmation route only redirects to this site", () => {
  // What the browser would otherwise read as another host: tab and newline (stripped by URL parsers),
  // backslashes, protocol-relative and absolute URLs, their percent-encoded forms, and script URLs.
  for (const next of [
    "/%09/evil.example/",
    "/%0a/evil.example/",
    "/%0d%0a/evil.example/",
    "//evil.example/",
    "/\\evil.example/",
    "/%5Cevil.example/",
    "%2F%2Fevil.example/",
    "/%2F/evil.example/",
    "/.//evil.example/",
    "///evil.example/",
    "https://evil.example/",
    "https:evil.example",
    "javascript:alert(1)",
    "/",
  ]) {
    test(`next=${next}`, async ({ request }) => {
      // A code this browser never asked for: the route answers with its "confirmed, sign in" redirect,
      // which carries `next` on, so the parsing of `next` is exercised without a real session.
      const response = await request.get(`/auth/confirm?code=forged&next=${next}`, {
        maxRedirects: 0,
        maxRetries: 2,
        headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", host: "evil.example" },
      });
      expect(response.status()).toBe(307);
      const location = response.headers().location ?? "";
      expect(sameSiteLocation(location), location).toBe(true);
      expect(location).not.toContain("evil.example/");
      expect(response.headers()["set-cookie"] ?? "").not.toMatch(/auth-token=[^;]/);
    });
  }

  test("a failed link lands on /auth on this host whatever the forwarded host says", async ({ request }) => {
    const response = await request.get("/auth/confirm?error=access_denied&error_code=otp_expired", {
      maxRedirects: 0,
      maxRetries: 2,
      headers: { "x-forwarded-host": "evil.example" },
    });
    expect(response.headers().location).toBe("/auth?error=expired");
  });
});

test("signing in from /admin returns to /admin", async ({ page, consoleProblems }) => {
  const keys = await ensureLocalKeys();
  const email = uniqueEmail("way-back");
  const password = "a long enough password";
  const anon = createClient(keys.apiUrl, keys.anonKey, { auth: { persistSession: false } });
  const { error } = await anon.auth.signUp({ email, password });
  expect(error).toBeNull();
  await expect.poll(async () => (await outboxFor(email)).length).toBeGreaterThan(0);
  const confirm = await fetch((await outboxFor(email)).at(-1)?.link ?? "", { redirect: "manual" });
  await confirm.body?.cancel();
  await run("npm", ["run", "--silent", "admin:grant", "--", email], { cwd: process.cwd() });

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
  const signIn = await hydrated(page.getByRole("form", { name: "Sign in" }));
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill(password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("System Online")).toBeVisible();
  expect(consoleProblems.list).toEqual([]);
});
