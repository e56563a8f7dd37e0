import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { createServerClient } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import { authCookieName } from "../../../lib/supabase/options.ts";
import { GRANT_ADMIN_SQL } from "../../../local/supabase/admin-role.ts";
import { DEFAULT_DATA_DIR } from "../../../local/supabase/keys.mjs";
import { runningStack } from "../../../local/supabase/stack.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { callAction, keys, outboxFor, uniqueAddress, uniqueEmail } from "./leads.ts";

/** Helpers for the dashboard specs: an admin session, a dashboard tab, and a read that fails on purpose. */

export const PASSWORD = "dashboard staff password 42";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * A confirmed account (sign up, the confirmation link from the local outbox), optionally made admin with
 * the statement `npm run admin:grant` runs (auth-admin.spec.ts runs the command itself): starting npm and
 * the command for each file's account cost seconds of CPU each.
 */
export async function confirmedAccount(
  tag: string,
  admin: boolean,
  data?: Record<string, string>,
): Promise<string> {
  const email = uniqueEmail(tag);
  const anon = createClient(keys.apiUrl, keys.anonKey, { auth: { persistSession: false } });
  const { error } = await anon.auth.signUp({ email, password: PASSWORD, options: { data } });
  if (error) throw error;
  await expect.poll(async () => (await outboxFor(email)).length).toBeGreaterThan(0);
  const confirm = await fetch((await outboxFor(email)).at(-1)?.link ?? "", { redirect: "manual" });
  await confirm.body?.cancel();
  if (admin)
    await asOwner(async (client) => {
      const granted = await client.query(GRANT_ADMIN_SQL, [email]);
      expect(granted.rowCount, `${email} was made admin`).toBe(1);
    });
  return email;
}

/** Signs `email` (made by confirmedAccount) in through the /auth form, which lands on the home page. */
export async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

/**
 * A confirmed account with the admin role, signed in once; its cookies for new browser contexts. The
 * session is made the way the site's server makes one (@supabase/ssr, the site's cookie name), not through
 * the /auth form: auth-admin.spec.ts signs in there, and each dashboard file only needs the session.
 */
export async function adminStorageState(tag: string): Promise<StorageState> {
  return sessionStorageState(await confirmedAccount(tag, true));
}

/**
 * An auth client as the site's server makes one (@supabase/ssr, the site's cookie name, PKCE), and the
 * cookies it has written (a session, a link's code verifier) as a browser on the site would hold them.
 */
export function siteAuthClient() {
  const jar = new Map<string, string>();
  const supabase = createServerClient(keys.apiUrl, keys.anonKey, {
    cookieOptions: { name: authCookieName(keys.apiUrl) },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) jar.set(name, value);
      },
    },
  });
  const cookies = () => {
    const { hostname } = new URL(test.info().project.use.baseURL ?? "");
    return [...jar].map(([name, value]) => ({
      name,
      value,
      domain: hostname,
      path: "/",
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: "Lax" as const,
    }));
  };
  return { auth: supabase.auth, jar, cookies };
}

/** A REST client signed in as `email` (made by confirmedAccount): the API as that person's browser calls it. */
export async function signedInClient(email: string): Promise<SupabaseClient> {
  const client = createClient(keys.apiUrl, keys.anonKey, { auth: { persistSession: false } });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

/** The cookies of a session of `email` (made by confirmedAccount), made as adminStorageState makes them. */
export async function sessionStorageState(email: string): Promise<StorageState> {
  const client = siteAuthClient();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  await expect.poll(() => client.jar.size, { message: "the session cookie was written" }).toBeGreaterThan(0);
  return { cookies: client.cookies(), origins: [] };
}

/**
 * A context signed in as a new confirmed account without a role, its session made as adminStorageState
 * makes one: for the specs that check what a member's session is refused (the form is auth-admin.spec.ts's).
 */
export async function memberContext(browser: Browser, tag: string): Promise<BrowserContext> {
  return browser.newContext({ storageState: await sessionStorageState(await confirmedAccount(tag, false)) });
}

/**
 * The dashboard at `query` (e.g. "?tab=finance"), hydrated, failing the test on console errors at close.
 * `watch` runs before the page loads, so listeners it adds see every request of the page.
 */
export async function openDashboard(
  browser: Browser,
  state: StorageState,
  query: string,
  viewport = { width: 1280, height: 900 },
  watch?: (page: Page) => void,
): Promise<Page & { problems: string[] }> {
  const context = await browser.newContext({ storageState: state, viewport });
  const page = (await context.newPage()) as Page & { problems: string[] };
  page.problems = [];
  page.on("pageerror", (error) => page.problems.push(error.message));
  page.on("console", (message) => {
    if (/hydrat/i.test(message.text())) page.problems.push(message.text());
  });
  watch?.(page);
  await page.goto(`/admin${query}`);
  await waitForHydration(page);
  return page;
}

/**
 * Runs `body` with a client of the database as its owner (the local stack's port, or its PostgreSQL): for
 * roles, and for reads that must fail on purpose.
 */
async function asOwner<T>(body: (client: pg.Client) => Promise<T>): Promise<T> {
  // The local stack's database admits only its own generated credentials, which it records for its owner.
  const running = runningStack(process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR);
  const connectionString = process.env.SUPABASE_LOCAL_DB_URL ?? running?.dbUrl;
  if (!connectionString) throw new Error("No local Supabase stack is running for this data folder.");
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/**
 * The tag of a test that makes a relation unreadable (withUnreadable): a grant is the whole database's,
 * so such tests run in a project of their own, one at a time after the others (playwright.config.ts),
 * never while another spec reads the same relation.
 */
export const UNREADABLE = { tag: "@unreadable" };

/**
 * Runs `body` while staff may not read `relation`, the way a broken grant or a failed migration would
 * leave it, and gives the grant back afterwards whatever happens. Only in a test tagged UNREADABLE: it
 * throws in any other, before touching the grant.
 */
export async function withUnreadable<T>(relation: string, body: () => Promise<T>): Promise<T> {
  if (!test.info().tags.includes(UNREADABLE.tag)) {
    throw new Error(
      `withUnreadable(${relation}) runs only in a test tagged UNREADABLE (support/admin-session.ts)`,
    );
  }
  return asOwner(async (client) => {
    await client.query(`revoke select on ${relation} from authenticated`);
    try {
      return await body();
    } finally {
      await client.query(`grant select on ${relation} to authenticated`);
    }
  });
}

/** An admin session made once before a file's tests; each test takes it from the returned getter. */
export function adminSessionForFile(tag: string): () => StorageState {
  let state: StorageState | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    state = await adminStorageState(tag);
  });
  return () => {
    if (!state) throw new Error("the admin session was not created");
    return state;
  };
}

/**
 * A non-admin's `request` calls each admin action (name, payload) of `actionsFile` twice. Through the
 * dashboard's own address (`dashboardPath`) the gate refuses the request before the action runs; posted
 * to another page, it is refused by the action itself: what it answers says so when the answer can be
 * read, and the caller's checks of the rows show that nothing changed either way.
 */
export async function expectAdminActionsRefused(
  request: APIRequestContext,
  dashboardPath: string,
  actionsFile: string,
  calls: [string, unknown][],
) {
  for (const [name, payload] of calls) {
    const gated = await callAction(request, dashboardPath, name, payload, uniqueAddress(), actionsFile);
    expect(gated.status, name).toBe(403);
    const direct = await callAction(request, "/", name, payload, uniqueAddress(), actionsFile);
    if (direct.result) {
      expect(direct.result, name).toEqual({ ok: false, message: "Only admins can make this change." });
    }
  }
}
