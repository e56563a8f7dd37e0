import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, formatDay, todayIso } from "../../lib/admin/workspace/dates.ts";
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
 * A sent quote is mailed to the client's live portal members, and the client's answer to staff, through
 * the notice outbox: queued with the change, retried when the mail fails.
 */

let env: TestEnv;
let stack: LocalStack;
let server: SupabaseClient;
let admin: SupabaseClient;
let member: { sb: SupabaseClient; email: string };
let revokedEmail: string;
let clientId: string;
let clientName: string;
const siteUrl = new URL("http://127.0.0.1:3000");
const STAFF = "team@agency.test";

const outbox = () => noticeTransportFromEnv({ MAIL_OUTBOX: outboxFile(env.dataDir), LEAD_NOTIFY_TO: STAFF });

/** A day of the agency's calendar (Houston), as the database's `agency_today()` counts them. */
const inDays = (days: number) => addDays(todayIso(), days);

async function noticesOf(kind: "quotes" | "quote_decisions", quoteId: string) {
  return sql<{ status: string; attempts: number; last_error: string | null }>(
    stack,
    "select status, attempts, last_error from public.lead_notices where lead_table = $1 and lead_id = $2",
    [kind, quoteId],
  );
}

/** A project of the client, back to New with no quote, and a quote sent on it. */
async function sendQuote(index: number, title: string) {
  const [project] = await sql<{ id: string; name: string }>(
    stack,
    "select id, name from public.projects where client_id = $1 and archived_at is null order by name offset $2 limit 1",
    [clientId, index],
  );
  const projectId = project?.id as string;
  await sql(stack, "delete from public.quotes where project_id = $1", [projectId]);
  await sql(stack, "update public.projects set status = 'new' where id = $1", [projectId]);
  const validUntil = inDays(14);
  const sent = await admin.rpc("send_quote", {
    p_project_id: projectId,
    quote: { title, valid_until: validUntil, tax_rate: 10 },
    items: [
      { description: "Design", quantity: 1, unit_price: 4000 },
      { description: "Build, per sprint", quantity: 2, unit_price: 2500.5 },
    ] as never,
  });
  expect(sent.error).toBeNull();
  const [row] = await sql<{ quote_number: string }>(
    stack,
    "select quote_number from public.quotes where id = $1",
    [sent.data],
  );
  return {
    id: sent.data as string,
    number: row?.quote_number as string,
    projectId,
    projectName: project?.name as string,
    validUntil,
  };
}

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  server = client(stack, stack.serviceRoleKey);
  admin = (await confirmedAdmin(stack)).client;
  const [row] = await sql<{ client_id: string; company: string }>(
    stack,
    `select p.client_id, c.company from public.projects p join public.clients c on c.id = p.client_id
     where p.archived_at is null group by p.client_id, c.company having count(*) >= 2 order by c.company limit 1`,
  );
  clientId = row?.client_id as string;
  clientName = row?.company as string;
  const user = await confirmedUser(stack);
  const former = await confirmedUser(stack);
  for (const email of [user.email, former.email]) {
    expect(
      (await admin.rpc("link_portal_member", { p_client_id: clientId, p_email: email })).error,
    ).toBeNull();
  }
  const [link] = await sql<{ id: string }>(
    stack,
    "select id from public.portal_members where email = $1 and revoked_at is null",
    [former.email],
  );
  expect((await admin.rpc("revoke_portal_member", { p_member_id: link?.id as string })).error).toBeNull();
  member = { sb: user.client, email: user.email };
  revokedEmail = former.email;
  // The sample leads' notices go first, so each test below counts only its own.
  await deliverDueNotices(server, outbox(), { siteUrl });
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

describe("quote notices", { timeout: 60_000 }, () => {
  it("a sent quote queues one notice; a failed mail is retried, then reaches the live members", async () => {
    const quote = await sendQuote(0, `Website rebuild ${Date.now()}`);
    expect(await noticesOf("quotes", quote.id)).toEqual([
      { status: "pending", attempts: 0, last_error: null },
    ]);

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
    const [waiting] = await noticesOf("quotes", quote.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(String(waiting?.last_error)).toMatch(/ECONNREFUSED|connect/i);
    expect(stack.outbox().some((m) => m.type === "portal-quote" && m.text.includes(quote.number))).toBe(
      false,
    );

    // Its backoff over, the next run delivers it.
    await sql(
      stack,
      "update public.lead_notices set next_attempt_at = now() where lead_table = 'quotes' and lead_id = $1",
      [quote.id],
    );
    expect(await deliverDueNotices(server, outbox(), { siteUrl })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await noticesOf("quotes", quote.id)).toEqual([{ status: "sent", attempts: 2, last_error: null }]);

    const mails = stack.outbox().filter((m) => m.type === "portal-quote" && m.text.includes(quote.number));
    // 1 × 4,000 + 2 × 2,500.50 = 9,001.00, and 10 % tax.
    const due = `valid until ${formatDay(quote.validUntil)}`;
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [member.email, expect.stringContaining(`Quote ${quote.number}: Website rebuild`)],
    ]);
    expect(mails[0]?.subject).toContain(`$9,901.10, ${due}`);
    expect(mails[0]?.to).not.toContain(revokedEmail);
    const text = mails[0]?.text ?? "";
    expect(text).toContain(`Quote: ${quote.number}`);
    expect(text).toContain("For: Website rebuild");
    expect(text).toContain("Total: $9,901.10");
    expect(text).toContain(`Valid until: ${formatDay(quote.validUntil)}`);
    expect(text).toContain(`${siteUrl.origin}/portal/quotes/${quote.id}`);
    // Nothing reaches staff for a quote they sent themselves.
    expect(stack.outbox().some((m) => m.to === STAFF && m.text.includes(quote.number))).toBe(false);
  });

  it("the client's decline reaches staff with the reason; its acceptance with the draft invoice", async () => {
    const declined = await sendQuote(0, "Declined offer");
    const accepted = await sendQuote(1, "Accepted offer");
    await deliverDueNotices(server, outbox(), { siteUrl });

    const no = await member.sb.rpc("decide_quote", {
      p_quote_id: declined.id,
      p_accept: false,
      p_reason: "Over our budget this year.",
    });
    expect(no.error).toBeNull();
    const yes = await member.sb.rpc("decide_quote", { p_quote_id: accepted.id, p_accept: true });
    expect(yes.error).toBeNull();
    expect(await noticesOf("quote_decisions", declined.id)).toEqual([
      { status: "pending", attempts: 0, last_error: null },
    ]);
    expect(await deliverDueNotices(server, outbox(), { siteUrl })).toEqual({
      sent: 2,
      retrying: 0,
      failed: 0,
    });
    expect(await noticesOf("quote_decisions", accepted.id)).toEqual([
      { status: "sent", attempts: 1, last_error: null },
    ]);

    const toStaff = stack.outbox().filter((m) => m.type === "quote-decision");
    const about = (number: string) => toStaff.filter((m) => m.subject.includes(number));
    expect(about(declined.number).map((m) => [m.to, m.subject])).toEqual([
      [STAFF, `${clientName} declined quote ${declined.number}: Declined offer`],
    ]);
    const declineText = about(declined.number)[0]?.text ?? "";
    expect(declineText).toContain(
      `${clientName} declined quote ${declined.number} on ${declined.projectName}.`,
    );
    expect(declineText).toContain("Total: $9,901.10");
    expect(declineText).toContain(`Decided by: ${member.email}`);
    expect(declineText).toContain("Reason: Over our budget this year.");
    expect(declineText).toContain(`${siteUrl.origin}/admin/projects?project=${declined.projectId}`);

    const [invoice] = await sql<{ invoice_number: string }>(
      stack,
      "select i.invoice_number from public.quotes q join public.invoices i on i.id = q.invoice_id where q.id = $1",
      [accepted.id],
    );
    expect(about(accepted.number).map((m) => [m.to, m.subject])).toEqual([
      [STAFF, `${clientName} accepted quote ${accepted.number}: Accepted offer`],
    ]);
    const acceptText = about(accepted.number)[0]?.text ?? "";
    expect(acceptText).toContain("Reason: —");
    expect(acceptText).toContain(`Draft invoice: ${invoice?.invoice_number}`);
    expect(acceptText).toContain(`/admin/projects?project=${accepted.projectId}`);
  });

  it("a withdrawn quote tells nobody, and a second answer is refused before any notice", async () => {
    const quote = await sendQuote(0, "Withdrawn offer");
    expect(
      (await admin.rpc("withdraw_quote", { p_quote_id: quote.id, p_reason: "Wrong scope" })).error,
    ).toBeNull();
    expect(await noticesOf("quote_decisions", quote.id)).toEqual([]);
    const late = await member.sb.rpc("decide_quote", { p_quote_id: quote.id, p_accept: true });
    expect(late.error?.message).toMatch(/already withdrawn/);
    expect(await noticesOf("quote_decisions", quote.id)).toEqual([]);
  });
});
