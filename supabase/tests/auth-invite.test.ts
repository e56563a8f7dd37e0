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

/** GoTrue's invitation, as auth-js's `auth.admin.inviteUserByEmail` calls it, on the local auth service. */

let env: TestEnv;
let stack: LocalStack;

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

describe("POST /invite", { timeout: 60_000 }, () => {
  it("with the service role: an account without a password, and a mail whose link signs it in to set one", async () => {
    const email = uniqueEmail("invited");
    const admin = client(stack, stack.serviceRoleKey);
    const redirectTo = "http://localhost:3000/portal/welcome";
    const invited = await admin.auth.admin.inviteUserByEmail(email, {
      redirectTo,
      data: { company: "Acme" },
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.email).toBe(email);
    expect(invited.data.user?.invited_at).toBeTruthy();
    expect(invited.data.user?.email_confirmed_at).toBeUndefined();

    // No password yet: nobody signs in with a guess, an empty one included.
    const sb = client(stack);
    expect((await sb.auth.signInWithPassword({ email, password: "anything-1" })).error?.code).toBe(
      "invalid_credentials",
    );

    const mail = stack.outbox().findLast((m) => m.to === email);
    expect(mail?.type).toBe("invite");
    expect(mail?.subject).toBe("You have been invited");
    const res = await fetch(mail?.link as string, { redirect: "manual" });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location") as string);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get("type")).toBe("invite");
    const session = await sb.auth.setSession({
      access_token: hash.get("access_token") as string,
      refresh_token: hash.get("refresh_token") as string,
    });
    expect(session.error).toBeNull();
    expect((await sb.auth.updateUser({ password: "chosen-password-9" })).error).toBeNull();
    await sb.auth.signOut();
    const signIn = await client(stack).auth.signInWithPassword({ email, password: "chosen-password-9" });
    expect(signIn.error).toBeNull();
    const [row] = await sql<{ confirmed: boolean }>(
      stack,
      "select email_confirmed_at is not null as confirmed from auth.users where email = $1",
      [email],
    );
    expect(row?.confirmed).toBe(true);
    // The link is spent.
    const again = await fetch(mail?.link as string, { redirect: "manual" });
    expect(
      new URLSearchParams(new URL(again.headers.get("location") as string).hash.slice(1)).get("error_code"),
    ).toBe("otp_expired");
  });

  it("refuses a confirmed address with email_exists, and anyone but the service role with not_admin", async () => {
    const existing = await confirmedUser(stack);
    const admin = client(stack, stack.serviceRoleKey);
    const taken = await admin.auth.admin.inviteUserByEmail(existing.email);
    expect(taken.error?.code).toBe("email_exists");
    const anon = await client(stack).auth.admin.inviteUserByEmail(uniqueEmail("sneaky"));
    expect(anon.error?.status).toBe(403);
  });
});
