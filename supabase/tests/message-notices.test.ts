import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFailedNotices } from "../../components/admin/inbox/queries.ts";
import { noticeTransportFromEnv } from "../../lib/leads/notice-transport.ts";
import { deliverDueNotices } from "../../lib/leads/notice-worker.ts";
import { outboxFile } from "../../local/supabase/mail.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import {
  client,
  confirmedAdmin,
  confirmedUser,
  createTestEnv,
  freePort,
  STACK_TIMEOUT,
  sql,
  type TestEnv,
} from "./helpers.ts";

/**
 * A project message's notice goes through the notice outbox: queued with the message, mailed by the
 * worker to the other side, and retried when the mail fails, like a lead's.
 */

let env: TestEnv;
let stack: LocalStack;
let server: SupabaseClient;
let admin: SupabaseClient;
let clientSb: SupabaseClient;
let clientEmail: string;
let projectId: string;
let projectName: string;
const siteUrl = new URL("http://127.0.0.1:3000");
const STAFF = "team@agency.test";

const outbox = () => noticeTransportFromEnv({ MAIL_OUTBOX: outboxFile(env.dataDir), LEAD_NOTIFY_TO: STAFF });

async function noticeOf(messageId: string) {
  const [row] = await sql<{ status: string; attempts: number; last_error: string | null }>(
    stack,
    "select status, attempts, last_error from public.lead_notices where lead_table = 'project_messages' and lead_id = $1",
    [messageId],
  );
  return row;
}

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  server = client(stack, stack.serviceRoleKey);
  admin = (await confirmedAdmin(stack)).client;
  const [project] = await sql<{ id: string; name: string; client_id: string }>(
    stack,
    "select id, name, client_id from public.projects where archived_at is null order by name limit 1",
  );
  projectId = project?.id as string;
  projectName = project?.name as string;
  const user = await confirmedUser(stack);
  const linked = await admin.rpc("link_portal_member", {
    p_client_id: project?.client_id,
    p_email: user.email,
  });
  expect(linked.error).toBeNull();
  clientSb = user.client;
  clientEmail = user.email;
  // The sample leads' notices go first, so each test below counts only its own.
  await deliverDueNotices(server, outbox(), { siteUrl });
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

describe("message notices", { timeout: 60_000 }, () => {
  it("a client's message whose mail fails is retried, then reaches staff", async () => {
    const body = `Can we move the review? ${Date.now()}`;
    const posted = await clientSb
      .from("project_messages")
      .insert({ project_id: projectId, body })
      .select("id")
      .single();
    expect(posted.error).toBeNull();
    const id = posted.data?.id as string;
    expect(await noticeOf(id)).toMatchObject({ status: "pending", attempts: 0 });

    const failing = noticeTransportFromEnv({
      ...process.env,
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      LEAD_NOTIFY_TO: STAFF,
    });
    expect(await deliverDueNotices(server, failing, { siteUrl })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    const waiting = await noticeOf(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(String(waiting?.last_error)).toMatch(/ECONNREFUSED|connect/i);
    expect(stack.outbox().some((m) => m.type === "portal-message" && m.text.includes(body))).toBe(false);

    // Its backoff over, the next run delivers it.
    await sql(
      stack,
      "update public.lead_notices set next_attempt_at = now() where lead_table = 'project_messages' and lead_id = $1",
      [id],
    );
    expect(await deliverDueNotices(server, outbox(), { siteUrl })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await noticeOf(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    const mails = stack.outbox().filter((m) => m.type === "portal-message" && m.text.includes(body));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: STAFF, subject: `Client message on ${projectName}` });
    expect(mails[0]?.text).toContain(`${clientEmail} wrote on ${projectName}:`);
    expect(mails[0]?.text).toContain(`/admin/projects?project=${projectId}`);
  });

  it("staff's answer goes to the client's live members, and to nobody once access is revoked", async () => {
    const body = `Thursday at 10. ${Date.now()}`;
    const posted = await admin
      .from("project_messages")
      .insert({ project_id: projectId, body })
      .select("id")
      .single();
    expect(await deliverDueNotices(server, outbox(), { siteUrl })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    const mails = stack.outbox().filter((m) => m.type === "portal-message" && m.text.includes(body));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[clientEmail, `New message on ${projectName}`]]);
    expect(mails[0]?.text).toContain(`/portal/projects/${projectId}`);
    expect(await noticeOf(posted.data?.id as string)).toMatchObject({ status: "sent" });

    const [link] = await sql<{ id: string }>(
      stack,
      "select id from public.portal_members where email = $1 and revoked_at is null",
      [clientEmail],
    );
    expect((await admin.rpc("revoke_portal_member", { p_member_id: link?.id as string })).error).toBeNull();
    const later = `Are you still there? ${Date.now()}`;
    const unread = await admin
      .from("project_messages")
      .insert({ project_id: projectId, body: later })
      .select("id")
      .single();
    await deliverDueNotices(server, outbox(), { siteUrl });
    expect(stack.outbox().some((m) => m.text.includes(later))).toBe(false);
    expect(await noticeOf(unread.data?.id as string)).toMatchObject({ status: "sent" });
  });

  it("the inbox's undelivered notices stay leads only", async () => {
    const body = `Lost ${Date.now()}`;
    const posted = await clientSb
      .from("project_messages")
      .insert({ project_id: projectId, body })
      .select("id");
    expect(posted.error?.code).toBe("42501"); // revoked above
    const staffPost = await admin
      .from("project_messages")
      .insert({ project_id: projectId, body })
      .select("id")
      .single();
    await sql(
      stack,
      "update public.lead_notices set status = 'failed', attempts = 5 where lead_table = 'project_messages' and lead_id = $1",
      [staffPost.data?.id],
    );
    const [leads] = await sql<{ n: number }>(
      stack,
      "select count(*)::int as n from public.lead_notices where status = 'failed' and lead_table <> 'project_messages'",
    );
    const failed = await readFailedNotices(admin);
    expect(failed).toMatchObject({ ok: true, count: leads?.n });
  });
});
