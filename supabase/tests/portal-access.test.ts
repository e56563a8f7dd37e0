import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { confirmedAdmin, confirmedUser, createTestEnv, STACK_TIMEOUT, sql, type TestEnv } from "./helpers.ts";

/**
 * Two clients' portal accounts, each reading every table and view of the public schema through the REST
 * API with its own session: it gets exactly its own client's rows of the portal's tables, and nothing of
 * any other table or view, whatever is added to the schema later (the list is read from the database).
 */

interface Member {
  clientId: string;
  email: string;
  userId: string;
  sb: SupabaseClient;
  memberId: string;
}

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;
let a: Member;
let b: Member;
let stranger: SupabaseClient;
let strangerId: string;

/** What each portal table holds for one client, by SQL as the superuser: the ids a member must read. */
const OWN_ROWS: Record<string, (m: Member) => Promise<string[]>> = {
  projects: (m) => ids("select id from public.projects where client_id = $1 and archived_at is null", m),
  portal_projects: (m) =>
    ids("select id from public.projects where client_id = $1 and archived_at is null", m),
  project_milestones: (m) =>
    ids(
      `select pm.id from public.project_milestones pm join public.projects p on p.id = pm.project_id
       where p.client_id = $1 and p.archived_at is null and pm.archived_at is null`,
      m,
    ),
  project_documents: (m) =>
    ids(
      `select d.id from public.project_documents d join public.projects p on p.id = d.project_id
       where p.client_id = $1 and p.archived_at is null and d.shared_with_client`,
      m,
    ),
  project_messages: (m) =>
    ids(
      `select pm.id from public.project_messages pm join public.projects p on p.id = pm.project_id
       where p.client_id = $1 and p.archived_at is null`,
      m,
    ),
  invoices: (m) =>
    ids(
      "select id from public.invoices where client_id = $1 and status <> 'draft' and archived_at is null",
      m,
    ),
  portal_invoices: (m) =>
    ids(
      "select id from public.invoices where client_id = $1 and status <> 'draft' and archived_at is null",
      m,
    ),
  invoice_items: (m) =>
    ids(
      `select li.id from public.invoice_items li join public.invoices i on i.id = li.invoice_id
       where i.client_id = $1 and i.status <> 'draft' and i.archived_at is null`,
      m,
    ),
  payments: (m) =>
    ids(
      `select pay.id from public.payments pay join public.invoices i on i.id = pay.invoice_id
       where i.client_id = $1 and i.status <> 'draft' and i.archived_at is null`,
      m,
    ),
  quotes: (m) =>
    ids(
      `select q.id from public.quotes q join public.projects p on p.id = q.project_id
       where p.client_id = $1 and p.archived_at is null`,
      m,
    ),
  quotes_overview: (m) =>
    ids(
      `select q.id from public.quotes q join public.projects p on p.id = q.project_id
       where p.client_id = $1 and p.archived_at is null`,
      m,
    ),
  quote_items: (m) =>
    ids(
      `select li.id from public.quote_items li join public.quotes q on q.id = li.quote_id
       join public.projects p on p.id = q.project_id where p.client_id = $1 and p.archived_at is null`,
      m,
    ),
  portal_members: async (m) => [m.memberId],
  // Every account reads its own profile and roles (the first migration's policies).
  profiles: async (m) => [m.userId],
  user_roles: async (m) =>
    (await sql<{ id: string }>(stack, "select id from public.user_roles where user_id = $1", [m.userId])).map(
      (r) => r.id,
    ),
};

async function ids(text: string, m: Member): Promise<string[]> {
  return (await sql<{ id: string }>(stack, text, [m.clientId])).map((r) => r.id);
}

/** Every table and view a session could name through the API. */
async function publicRelations(): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    stack,
    `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return rows.map((r) => r.name);
}

async function readAll(sb: SupabaseClient, name: string) {
  const res = await sb.from(name).select("*");
  return { error: res.error, rows: (res.data ?? []) as Record<string, unknown>[] };
}

function rowKey(name: string, row: Record<string, unknown>): string {
  return String(name === "profiles" ? row.id : row.id);
}

async function member(clientId: string): Promise<Member> {
  const user = await confirmedUser(stack);
  const linked = await admin.rpc("link_portal_member", { p_client_id: clientId, p_email: user.email });
  if (linked.error) throw linked.error;
  return {
    clientId,
    email: user.email,
    userId: user.userId,
    sb: user.client,
    memberId: linked.data as string,
  };
}

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  admin = (await confirmedAdmin(stack)).client;
  // Two clients that each have projects with milestones and issued invoices with payments.
  const chosen = await sql<{ id: string }>(
    stack,
    `select c.id from public.clients c
     where exists (select 1 from public.projects p join public.project_milestones pm on pm.project_id = p.id
                   join public.project_documents d on d.project_id = p.id where p.client_id = c.id)
       and exists (select 1 from public.invoices i join public.payments pay on pay.invoice_id = i.id
                   where i.client_id = c.id and i.status <> 'draft')
     order by c.company limit 2`,
  );
  expect(chosen).toHaveLength(2);
  a = await member(chosen[0]?.id as string);
  b = await member(chosen[1]?.id as string);
  const self = await confirmedUser(stack);
  stranger = self.client;
  strangerId = self.userId;
  // Each client has one document shared with it and keeps the others staff-only.
  for (const m of [a, b]) {
    await sql(
      stack,
      `update public.project_documents set shared_with_client = true where id = (
         select d.id from public.project_documents d join public.projects p on p.id = d.project_id
         where p.client_id = $1 order by d.id limit 1)`,
      [m.clientId],
    );
  }
  // A draft for each, which no client may see.
  for (const m of [a, b]) {
    const draft = await admin.rpc("create_invoice", {
      invoice: { client_id: m.clientId, due_date: "2099-01-01" },
      items: [{ description: "Draft work", quantity: 1, unit_price: 100 }],
    });
    expect(draft.error).toBeNull();
  }
  // A quote for each, on a project not agreed yet.
  for (const m of [a, b]) {
    const [project] = await sql<{ id: string }>(
      stack,
      `update public.projects set status = 'quoted', client_rating = null where id = (
         select id from public.projects where client_id = $1 and archived_at is null order by name limit 1)
       returning id`,
      [m.clientId],
    );
    const quote = await admin.rpc("send_quote", {
      p_project_id: project?.id as string,
      quote: { title: "Phase two", valid_until: "2099-01-01" },
      items: [{ description: "Phase two", quantity: 1, unit_price: 9000 }],
    });
    expect(quote.error).toBeNull();
  }
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

describe("a client's portal session", { timeout: 120_000 }, () => {
  it("reads exactly its own client's rows of the portal tables, and no row of any other table or view", async () => {
    // Messages on both sides first, so the thread is not empty for either client.
    for (const m of [a, b]) {
      const project = (await OWN_ROWS.projects?.(m))?.[0];
      const posted = await m.sb.from("project_messages").insert({ project_id: project, body: "Hello" });
      expect(posted.error).toBeNull();
    }
    const relations = await publicRelations();
    expect(relations).toEqual(expect.arrayContaining(Object.keys(OWN_ROWS)));
    for (const m of [a, b]) {
      for (const name of relations) {
        const { error, rows } = await readAll(m.sb, name);
        const own = OWN_ROWS[name];
        if (!own) {
          // Staff-only: no row, whether the API refuses the relation or its policies hide every row.
          expect(rows, `${name} is staff-only`).toEqual([]);
          if (error) expect(error.code, name).toBe("42501");
          continue;
        }
        expect(error, name).toBeNull();
        const expected = await own(m);
        expect(expected.length, `${name} has rows for the client`).toBeGreaterThan(0);
        expect(rows.map((r) => rowKey(name, r)).sort(), name).toEqual([...expected].sort());
      }
    }
  });

  it("reads nothing of the other client by asking for its rows by id", async () => {
    const theirProject = (await OWN_ROWS.projects?.(b))?.[0] as string;
    const theirInvoice = (await OWN_ROWS.invoices?.(b))?.[0] as string;
    expect((await a.sb.from("projects").select("*").eq("id", theirProject)).data).toEqual([]);
    expect((await a.sb.from("portal_invoices").select("*").eq("id", theirInvoice)).data).toEqual([]);
    expect((await a.sb.from("invoice_items").select("*").eq("invoice_id", theirInvoice)).data).toEqual([]);
    expect((await a.sb.from("project_messages").select("*").eq("project_id", theirProject)).data).toEqual([]);
    expect((await a.sb.from("clients").select("*").eq("id", b.clientId)).data).toEqual([]);
    expect((await a.sb.from("clients").select("*").eq("id", a.clientId)).data).toEqual([]);
    const theirQuote = (await OWN_ROWS.quotes?.(b))?.[0] as string;
    expect((await a.sb.from("quotes_overview").select("*").eq("id", theirQuote)).data).toEqual([]);
    expect((await a.sb.from("quote_items").select("*").eq("quote_id", theirQuote)).data).toEqual([]);
  });

  it("sees its invoices' amounts: total, paid and balance due", async () => {
    const { data } = await a.sb.from("portal_invoices").select("id, total, amount_paid, balance_due, status");
    const truth = await sql<{ id: string; total: string; paid: string }>(
      stack,
      `select i.id, i.total::text, coalesce((select sum(amount) from public.payments p
          where p.invoice_id = i.id and p.status = 'completed'), 0)::text as paid
       from public.invoices_overview i where i.client_id = $1 and i.status <> 'draft'`,
      [a.clientId],
    );
    expect(data).toHaveLength(truth.length);
    for (const row of data ?? []) {
      const t = truth.find((x) => x.id === row.id);
      expect(Number(row.total)).toBe(Number(t?.total));
      expect(Number(row.amount_paid)).toBe(Number(t?.paid));
      const due = row.status === "cancelled" ? 0 : Math.max(Number(t?.total) - Number(t?.paid), 0);
      expect(Number(row.balance_due)).toBeCloseTo(due, 2);
    }
  });

  it("writes messages only on its own projects, stamped as the client, and each is in the activity log", async () => {
    const mine = (await OWN_ROWS.projects?.(a))?.[0] as string;
    const theirs = (await OWN_ROWS.projects?.(b))?.[0] as string;
    const refused = await a.sb.from("project_messages").insert({ project_id: theirs, body: "Psst" });
    expect(refused.error?.code).toBe("42501");
    const forged = await a.sb
      .from("project_messages")
      .insert({ project_id: mine, body: "I am staff", from_staff: true });
    expect(forged.error?.code).toBe("42501");
    const posted = await a.sb
      .from("project_messages")
      .insert({ project_id: mine, body: "  When is the next review?  " })
      .select("body, from_staff, author_email")
      .single();
    expect(posted.error).toBeNull();
    expect(posted.data).toEqual({
      body: "When is the next review?",
      from_staff: false,
      author_email: a.email,
    });
    const staff = await admin
      .from("project_messages")
      .insert({ project_id: mine, body: "Thursday at 10." })
      .select("from_staff")
      .single();
    expect(staff.data?.from_staff).toBe(true);
    const logged = await sql<{ to_status: string; detail: string }>(
      stack,
      `select to_status, detail from public.activity_log where subject_type = 'message' and subject_id = $1
       order by occurred_at`,
      [mine],
    );
    expect(logged.map((l) => [l.to_status, l.detail])).toEqual(
      expect.arrayContaining([
        ["from client", "When is the next review?"],
        ["from staff", "Thursday at 10."],
      ]),
    );
    // Nothing of a message changes or goes once written.
    await a.sb.from("project_messages").update({ body: "edited" }).eq("project_id", mine);
    await a.sb.from("project_messages").delete().eq("project_id", mine);
    const kept = await sql(
      stack,
      "select 1 from public.project_messages where project_id = $1 and body = 'edited'",
      [mine],
    );
    expect(kept).toEqual([]);
  });

  it("cannot link, revoke or change anything of the money or the projects", async () => {
    expect(
      (await a.sb.rpc("link_portal_member", { p_client_id: b.clientId, p_email: a.email })).error?.code,
    ).toBe("42501");
    expect((await a.sb.rpc("revoke_portal_member", { p_member_id: b.memberId })).error?.code).toBe("42501");
    const invoice = (await OWN_ROWS.invoices?.(a))?.[0] as string;
    const before = await sql(stack, "select status, notes from public.invoices where id = $1", [invoice]);
    await a.sb.from("invoices").update({ notes: "paid, honest" }).eq("id", invoice);
    await a.sb.from("projects").update({ progress: 100 }).eq("client_id", a.clientId);
    await a.sb.from("project_documents").update({ shared_with_client: true }).neq("id", invoice);
    expect(await sql(stack, "select status, notes from public.invoices where id = $1", [invoice])).toEqual(
      before,
    );
    expect(
      (
        await sql<{ n: number }>(
          stack,
          "select count(*)::int as n from public.project_documents where shared_with_client",
        )
      )[0]?.n,
    ).toBe(2);
  });

  it("a self-made account, with no link, reads no row of the portal tables", async () => {
    for (const name of Object.keys(OWN_ROWS)) {
      const { rows } = await readAll(stranger, name);
      const own = rows.filter((r) => !["profiles", "user_roles"].includes(name) || r.id !== strangerId);
      if (name === "user_roles") expect(rows.every((r) => r.user_id === strangerId)).toBe(true);
      else if (name === "profiles") expect(rows.map((r) => r.id)).toEqual([strangerId]);
      else expect(own, name).toEqual([]);
    }
    const account = await stranger.rpc("portal_account");
    expect(account.data).toEqual([]);
  });

  it("staff still read every row, and a staff account cannot be made a portal member", async () => {
    for (const table of ["projects", "invoices", "project_documents", "portal_members"]) {
      const res = await admin.from(table).select("*", { count: "exact", head: true });
      const truth = await sql<{ n: number }>(
        stack,
        `select count(*)::int as n from public.${table} ${["projects", "invoices"].includes(table) ? "where archived_at is null" : ""}`,
      );
      expect(res.count, table).toBe(truth[0]?.n);
    }
    const staff = await confirmedAdmin(stack);
    const refused = await admin.rpc("link_portal_member", { p_client_id: a.clientId, p_email: staff.email });
    expect(refused.error?.message).toBe("A staff account cannot be a portal member.");
    const twice = await admin.rpc("link_portal_member", { p_client_id: b.clientId, p_email: a.email });
    expect(twice.error?.message).toMatch(/already has access to the portal of/);
  });

  it("once revoked, the session reads nothing more of its client", async () => {
    expect((await a.sb.from("projects").select("id")).data?.length).toBeGreaterThan(0);
    const revoked = await admin.rpc("revoke_portal_member", { p_member_id: a.memberId });
    expect(revoked.error).toBeNull();
    for (const name of Object.keys(OWN_ROWS).filter((n) => !["profiles", "user_roles"].includes(n))) {
      const { rows } = await readAll(a.sb, name);
      // Its own (revoked) link stays readable to it; nothing of the client does.
      if (name === "portal_members") expect(rows.map((r) => r.revoked_at === null)).toEqual([false]);
      else expect(rows, name).toEqual([]);
    }
    const project = (await OWN_ROWS.projects?.(a))?.[0] as string;
    const posted = await a.sb.from("project_messages").insert({ project_id: project, body: "Still there?" });
    expect(posted.error?.code).toBe("42501");
    const logged = await sql<{ from_status: string; to_status: string }>(
      stack,
      "select from_status, to_status from public.activity_log where subject_type = 'portal access' and subject_id = $1 order by occurred_at",
      [a.memberId],
    );
    expect(logged).toEqual([
      { from_status: null, to_status: "invited" },
      { from_status: "invited", to_status: "revoked" },
    ]);
    // b is untouched.
    expect((await b.sb.from("projects").select("id")).data?.length).toBeGreaterThan(0);
  });
});
