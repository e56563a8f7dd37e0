// The availability and trust gaps the suite's own server can show: each test repeats one
// reproduction and expects it to fail. The auth budgets, which that server raises out of reach, are in
// auth-budgets.spec.ts.
import { expect, test } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";
import { adminStorageState, confirmedAccount } from "../e2e/support/admin-session.ts";
import { callAction, db, keys, rowsByEmail, uniqueAddress, uniqueEmail } from "../e2e/support/leads.ts";
import { actionRequest } from "../e2e/support/server-action.ts";

const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
const BIDI_NAME = "Invoice\u202Egpj.exe";

test("4: the analyzer refuses a body over its bound with a 413, not a 400 after reading it", async ({
  request,
}) => {
  const big = JSON.stringify({ url: `https://example.com/${"a".repeat(2_000_000)}` });
  const response = await request.post("/api/seo/analyze", {
    headers: { "content-type": "application/json", "x-forwarded-for": uniqueAddress() },
    data: big,
    maxRetries: 2,
  });
  expect(response.status()).toBe(413);
  const small = await request.post("/api/seo/analyze", {
    headers: { "content-type": "application/json", "x-forwarded-for": uniqueAddress() },
    data: JSON.stringify({ url: "" }),
  });
  expect(small.status()).toBe(400);
});

test("5: a server action call is checked whatever its Content-Type says", async () => {
  const deep = `[${"[".repeat(100_000)}${"]".repeat(100_000)}]`;
  const send = async (contentType: string | null, body: string) => {
    const { headers } = actionRequest(origin(), "subscribeNewsletter", {}, uniqueAddress());
    const sent: Record<string, string> = { ...headers };
    delete sent["content-type"];
    if (contentType) sent["content-type"] = contentType;
    const response = await fetch(`${origin()}/contact`, {
      method: "POST",
      headers: sent,
      body: new TextEncoder().encode(body),
    });
    await response.body?.cancel();
    return response.status;
  };
  expect(await send("application/json", deep)).toBe(400);
  expect(await send(null, deep)).toBe(400);
  expect(await send("application/json", "[{bad")).toBe(400);
  // 3 MB without a Content-Length: read only up to the limit, then refused.
  const { headers } = actionRequest(origin(), "subscribeNewsletter", {}, uniqueAddress());
  const chunk = new TextEncoder().encode(`["${"x".repeat(64 * 1024)}`);
  let sent = 0;
  const chunked = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 3 * 1024 * 1024) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const response = await fetch(`${origin()}/contact`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: chunked,
    duplex: "half",
  } as RequestInit);
  await response.body?.cancel();
  expect(response.status).toBe(413);
});

test("7: /studio never hands the local lake's write token to a browser on another machine", async ({
  request,
}) => {
  test.skip(Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID), "a Sanity project is configured");
  const here = await (await request.get("/studio")).text();
  const token = /token\\?":\\?"([A-Za-z0-9._-]{16,})\\?"/.exec(here)?.[1];
  expect(token, "the local Studio on this machine gets its token").toBeTruthy();
  const away = await request.get("/studio", { headers: { "x-forwarded-for": "203.0.113.50" } });
  const page = await away.text();
  expect(page).not.toContain(token as string);
  expect(page).toContain("Editing is only available on this site&#x27;s own computer");
});

test("8: sign-up answers a taken e-mail exactly as a new one", async () => {
  const taken = await confirmedAccount("enumerated", false);
  const anon = createClient(keys.apiUrl, keys.anonKey, { auth: { persistSession: false } });
  const shape = async (email: string) => {
    const { data, error } = await anon.auth.signUp({ email, password: "some other password 1" });
    expect(error).toBeNull();
    return {
      keys: Object.keys(data.user ?? {}).sort(),
      identities: data.user?.identities?.length,
      session: data.session,
    };
  };
  const known = await shape(taken);
  const fresh = await shape(uniqueEmail("fresh"));
  expect(known).toEqual(fresh);
  expect(known.identities).toBe(1);
});

test("9: one IPv6 /64, or one address written two ways, is one client to the lead limit", async ({
  request,
}) => {
  const contact = (email: string) => ({
    firstName: "Ada",
    lastName: "L",
    email,
    company: "Lovelace Ltd",
    message: "Hi",
  });
  const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
  const prefix = `2001:db8:${hex()}:${hex()}`;
  const results = [];
  for (let i = 1; i <= 6; i++) {
    const address = `${uniqueAddress()}, ${prefix}:${hex()}::${i}`;
    results.push(
      (await callAction(request, "/contact", "submitContact", contact(uniqueEmail("v6")), address)).result,
    );
  }
  expect(results.slice(0, 5).every((r) => r?.ok)).toBe(true);
  expect(results[5]).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number) });

  const v4 = uniqueAddress();
  const mapped = [];
  for (let i = 0; i < 6; i++) {
    const address = i % 2 ? `::ffff:${v4}` : v4;
    mapped.push(
      (await callAction(request, "/contact", "submitContact", contact(uniqueEmail("mapped")), address))
        .result,
    );
  }
  expect(mapped[5]).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number) });
});

test("10: a stranger cannot use up someone's e-mail limit: past it a lead is kept as suspected spam", async ({
  request,
}) => {
  const victim = uniqueEmail("victim");
  const message = { firstName: "Vic", lastName: "Tim", email: victim, company: "Tim Co", message: "Hello" };
  for (let i = 0; i < 3; i++) {
    const { result } = await callAction(request, "/contact", "submitContact", {
      ...message,
      message: "spam",
    });
    expect(result).toEqual({ ok: true });
  }
  const own = await callAction(request, "/contact", "submitContact", message);
  expect(own.result).toEqual({ ok: true });
  const rows = await rowsByEmail("contact_submissions", victim);
  expect(rows).toHaveLength(4);
  const kept = rows.find((row) => row.message === "Hello");
  expect(kept?.suspected_spam).toBe(true);
  const notices = await db
    .from("lead_notices")
    .select("id")
    .eq("lead_id", kept?.id as string);
  expect(notices.data).toEqual([]);
});

test("11: the sign-in page shows only our words for a failed link, never the link's text", async ({
  page,
}) => {
  await page.goto(
    "/auth/confirm?error=access_denied&error_code=otp_expired&error_description=Call+555-0100+now+to+verify",
  );
  await expect(page).toHaveURL(/\/auth\?error=expired$/);
  const alert = page.getByRole("alert").filter({ hasText: "Error" });
  await expect(alert).toContainText("Email link is invalid or has expired");
  await expect(page.getByText("Call 555-0100")).toHaveCount(0);
  await page.goto("/auth?error=Call+555-0100+now");
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Call 555-0100")).toHaveCount(0);
});

test("12: bidi controls are refused in names, companies and e-mails, and /admin isolates what visitors typed", async ({
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const valid = { firstName: "Ada", lastName: "L", email: uniqueEmail("bidi"), company: "AE", message: "Hi" };
  for (const [field, value] of [
    ["firstName", BIDI_NAME],
    ["company", "Acme\u2066Corp"],
    ["email", `a\u202Db@example.com`],
  ] as const) {
    const { result } = await callAction(request, "/contact", "submitContact", { ...valid, [field]: value });
    expect(result, field).toMatchObject({ ok: false, fieldErrors: { [field]: expect.any(String) } });
  }
  expect(await rowsByEmail("contact_submissions", valid.email)).toEqual([]);
  const signup = await fetch(`${keys.apiUrl}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: keys.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ email: `gpj\u202Eadmin@example.com`, password: "some password 1" }),
  });
  expect(signup.status).toBe(400);

  // A row stored before the rule (written here past the form) shows in /admin inside its own isolate.
  const tag = `bidi-${Date.now().toString(36)}`;
  const { error } = await db.from("contact_submissions").insert({
    first_name: BIDI_NAME,
    last_name: tag,
    email: uniqueEmail("bidi-stored"),
    company: "Acme\u202Eroc",
    message: "Hello",
  });
  expect(error).toBeNull();
  const context = await browser.newContext({ storageState: await adminStorageState("bidi") });
  const page = await context.newPage();
  await page.goto(`/admin?tab=inbox&q=${tag}`);
  const card = page.locator("[data-lead-id]").filter({ hasText: tag });
  await expect(card).toHaveCount(1);
  await expect(card.locator("bdi").filter({ hasText: BIDI_NAME })).toHaveCount(1);
  await expect(card.locator("bdi").filter({ hasText: "Acme\u202Eroc" })).toHaveCount(1);
  await context.close();
});

test("13: /admin loads without a Content-Security-Policy report", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: await adminStorageState("csp-admin") });
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __policyReports: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) console.push(message.text());
  });
  for (const tab of ["", "?tab=inbox", "?tab=projects&new=project"]) {
    await page.goto(`/admin${tab}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  const reports = await page.evaluate(
    () => (window as unknown as { __policyReports: string[] }).__policyReports,
  );
  expect([...reports, ...console]).toEqual([]);
  await context.close();
});
