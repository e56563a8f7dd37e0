import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../lib/admin/workspace/dates.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { confirmedAdmin, confirmedUser, createTestEnv, STACK_TIMEOUT, sql, type TestEnv } from "./helpers.ts";

/**
 * Quotes accepted online: staff send, the client's portal session accepts or declines once while the quote
 * is valid, acceptance approves the project and drafts its invoice in the same transaction, and each step
 * is logged. Every call goes through the REST API with the caller's own session.
 */

interface Member {
  clientId: string;
  email: string;
  sb: SupabaseClient;
}

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;
let adminEmail: string;
let a: Member;
let b: Member;

const LINES = [
  { description: "Discovery and design", quantity: 1, unit_price: 4000 },
  { description: "Build, per sprint", quantity: 3, unit_price: 2500.5 },
];

/** A day of the agency's calendar (Houston), as the database's `agency_today()` counts them. */
const inDays = (days: number) => addDays(todayIso(), days);

/** A project of the client, reset to New with no quote, so each test starts from the same place. */
async function freshProject(m: Member, index = 0): Promise<string> {
  const [row] = await sql<{ id: string }>(
    stack,
    `select id from public.projects where client_id = $1 and archived_at is null order by name offset $2 limit 1`,
    [m.clientId, index],
  );
  const id = row?.id as string;
  await sql(stack, "delete from public.quotes where project_id = $1", [id]);
  await sql(stack, "update public.projects set status = 'new', client_rating = null where id = $1", [id]);
  return id;
}

async function send(projectId: string, quote: Record<string, unknown> = {}, items: unknown = LINES) {
  return admin.rpc("send_quote", {
    p_project_id: projectId,
    quote: { title: "Website rebuild", valid_until: inDays(14), notes: "Fixed price.", ...quote },
    items: items as never,
  });
}

async function projectStatus(id: string): Promise<string | undefined> {
  return (await sql<{ status: string }>(stack, "select status from public.projects where id = $1", [id]))[0]
    ?.status;
}

async function member(clientId: string): Promise<Member> {
  const user = await confirmedUser(stack);
  const linked = await admin.rpc("link_portal_member", { p_client_id: clientId, p_email: user.email });
  if (linked.error) throw linked.error;
  return { clientId, email: user.email, sb: user.client };
}

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  const staff = await confirmedAdmin(stack);
  admin = staff.client;
  adminEmail = staff.email;
  const chosen = await sql<{ id: string }>(
    stack,
    `select c.id from public.clients c
     where (select count(*) from public.projects p where p.client_id = c.id and p.archived_at is null) >= 2
       and c.archived_at is null
     order by c.company limit 2`,
  );
  expect(chosen).toHaveLength(2);
  a = await member(chosen[0]?.id as string);
  b = await member(chosen[1]?.id as string);
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

describe("quotes accepted online", { timeout: 120_000 }, () => {
  it("staff send a quote: numbered, its lines and total, the project Quoted, and it is logged", async () => {
    const project = await freshProject(a);
    const sent = await send(project);
    expect(sent.error).toBeNull();
    const { data: quote } = await admin
      .from("quotes_overview")
      .select("quote_number, status, subtotal, tax_amount, total, tax_rate, valid_until, is_expired")
      .eq("id", sent.data as string)
      .single();
    // 4,000 + 3 × 2,500.50 = 11,501.50; tax at the invoices' default 8.5%: 977.63.
    expect(quote).toMatchObject({ status: "sent", valid_until: inDays(14), is_expired: false });
    expect(quote?.quote_number).toMatch(/^QUO-\d{4}-\d{3}$/);
    expect([Number(quote?.subtotal), Number(quote?.tax_rate), Number(quote?.tax_amount)]).toEqual([
      11501.5, 8.5, 977.63,
    ]);
    expect(Number(quote?.total)).toBe(12479.13);
    expect(await projectStatus(project)).toBe("quoted");
    const logged = await sql<{ to_status: string; actor_email: string; detail: string }>(
      stack,
      "select to_status, actor_email, detail from public.activity_log where subject_type = 'quote' and subject_id = $1",
      [sent.data],
    );
    expect(logged).toEqual([
      {
        to_status: "sent",
        actor_email: adminEmail,
        detail: expect.stringMatching(/^\$12,479\.13 · valid until /),
      },
    ]);
  });

  it("refuses a quote valid until a past day, one with no line, a second open one, and from a client", async () => {
    const project = await freshProject(a, 1);
    expect((await send(project, { valid_until: inDays(-1) })).error?.message).toBe(
      "The quote must be valid until today or later.",
    );
    expect((await send(project, {}, [])).error?.message).toBe("A quote needs at least one line.");
    const first = await send(project);
    expect(first.error).toBeNull();
    expect((await send(project)).error?.message).toMatch(
      /^QUO-\d{4}-\d{3} is still open until .+: withdraw it before sending another\.$/,
    );
    const fromClient = await a.sb.rpc("send_quote", {
      p_project_id: project,
      quote: { title: "Mine", valid_until: inDays(5) },
      items: LINES,
    });
    expect(fromClient.error?.code).toBe("42501");
    // Nobody writes the tables straight through the API, staff included.
    const forged = await admin
      .from("quotes")
      .update({ status: "accepted" })
      .eq("id", first.data as string);
    expect(forged.error?.code).toBe("42501");
    const line = await a.sb
      .from("quote_items")
      .insert({ quote_id: first.data, position: 9, description: "Free", quantity: 1, unit_price: 0 });
    expect(line.error?.code).toBe("42501");
    // Withdrawn, it makes way for the next one.
    expect(
      (await admin.rpc("withdraw_quote", { p_quote_id: first.data as string, p_reason: "" })).error?.message,
    ).toBe("Say why the quote is withdrawn.");
    expect(
      (await admin.rpc("withdraw_quote", { p_quote_id: first.data as string, p_reason: "Wrong rate" })).error,
    ).toBeNull();
    expect((await send(project)).error).toBeNull();
    const withdrawn = await a.sb.rpc("decide_quote", { p_quote_id: first.data as string, p_accept: true });
    expect(withdrawn.error?.message).toMatch(/^This quote was already withdrawn on /);
  });

  it("the client accepts: the project is Approved and its invoice drafted from the quote, all logged", async () => {
    const project = await freshProject(a);
    const sent = await send(project);
    const quoteId = sent.data as string;
    const { data: seen } = await a.sb.from("quotes_overview").select("id, total, status").eq("id", quoteId);
    expect(seen).toEqual([{ id: quoteId, total: 12479.13, status: "sent" }]);
    const lines = await a.sb
      .from("quote_items")
      .select("description, total")
      .eq("quote_id", quoteId)
      .order("position");
    expect(lines.data).toEqual([
      { description: "Discovery and design", total: 4000 },
      { description: "Build, per sprint", total: 7501.5 },
    ]);

    const accepted = await a.sb.rpc("decide_quote", { p_quote_id: quoteId, p_accept: true });
    expect(accepted.error).toBeNull();
    const invoiceId = (accepted.data as { invoice_id: string }).invoice_id;
    expect(accepted.data).toEqual({ status: "accepted", invoice_id: invoiceId });
    expect(await projectStatus(project)).toBe("approved");

    const [invoice] = await sql<Record<string, unknown>>(
      stack,
      `select i.status::text, i.client_id, i.project_id, i.description, i.notes, i.total::text, i.due_date - i.issue_date as days
       from public.invoices_overview i where i.id = $1`,
      [invoiceId],
    );
    expect(invoice).toMatchObject({
      status: "draft",
      client_id: a.clientId,
      project_id: project,
      notes: "Fixed price.",
      total: "12479.13",
      days: 30,
    });
    expect(String(invoice?.description)).toMatch(/^Quote QUO-\d{4}-\d{3}: Website rebuild$/);
    // A draft: staff send it; the client does not see it yet.
    expect((await a.sb.from("portal_invoices").select("id").eq("id", invoiceId)).data).toEqual([]);

    const { data: outcome } = await admin
      .from("quotes")
      .select("status, decided_by_email, invoice_id")
      .eq("id", quoteId)
      .single();
    expect(outcome).toEqual({ status: "accepted", decided_by_email: a.email, invoice_id: invoiceId });

    const log = await sql<{
      subject_type: string;
      to_status: string;
      actor_email: string;
      detail: string | null;
    }>(
      stack,
      `select subject_type, to_status, actor_email, detail from public.activity_log
       where subject_id in ($1, $2, $3) and actor_email = $4 order by occurred_at, subject_type`,
      [quoteId, project, invoiceId, a.email],
    );
    expect(log).toEqual(
      expect.arrayContaining([
        { subject_type: "invoice", to_status: "draft", actor_email: a.email, detail: null },
        {
          subject_type: "quote",
          to_status: "accepted",
          actor_email: a.email,
          detail: expect.stringMatching(/^\$12,479\.13 · draft INV-\d{4}-\d{3}$/),
        },
        {
          subject_type: "project",
          to_status: "approved",
          actor_email: a.email,
          detail: expect.stringMatching(
            new RegExp(`^Quote QUO-\\d{4}-\\d{3} accepted by ${a.email.replace(/\./g, "\\.")}$`),
          ),
        },
      ]),
    );

    // Decided once: neither a second acceptance (a second invoice) nor a decline.
    const again = await a.sb.rpc("decide_quote", { p_quote_id: quoteId, p_accept: true });
    expect(again.error?.message).toMatch(/^This quote was already accepted on /);
    const decline = await a.sb.rpc("decide_quote", { p_quote_id: quoteId, p_accept: false });
    expect(decline.error?.message).toMatch(/^This quote was already accepted on /);
    const drafts = await sql(
      stack,
      "select id from public.invoices where project_id = $1 and status = 'draft'",
      [project],
    );
    expect(drafts.map((d) => d.id)).toEqual([invoiceId]);
    // Work agreed: no new quote on this project.
    expect((await send(project)).error?.message).toBe(
      "The project is approved: quotes are sent before work is agreed.",
    );
  });

  it("the client declines with a reason; the project keeps its status and staff read the outcome", async () => {
    const project = await freshProject(b);
    const quoteId = (await send(project)).data as string;
    const declined = await b.sb.rpc("decide_quote", {
      p_quote_id: quoteId,
      p_accept: false,
      p_reason: "  Over our budget this year.  ",
    });
    expect(declined.error).toBeNull();
    expect(declined.data).toEqual({ status: "declined" });
    expect(await projectStatus(project)).toBe("quoted");
    const { data } = await admin
      .from("quotes_overview")
      .select("status, decided_by_email, decision_reason, invoice_id")
      .eq("id", quoteId)
      .single();
    expect(data).toEqual({
      status: "declined",
      decided_by_email: b.email,
      decision_reason: "Over our budget this year.",
      invoice_id: null,
    });
    const logged = await sql(
      stack,
      "select from_status, to_status, detail from public.activity_log where subject_type = 'quote' and subject_id = $1 and to_status = 'declined'",
      [quoteId],
    );
    expect(logged).toEqual([
      { from_status: "sent", to_status: "declined", detail: "Over our budget this year." },
    ]);
    expect((await b.sb.rpc("decide_quote", { p_quote_id: quoteId, p_accept: true })).error?.message).toMatch(
      /^This quote was already declined on /,
    );
  });

  it("a quote past its valid-until day cannot be decided; it is valid through that day", async () => {
    const project = await freshProject(b, 1);
    const quoteId = (await send(project, { valid_until: inDays(0) })).data as string;
    await sql(stack, "update public.quotes set valid_until = public.agency_today() - 1 where id = $1", [
      quoteId,
    ]);
    const { data } = await b.sb.from("quotes_overview").select("is_expired").eq("id", quoteId).single();
    expect(data?.is_expired).toBe(true);
    const late = await b.sb.rpc("decide_quote", { p_quote_id: quoteId, p_accept: true });
    expect(late.error?.message).toMatch(/^This quote expired on .+\. Ask us for a new one\.$/);
    expect(await projectStatus(project)).toBe("quoted");
    expect(await sql(stack, "select status::text from public.quotes where id = $1", [quoteId])).toEqual([
      { status: "sent" },
    ]);
    // The last valid day still counts, and an expired quote no longer blocks a new one.
    await sql(stack, "update public.quotes set valid_until = public.agency_today() where id = $1", [quoteId]);
    expect(
      (await b.sb.from("quotes_overview").select("is_expired").eq("id", quoteId).single()).data?.is_expired,
    ).toBe(false);
    await sql(stack, "update public.quotes set valid_until = public.agency_today() - 1 where id = $1", [
      quoteId,
    ]);
    expect((await send(project)).error).toBeNull();
  });

  it("only the quote's own client decides it: not another client, not staff", async () => {
    const project = await freshProject(a, 1);
    const quoteId = (await send(project)).data as string;
    expect((await b.sb.from("quotes").select("id").eq("id", quoteId)).data).toEqual([]);
    expect((await b.sb.from("quote_items").select("id").eq("quote_id", quoteId)).data).toEqual([]);
    const other = await b.sb.rpc("decide_quote", { p_quote_id: quoteId, p_accept: true });
    expect(other.error).toMatchObject({ code: "42501", message: "This quote is not one of yours." });
    const staff = await admin.rpc("decide_quote", { p_quote_id: quoteId, p_accept: true });
    expect(staff.error?.code).toBe("42501");
    expect(await sql(stack, "select status::text from public.quotes where id = $1", [quoteId])).toEqual([
      { status: "sent" },
    ]);
    expect(await projectStatus(project)).toBe("quoted");
  });

  it("an admin's REST session writes no quote or line directly: no accepted quote without the client", async () => {
    const projectId = await freshProject(a, 1);
    const sent = await send(projectId);
    if (sent.error) throw sent.error;
    const quoteId = sent.data as string;
    const inserted = await admin.from("quotes").insert({
      project_id: projectId,
      title: "Typed in",
      status: "accepted",
      valid_until: inDays(5),
    } as never);
    expect(inserted.error).not.toBeNull();
    const accepted = await admin
      .from("quotes")
      .update({ status: "accepted" } as never)
      .eq("id", quoteId)
      .select("id");
    expect(accepted.error !== null || (accepted.data ?? []).length === 0).toBe(true);
    const line = await admin
      .from("quote_items")
      .update({ unit_price: 1 } as never)
      .eq("quote_id", quoteId)
      .select("id");
    expect(line.error !== null || (line.data ?? []).length === 0).toBe(true);
    const stored = await sql<{ status: string; prices: string }>(
      stack,
      `select q.status, (select string_agg(unit_price::text, ',' order by position) from public.quote_items
         where quote_id = q.id) as prices from public.quotes q where q.id = $1`,
      [quoteId],
    );
    expect(stored).toEqual([{ status: "sent", prices: "4000.00,2500.50" }]);
    expect(await projectStatus(projectId)).toBe("quoted");
  });

  it("a quote started from a quote request names the request that became its project", async () => {
    const project = await freshProject(b);
    const [lead] = await sql<{ id: string }>(
      stack,
      `insert into public.project_evaluations (name, email, service, project_description, project_id)
       values ('Grace', 'grace@example.com', 'web-development', 'A new site', $1) returning id`,
      [project],
    );
    const [unrelated] = await sql<{ id: string }>(
      stack,
      `insert into public.project_evaluations (name, email, service, project_description)
       values ('Alan', 'alan@example.com', 'web-development', 'Another site') returning id`,
    );
    expect((await send(project, { lead_id: unrelated?.id })).error?.message).toBe(
      "That quote request did not become this project.",
    );
    const sent = await send(project, { lead_id: lead?.id });
    expect(sent.error).toBeNull();
    expect(await sql(stack, "select lead_id from public.quotes where id = $1", [sent.data])).toEqual([
      { lead_id: lead?.id },
    ]);
  });
});
