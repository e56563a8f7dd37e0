import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/supabase/stack.ts";
import {
  client,
  confirmedAdmin,
  confirmedUser,
  createTestEnv,
  STACK_TIMEOUT,
  sql,
  type TestEnv,
} from "./helpers.ts";

// The dashboard asks who is looking, and whether they are an admin, in one call: the answer comes from
// the token PostgREST verified and from user_roles, never from what the caller says.

let env: TestEnv;
let stack: LocalStack;

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

describe("dashboard_viewer", { timeout: 60_000 }, () => {
  it("names an admin as an admin, with the e-mail of their session", async () => {
    const admin = await confirmedAdmin(stack);
    const { data, error } = await admin.client.rpc("dashboard_viewer").single();
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: admin.userId, email: admin.email, admin: true });
  });

  it("a signed-in account without the role is not an admin, and loses it the moment it is taken back", async () => {
    const user = await confirmedUser(stack);
    expect((await user.client.rpc("dashboard_viewer").single()).data).toMatchObject({
      user_id: user.userId,
      admin: false,
    });
    await sql(stack, "insert into public.user_roles (user_id, role) values ($1, 'admin')", [user.userId]);
    expect((await user.client.rpc("dashboard_viewer").single()).data).toMatchObject({ admin: true });
    await sql(stack, "delete from public.user_roles where user_id = $1", [user.userId]);
    expect((await user.client.rpc("dashboard_viewer").single()).data).toMatchObject({ admin: false });
  });

  it("a visitor without a session may not ask, and a forged token is refused", async () => {
    const anonymous = await client(stack).rpc("dashboard_viewer");
    expect(anonymous.error?.code).toBe("42501");
    // An admin's token with its payload changed to another user: PostgREST checks the signature.
    const admin = await confirmedAdmin(stack);
    const token = (await admin.client.auth.getSession()).data.session?.access_token ?? "";
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const other = Buffer.from(JSON.stringify({ ...claims, sub: crypto.randomUUID() })).toString("base64url");
    const forged = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${header}.${other}.${signature}` } },
    });
    const refused = await forged.rpc("dashboard_viewer");
    expect(refused.data).toBeNull();
    expect(refused.error).not.toBeNull();
  });
});
