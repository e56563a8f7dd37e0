import { createServerClient } from "@supabase/ssr";
import { createClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/supabase/stack.ts";
import {
  client,
  confirmedUser,
  createTestEnv,
  STACK_TIMEOUT,
  sql,
  type TestEnv,
  uniqueEmail,
} from "./helpers.ts";

let env: TestEnv;
let stack: LocalStack;

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: "manual" });
  await res.body?.cancel();
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location") ?? "");
}

describe("the auth contract, end to end", { timeout: 30_000 }, () => {
  it("sign up → mail → verify link → sign in → refresh → reuse within 10 s served, later refused → sign out → token refused", async () => {
    const sb = client(stack);
    const email = uniqueEmail("contract");
    const password = "s3cret-pass";

    const signUp = await sb.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: "http://localhost:3000/", data: { first_name: "Ada", last_name: "King" } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.identities).toHaveLength(1);
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();

    const early = await sb.auth.signInWithPassword({ email, password });
    expect(early.error?.code).toBe("email_not_confirmed");
    expect(early.error?.status).toBe(400);

    const mail = stack.outbox().filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.type).toBe("signup");
    const link = mail[0]?.link ?? "";
    expect(link.startsWith(`${stack.apiUrl}/auth/v1/verify?`)).toBe(true);
    // In its href as GoTrue's html/template writes an attribute: `&` as `&amp;`.
    expect(mail[0]?.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(mail[0]?.text.split("\n")).toContain(link);

    const landing = await follow(link);
    expect(`${landing.origin}${landing.pathname}`).toBe("http://localhost:3000/");
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("access_token")).toBeTruthy();
    expect(fragment.get("refresh_token")).toBeTruthy();

    const reused = await follow(link);
    expect(new URLSearchParams(reused.hash.slice(1)).get("error_code")).toBe("otp_expired");

    const signIn = await sb.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session;
    if (!session) throw new Error("no session");
    expect(Object.keys(session)).toEqual(
      expect.arrayContaining([
        "access_token",
        "refresh_token",
        "expires_in",
        "expires_at",
        "token_type",
        "user",
      ]),
    );
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBe(3600);
    expect(Math.abs((session.expires_at ?? 0) - (Date.now() / 1000 + 3600))).toBeLessThan(30);
    expect(session.user.email).toBe(email);
    expect(session.user.email_confirmed_at).toBeTruthy();
    expect(session.user.user_metadata).toMatchObject({
      first_name: "Ada",
      last_name: "King",
      email_verified: true,
    });

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      role: "authenticated",
      aud: "authenticated",
      email,
      app_metadata: { provider: "email", providers: ["email"] },
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe("string");
    expect(claims.exp).toBe(session.expires_at);

    const me = await sb.auth.getUser(session.access_token);
    expect(me.data.user?.id).toBe(session.user.id);

    const refreshed = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    const next = refreshed.data.session;
    if (!next) throw new Error("no refreshed session");
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(next.access_token).session_id).toBe(claims.session_id);

    // Within the hosted reuse interval (10 s) the spent token stands for the session's newest one.
    const parallel = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(parallel.error).toBeNull();
    expect(parallel.data.session?.refresh_token).toBe(next.refresh_token);
    expect(decodeJwt(parallel.data.session?.access_token ?? "").session_id).toBe(claims.session_id);

    // Past the interval, the spent token coming back is refused. Its spending is moved 11 s back rather
    // than waited for.
    await sql(
      stack,
      "update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1",
      [session.refresh_token],
    );
    const reuse = await sb.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error?.code).toBe("refresh_token_already_used");
    expect(reuse.error?.status).toBe(400);

    // Reuse of a spent token revokes the whole family, as GoTrue does.
    const family = await sb.auth.refreshSession({ refresh_token: next.refresh_token });
    expect(family.error?.code).toBe("refresh_token_already_used");

    const again = await client(stack).auth.signInWithPassword({ email, password });
    const live = again.data.session;
    if (!live) throw new Error("no session");
    const logout = await fetch(`${stack.apiUrl}/auth/v1/logout?scope=global`, {
      method: "POST",
      headers: { apikey: stack.anonKey, authorization: `Bearer ${live.access_token}` },
    });
    expect(logout.status).toBe(204);
    expect(await logout.text()).toBe("");

    const after = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${live.access_token}`,
        "x-supabase-api-version": "2024-01-01",
      },
    });
    expect(after.status).toBe(403);
    expect(await after.json()).toEqual({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    });
    const afterJs = await sb.auth.getUser(live.access_token);
    expect(afterJs.data.user).toBeNull();
    expect(afterJs.error?.name).toBe("AuthSessionMissingError");

    const deadRefresh = await sb.auth.refreshSession({ refresh_token: live.refresh_token });
    expect(deadRefresh.error?.code).toBe("refresh_token_not_found");
    expect(await sql(stack, "select 1 from auth.sessions where user_id = $1", [session.user.id])).toEqual([]);
  });

  it("signOut through supabase-js ends the session on the server", async () => {
    const user = await confirmedUser(stack);
    const { data } = await user.client.auth.getSession();
    const token = data.session?.access_token ?? "";
    expect((await user.client.auth.signOut()).error).toBeNull();
    expect((await user.client.auth.getSession()).data.session).toBeNull();
    expect((await client(stack).auth.getUser(token)).data.user).toBeNull();
  });

  it("signOut scopes as GoTrue: local ends this session, others the rest, global every one", async () => {
    const user = await confirmedUser(stack);
    const device = async () => {
      const sb = client(stack);
      const { data, error } = await sb.auth.signInWithPassword({
        email: user.email,
        password: user.password,
      });
      if (error || !data.session) throw error ?? new Error("no session");
      return { sb, session: data.session };
    };
    const alive = async (token: string) => (await client(stack).auth.getUser(token)).data.user !== null;
    const sessions = async () =>
      (await sql(stack, "select 1 from auth.sessions where user_id = $1", [user.userId])).length;
    await user.client.auth.signOut({ scope: "global" });

    const [laptop, phone, tablet] = [await device(), await device(), await device()];
    expect(await sessions()).toBe(3);

    expect((await laptop.sb.auth.signOut({ scope: "local" })).error).toBeNull();
    expect(await alive(laptop.session.access_token)).toBe(false);
    expect(await alive(phone.session.access_token)).toBe(true);
    expect(await alive(tablet.session.access_token)).toBe(true);
    // The other devices keep refreshing.
    const refreshed = await phone.sb.auth.refreshSession({ refresh_token: phone.session.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(await sessions()).toBe(2);

    expect((await phone.sb.auth.signOut({ scope: "others" })).error).toBeNull();
    expect(await alive(refreshed.data.session?.access_token ?? "")).toBe(true);
    expect(await alive(tablet.session.access_token)).toBe(false);

    const again = await device();
    expect(await sessions()).toBe(2);
    expect((await again.sb.auth.signOut({ scope: "global" })).error).toBeNull();
    expect(await alive(refreshed.data.session?.access_token ?? "")).toBe(false);
    expect(await sessions()).toBe(0);
    const dead = await client(stack).auth.refreshSession({
      refresh_token: refreshed.data.session?.refresh_token ?? "",
    });
    expect(dead.error?.code).toBe("refresh_token_not_found");
  });

  it("PKCE: the verify link redirects with a code that exchanges for a session", async () => {
    const sb = createClient(stack.apiUrl, stack.anonKey, {
      auth: {
        flowType: "pkce",
        storage: memoryStorage(),
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
    });
    const email = uniqueEmail("pkce");
    const signUp = await sb.auth.signUp({
      email,
      password: "pkce-pass-1",
      options: { emailRedirectTo: "http://localhost:3000/auth/callback" },
    });
    expect(signUp.error).toBeNull();
    const link = stack.outbox().findLast((m) => m.to === email)?.link ?? "";
    expect(new URL(link).searchParams.get("token")?.startsWith("pkce_")).toBe(true);
    const landing = await follow(link);
    expect(landing.pathname).toBe("/auth/callback");
    const code = landing.searchParams.get("code") ?? "";
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const exchanged = await sb.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    const second = await sb.auth.exchangeCodeForSession(code);
    expect(second.error).not.toBeNull();
  });

  it("@supabase/ssr keeps the session in cookies that a later request can read", async () => {
    const user = await confirmedUser(stack);
    const jar = new Map<string, string>();
    const cookies = {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (list: Array<{ name: string; value: string }>) => {
        for (const { name, value } of list) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    };
    const first = createServerClient(stack.apiUrl, stack.anonKey, { cookies });
    expect(
      (await first.auth.signInWithPassword({ email: user.email, password: user.password })).error,
    ).toBeNull();
    expect(jar.size).toBeGreaterThan(0);
    const later = createServerClient(stack.apiUrl, stack.anonKey, { cookies });
    const { data, error } = await later.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(user.email);
    const role = await later.from("user_roles").select("role").eq("user_id", user.userId).single();
    expect(role.data).toEqual({ role: "client" });
  });
});

describe("GoTrue error codes", { timeout: 30_000 }, () => {
  it("wrong password: invalid_credentials 400, {code, message} body and the API version header", async () => {
    const user = await confirmedUser(stack);
    const res = await client(stack).auth.signInWithPassword({
      email: user.email,
      password: "wrong-password",
    });
    expect(res.error?.code).toBe("invalid_credentials");
    expect(res.error?.status).toBe(400);
    expect(res.error?.message).toBe("Invalid login credentials");
    const unknown = await client(stack).auth.signInWithPassword({
      email: uniqueEmail("nobody"),
      password: "whatever1",
    });
    expect(unknown.error?.code).toBe("invalid_credentials");

    const raw = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: {
        apikey: stack.anonKey,
        "content-type": "application/json",
        "x-supabase-api-version": "2024-01-01",
      },
      body: JSON.stringify({ email: user.email, password: "nope" }),
    });
    expect(raw.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await raw.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
    const legacy = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: stack.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: "nope" }),
    });
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });
  });

  it("weak password: weak_password 422 with reasons, and nothing is stored", async () => {
    const email = uniqueEmail("weak");
    const res = await client(stack).auth.signUp({ email, password: "12345" });
    expect(res.error?.code).toBe("weak_password");
    expect(res.error?.status).toBe(422);
    expect(res.error?.name).toBe("AuthWeakPasswordError");
    expect((res.error as { reasons?: string[] } | null)?.reasons).toEqual(["length"]);
    expect(await sql(stack, "select 1 from auth.users where email = $1", [email])).toEqual([]);
  });

  it("duplicate sign-up of a confirmed account: the reply of a new sign-up (one identity), no mail, no new user", async () => {
    const user = await confirmedUser(stack);
    const mailsBefore = stack.outbox().filter((m) => m.to === user.email).length;
    const res = await client(stack).auth.signUp({
      email: user.email.toUpperCase(),
      password: "another-pass",
    });
    expect(res.error).toBeNull();
    expect(res.data.session).toBeNull();
    expect(res.data.user?.identities).toHaveLength(1);
    expect(res.data.user?.identities?.[0]?.identity_data?.email).toBe(user.email);
    expect(res.data.user?.id).not.toBe(user.userId);
    expect(stack.outbox().filter((m) => m.to === user.email)).toHaveLength(mailsBefore);
    expect(
      await sql(stack, "select count(*)::int as n from auth.users where lower(email) = $1", [user.email]),
    ).toEqual([{ n: 1 }]);
    const stillOld = await client(stack).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(stillOld.error).toBeNull();
  });

  it("duplicate sign-up of an unconfirmed account within a minute: over_email_send_rate_limit 429", async () => {
    const email = uniqueEmail("again");
    expect((await client(stack).auth.signUp({ email, password: "first-pass" })).error).toBeNull();
    const res = await client(stack).auth.signUp({ email, password: "first-pass" });
    expect(res.error?.code).toBe("over_email_send_rate_limit");
    expect(res.error?.status).toBe(429);
  });

  it("malformed email, bad and missing tokens", async () => {
    const bad = await client(stack).auth.signUp({ email: "not an email", password: "long-enough" });
    expect(bad.error?.code).toBe("validation_failed");
    expect(bad.error?.status).toBe(400);

    const badJwt = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: {
        apikey: stack.anonKey,
        authorization: "Bearer not-a-jwt",
        "x-supabase-api-version": "2024-01-01",
      },
    });
    expect(badJwt.status).toBe(403);
    expect(((await badJwt.json()) as { code: string }).code).toBe("bad_jwt");

    const none = await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, "x-supabase-api-version": "2024-01-01" },
    });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe("no_authorization");

    const missing = await client(stack).auth.refreshSession({ refresh_token: "never-issued" });
    expect(missing.error?.code).toBe("refresh_token_not_found");

    const badLink = await follow(
      `${stack.apiUrl}/auth/v1/verify?token=abc&type=signup&redirect_to=http://localhost:3000/`,
    );
    expect(new URLSearchParams(badLink.hash.slice(1)).get("error_code")).toBe("otp_expired");
  });

  it("redirects only to the site and the allowed URLs", async () => {
    const email = uniqueEmail("redirect");
    await client(stack).auth.signUp({
      email,
      password: "redirect-pass",
      options: { emailRedirectTo: "https://evil.example/steal" },
    });
    const link = stack.outbox().findLast((m) => m.to === email)?.link ?? "";
    const landing = await follow(link);
    expect(landing.origin).toBe("http://localhost:3000");
  });
});

describe("gateway", { timeout: 30_000 }, () => {
  it("settings describe email sign-up with confirmation", async () => {
    const res = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: stack.anonKey } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
  });

  it("checks the apikey", async () => {
    const none = await fetch(`${stack.apiUrl}/rest/v1/contact_submissions`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toBe("No API key found in request");
    const wrong = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: "nope" } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe("Invalid API key");
  });

  it("answers CORS for the site's origin only", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000"]) {
      const pre = await fetch(`${stack.apiUrl}/rest/v1/newsletter_subscriptions`, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "apikey, content-type",
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get("access-control-allow-origin")).toBe(origin);
      expect(pre.headers.get("access-control-allow-headers")).toContain("apikey");
    }
    const other = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { origin: "https://evil.example", apikey: stack.anonKey },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("the service_role key bypasses RLS and reads the outbox", async () => {
    const service = client(stack, stack.serviceRoleKey);
    const rows = await service.from("contact_submissions").select("id").limit(1);
    expect(rows.error).toBeNull();
    expect(rows.data).toHaveLength(1);
    const outbox = await fetch(`${stack.apiUrl}/_local/outbox`, {
      headers: { apikey: stack.serviceRoleKey },
    });
    expect(outbox.status).toBe(200);
    expect(((await outbox.json()) as unknown[]).length).toBe(stack.outbox().length);
    const anon = await fetch(`${stack.apiUrl}/_local/outbox`, { headers: { apikey: stack.anonKey } });
    expect(anon.status).toBe(403);
  });
});
