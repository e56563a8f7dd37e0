import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIso } from "../../lib/admin/workspace/dates.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { INVOICE_TAX_RATE_PERCENT, WORKLOAD_MAX_HOURS, WORKSPACE_ENUMS } from "../workspace.ts";
import {
  client,
  confirmedAdmin,
  confirmedUser,
  createTestEnv,
  STACK_TIMEOUT,
  sql,
  type TestEnv,
} from "./helpers.ts";

const TABLES = [
  "clients",
  "services",
  "team_members",
  "team_achievements",
  "team_certifications",
  "projects",
  "project_assignments",
  "project_status_history",
  "project_milestones",
  "project_tasks",
  "project_documents",
  "project_notes",
  "project_time_entries",
  "invoices",
  "invoice_items",
  "payments",
  "expenses",
  "servers",
  "server_alerts",
  "server_services",
];

const VIEWS = [
  "projects_overview",
  "invoices_overview",
  "payments_overview",
  "expenses_overview",
  "clients_overview",
  "services_overview",
  "team_overview",
  "servers_overview",
  "clients_summary",
  "projects_summary",
  "services_summary",
  "team_summary",
  "finance_summary",
  "finance_monthly",
  "hosting_summary",
  "overview_summary",
  "recent_activity",
  "recurring_invoices_overview",
];

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;
let member: SupabaseClient;

async function count(table: string): Promise<number> {
  const rows = await sql<{ n: string }>(stack, `select count(*)::text as n from public.${table}`);
  return Number(rows[0]?.n);
}

/** A row of the sample data to aim writes at: id of the first row by id. */
async function anyId(table: string): Promise<string> {
  const rows = await sql<{ id: string }>(stack, `select id from public.${table} order by id limit 1`);
  if (!rows[0]) throw new Error(`${table} has no rows`);
  return rows[0].id;
}

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  const adminUser = await confirmedAdmin(stack);
  admin = adminUser.client;
  member = (await confirmedUser(stack)).client;
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

const MONEY_TABLES = ["invoices", "invoice_items", "payments", "expenses"];

/** Inserts `row` as the database owner; the error code it raised, or null. */
async function sqlInsertError(table: string, row: Record<string, unknown>): Promise<string | null> {
  const columns = Object.keys(row);
  try {
    await sql(
      stack,
      `insert into public.${table} (${columns.join(", ")}) select ${columns.join(", ")} from jsonb_populate_record(null::public.${table}, $1)`,
      [row],
    );
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? "unknown";
  }
}

describe("who sees the agency workspace", { timeout: 60_000 }, () => {
  it("the local seed fills every table with tens of rows", async () => {
    for (const table of TABLES) {
      expect(await count(table), table).toBeGreaterThanOrEqual(table === "services" ? 14 : 20);
    }
  });

  it("anonymous visitors read nothing from any table or view", async () => {
    const anon = client(stack);
    for (const name of [...TABLES, ...VIEWS]) {
      const res = await anon.from(name).select("*");
      expect(res.data ?? [], name).toEqual([]);
      expect(res.error?.code, name).toBe("42501");
    }
  });

  it("a signed-in user without the admin role reads no row of any table or view", async () => {
    for (const name of [...TABLES, ...VIEWS]) {
      const res = await member.from(name).select("*");
      expect(res.error, name).toBeNull();
      expect(res.data, name).toEqual([]);
    }
  });

  it("an admin reads every row of every table, and one row of each summary", async () => {
    for (const table of TABLES) {
      const res = await admin.from(table).select("*", { count: "exact", head: true });
      expect(res.error, table).toBeNull();
      expect(res.count, table).toBe(await count(table));
    }
    for (const view of VIEWS.filter((v) => v.endsWith("_summary"))) {
      const res = await admin.from(view).select("*");
      expect(res.error, view).toBeNull();
      expect(res.data, view).toHaveLength(1);
    }
  });

  it("anonymous visitors and non-admins can neither add, change nor delete rows", async () => {
    const clientId = await anyId("clients");
    const before = await sql(stack, "select name, notes from public.clients where id = $1", [clientId]);
    const newClient = {
      name: "Intruder",
      email: "intruder@example.com",
      company: "Intruder LLC",
      industry: "Other",
    };
    const anon = client(stack);
    expect((await anon.from("clients").insert(newClient)).error?.code).toBe("42501");
    expect((await member.from("clients").insert(newClient)).error?.code).toBe("42501");
    for (const sb of [anon, member]) {
      await sb.from("clients").update({ name: "Changed" }).eq("id", clientId);
      await sb.from("clients").delete().eq("id", clientId);
      await sb.from("server_alerts").update({ resolved: true }).neq("id", clientId);
    }
    expect(await sql(stack, "select name, notes from public.clients where id = $1", [clientId])).toEqual(
      before,
    );
    expect(await sql(stack, "select id from public.clients where email = 'intruder@example.com'")).toEqual(
      [],
    );
    const unresolved = await sql(stack, "select 1 from public.server_alerts where not resolved");
    expect(unresolved.length).toBeGreaterThan(0);
  });

  it("on every table, anonymous visitors and non-admins insert nothing and delete nothing", async () => {
    const before = await Promise.all(TABLES.map(count));
    for (const sb of [client(stack), member]) {
      for (const table of TABLES) {
        const insert = await sb.from(table).insert({});
        expect(insert.error?.code, table).toBe("42501");
        const key = table === "project_assignments" ? "project_id" : "id";
        const removed = await sb.from(table).delete().not(key, "is", null).select();
        expect(removed.data ?? [], table).toEqual([]);
      }
    }
    expect(await Promise.all(TABLES.map(count))).toEqual(before);
  });

  it("create_invoice is refused to anonymous visitors and non-admins", async () => {
    const clientId = await anyId("clients");
    const args = {
      invoice: { client_id: clientId, due_date: "2099-01-01" },
      items: [{ description: "Work", quantity: 1, unit_price: 100 }],
    };
    const before = await count("invoices");
    expect((await client(stack).rpc("create_invoice", args)).error?.code).toBe("42501");
    expect((await member.rpc("create_invoice", args)).error?.code).toBe("42501");
    expect(await count("invoices")).toBe(before);
  });

  it("an admin adds, changes and deletes rows", async () => {
    const created = await admin
      .from("clients")
      .insert({
        name: "Ada Park",
        email: "ada@parkbakery.com",
        company: "Park Bakery",
        industry: "E-commerce",
      })
      .select("id, status")
      .single();
    expect(created.error).toBeNull();
    expect(created.data?.status).toBe("prospect");
    const id = created.data?.id as string;
    const updated = await admin
      .from("clients")
      .update({ status: "active", version: 1 })
      .eq("id", id)
      .select("status");
    expect(updated.data).toEqual([{ status: "active" }]);
    expect((await admin.from("clients").delete().eq("id", id)).error).toBeNull();
    expect(await sql(stack, "select 1 from public.clients where id = $1", [id])).toEqual([]);
  });

  it("an admin's create_invoice numbers the invoice, stores its items and defaults the tax rate", async () => {
    const project = (
      await sql<{ id: string; client_id: string }>(
        stack,
        "select id, client_id from public.projects order by id limit 1",
      )
    )[0];
    const year = new Date().getFullYear();
    const last = await sql<{ n: number }>(
      stack,
      `select coalesce(max(substr(invoice_number, 10, 3)::int), 0) as n from public.invoices
       where invoice_number like $1`,
      [`INV-${year}-%`],
    );
    const res = await admin.rpc("create_invoice", {
      invoice: {
        client_id: project?.client_id,
        project_id: project?.id,
        issue_date: `${year}-06-01`,
        due_date: `${year}-07-01`,
        status: "sent",
      },
      items: [
        { description: "Design sprint", quantity: 2, unit_price: 1250.5 },
        { description: "Hosting setup", quantity: 1, unit_price: 99.99 },
      ],
    });
    expect(res.error).toBeNull();
    const invoice = await admin.from("invoices_overview").select("*").eq("id", res.data).single();
    expect(invoice.data).toMatchObject({
      invoice_number: `INV-${year}-${String((last[0]?.n ?? 0) + 1).padStart(3, "0")}`,
      status: "sent",
      tax_rate: INVOICE_TAX_RATE_PERCENT,
      subtotal: 2600.99,
      tax_amount: 221.08,
      total: 2822.07,
      item_count: 2,
    });
    const empty = await admin.rpc("create_invoice", {
      invoice: { client_id: project?.client_id, due_date: `${year}-07-01` },
      items: [],
    });
    expect(empty.error?.code).toBe("23514");
  });
});

describe("the database keeps the workspace consistent", { timeout: 60_000 }, () => {
  it("each enum has exactly the values of supabase/workspace.ts", async () => {
    const rows = await sql<{ typname: string; labels: string[] }>(
      stack,
      `select t.typname, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid
       where t.typnamespace = 'public'::regnamespace group by t.typname`,
    );
    const byName = Object.fromEntries(rows.map((r) => [r.typname, r.labels]));
    for (const [name, values] of Object.entries(WORKSPACE_ENUMS)) {
      expect(byName[name], name).toEqual([...values]);
    }
    const defaults = await sql<{ table_name: string; column_default: string }>(
      stack,
      `select table_name, column_default from information_schema.columns
       where table_schema = 'public' and ((table_name = 'invoices' and column_name = 'tax_rate')
         or (table_name = 'team_members' and column_name = 'max_hours')) order by table_name`,
    );
    expect(defaults.map((d) => Number.parseFloat(d.column_default))).toEqual([
      INVOICE_TAX_RATE_PERCENT,
      WORKLOAD_MAX_HOURS,
    ]);
  });

  it("every workspace table has row level security and every view runs as its caller", async () => {
    const tables = await sql<{ relname: string; relrowsecurity: boolean }>(
      stack,
      "select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relname = any($1)",
      [TABLES],
    );
    expect(tables).toHaveLength(TABLES.length);
    expect(tables.filter((t) => !t.relrowsecurity)).toEqual([]);
    const views = await sql<{ relname: string; reloptions: string[] | null }>(
      stack,
      "select relname, reloptions from pg_class where relnamespace = 'public'::regnamespace and relkind = 'v'",
    );
    // lead_inbox is the staff inbox's list over the lead tables and lead_links what each lead became;
    // portal_projects and portal_invoices are the client portal's, quotes_overview is staff's and the
    // portal's (their own tests cover who reads them).
    expect(views.map((v) => v.relname).sort()).toEqual(
      [...VIEWS, "lead_inbox", "lead_links", "portal_invoices", "portal_projects", "quotes_overview"].sort(),
    );
    for (const view of views) expect(view.reloptions, view.relname).toContain("security_invoker=true");
  });

  it("every policy asks has_role once per statement, never once per row", async () => {
    const policies = await sql<{ name: string; expression: string }>(
      stack,
      `select tablename || ': ' || policyname as name, expression
         from pg_policies, unnest(array[qual, with_check]) as expression
        where schemaname = 'public' and expression like '%has_role%'`,
    );
    expect(policies.length).toBeGreaterThanOrEqual(TABLES.length * 2);
    // A call in a scalar subquery is an InitPlan, run once; a bare call runs for every row checked.
    const perRow = policies.filter((p) => !/^\( SELECT has_role\(.*\) AS has_role\)$/.test(p.expression));
    expect(perRow).toEqual([]);
  });

  it("refuses rows that break a bound, a pattern, a status rule or a relation", async () => {
    const [clientA, clientB] = await sql<{ id: string }>(
      stack,
      "select id from public.clients order by id limit 2",
    );
    const projectOfA = (
      await sql<{ id: string }>(stack, "select id from public.projects where client_id <> $1 limit 1", [
        clientA?.id,
      ])
    )[0];
    const service = await anyId("services");
    const server = await anyId("servers");
    const invoice = await anyId("invoices");
    const today = todayIso();
    const year = today.slice(0, 4);
    const project = {
      name: "Bounds",
      client_id: clientA?.id,
      service_id: service,
      start_date: today,
      deadline: today,
      budget: 1000,
    };
    const okInvoice = {
      invoice_number: `INV-${year}-999`,
      client_id: clientB?.id,
      issue_date: today,
      due_date: today,
    };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["projects", { ...project, progress: 101 }, "23514"],
      ["projects", { ...project, budget: -1 }, "23514"],
      ["projects", { ...project, deadline: "2000-01-01" }, "23514"],
      ["projects", { ...project, client_rating: 5 }, "23514"],
      ["projects", { ...project, priority: "urgent" }, "22P02"],
      ["projects", { ...project, client_id: "00000000-0000-0000-0000-000000000000" }, "23503"],
      ["invoices", { ...okInvoice, invoice_number: "INV-26-1" }, "23514"],
      ["invoices", { ...okInvoice, invoice_number: "INV-1999-001" }, "23514"],
      ["invoices", { ...okInvoice, status: "paid" }, "23514"],
      ["invoices", { ...okInvoice, due_date: "2000-01-01" }, "23514"],
      ["invoices", { ...okInvoice, currency: "EUR" }, "23514"],
      // The project belongs to another client than the invoice.
      ["invoices", { ...okInvoice, project_id: projectOfA?.id }, "23503"],
      [
        "invoice_items",
        { invoice_id: invoice, position: 99, description: "x", quantity: 0, unit_price: 1 },
        "23514",
      ],
      [
        "payments",
        {
          invoice_id: invoice,
          amount: 10,
          payment_date: today,
          payment_method: "ach",
          transaction_id: "TXN-1-2026",
        },
        "23514",
      ],
      [
        "payments",
        {
          invoice_id: invoice,
          amount: -5,
          payment_date: today,
          payment_method: "ach",
          transaction_id: `TXN-998-${year}`,
        },
        "23514",
      ],
      [
        "expenses",
        { description: "x", amount: 5, category: "office", date: today, status: "approved" },
        "23514",
      ],
      [
        "servers",
        {
          name: "bad",
          type: "vps",
          provider: "AWS",
          location: "Dallas",
          ip_address: "10.0.0.1",
          monthly_cost: 5,
          security_score: 50,
          performance_score: 50,
          cpu_usage: 120,
        },
        "23514",
      ],
      [
        "servers",
        {
          name: "bad",
          type: "vps",
          provider: "AWS",
          location: "Dallas",
          ip_address: "not-an-ip",
          monthly_cost: 5,
          security_score: 50,
          performance_score: 50,
        },
        "22P02",
      ],
      ["server_services", { server_id: server, name: "x", type: "web", port: 70000, version: "1" }, "23514"],
      [
        "team_members",
        {
          name: "X",
          email: "x@example.com",
          position: "Dev",
          department: "engineering",
          role: "developer",
          hourly_rate: 10,
          performance_rating: 5.5,
        },
        "23514",
      ],
      ["clients", { name: "X", email: "not-an-email", company: "X", industry: "Other" }, "23514"],
    ];
    for (const [table, row, code] of cases) {
      const label = `${table} ${JSON.stringify(row).slice(0, 120)}`;
      if (MONEY_TABLES.includes(table)) {
        // Staff write money only through its functions; the table's own checks hold for any writer.
        expect((await admin.from(table).insert(row)).error?.code, label).toBe("42501");
        expect(await sqlInsertError(table, row), label).toBe(code);
      } else {
        const res = await admin.from(table).insert(row);
        expect(res.error?.code, label).toBe(code);
      }
    }
    expect(await sqlInsertError("invoices", okInvoice)).toBeNull();
    await sql(stack, "delete from public.invoices where invoice_number = $1", [okInvoice.invoice_number]);
  });

  it("a project status change is recorded with the state it left", async () => {
    const project = (
      await sql<{ id: string; name: string; version: number }>(
        stack,
        "select id, name, version from public.projects where status = 'quoted' limit 1",
      )
    )[0];
    const res = await admin
      .from("projects")
      .update({ status: "approved", version: project?.version })
      .eq("id", project?.id);
    expect(res.error).toBeNull();
    const history = await sql(
      stack,
      "select from_status, to_status from public.project_status_history where project_id = $1 order by changed_at desc limit 1",
      [project?.id],
    );
    expect(history).toEqual([{ from_status: "quoted", to_status: "approved" }]);
    const recent = await admin
      .from("recent_activity")
      .select("kind, detail")
      .order("occurred_at", { ascending: false })
      .limit(1);
    expect(recent.data?.[0]?.kind).toBe("status-change");
    // Told once, from the activity log, with who made the change.
    expect(recent.data?.[0]?.detail).toMatch(/quoted → approved · by \S+@\S+$/);
    const told = await admin
      .from("recent_activity")
      .select("id")
      .like("detail", `${project?.name}: quoted → approved%`);
    expect(told.data).toHaveLength(1);
  });
});
