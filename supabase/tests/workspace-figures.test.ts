// Every summary figure of the dashboard, recomputed here in TypeScript from the raw rows (read as the
// database owner) and compared with what an admin reads from the views. A view that counts or sums
// the wrong rows fails here. Money is compared in whole cents, rounding half away from zero like
// PostgreSQL's round().
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../lib/admin/workspace/dates.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import {
  ACTIVE_PROJECT_STATUSES,
  INVOICE_NUMBER_PATTERN,
  INVOICE_TAX_RATE_PERCENT,
  TRANSACTION_ID_PATTERN,
} from "../workspace.ts";
import { confirmedAdmin, createTestEnv, STACK_TIMEOUT, sql, type TestEnv } from "./helpers.ts";

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;

type Row = Record<string, string | null>;
let raw: Record<string, Row[]>;
let today: string;

/** n / d rounded half away from zero, in integers. */
function roundDiv(n: number, d: number): number {
  const sign = Math.sign(n) * Math.sign(d);
  const a = Math.abs(n);
  const b = Math.abs(d);
  return sign * Math.floor((2 * a + b) / (2 * b));
}
const cents = (v: unknown) => Math.round(Number(v) * 100);
const tenths = (v: unknown) => Math.round(Number(v) * 10);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** The mean of integers, rounded to an integer (the unit being cents, tenths...), null for none. */
function mean(values: number[]): number | null {
  return values.length === 0 ? null : roundDiv(sum(values), values.length);
}
/** Percentage part / whole to 1 decimal, in tenths of a percent; null when whole is 0. */
function percentTenths(part: number, whole: number): number | null {
  return whole === 0 ? null : roundDiv(part * 1000, whole);
}

async function one<T = Record<string, unknown>>(view: string): Promise<T> {
  const res = await admin.from(view).select("*").single();
  if (res.error) throw res.error;
  return res.data as T;
}

async function all(view: string): Promise<Record<string, unknown>[]> {
  const res = await admin.from(view).select("*");
  if (res.error) throw res.error;
  return res.data ?? [];
}

const RAW: Record<string, string> = {
  clients: "select id, status from public.clients",
  services: "select id, status from public.services",
  team: "select id, status, performance_rating::text, max_hours::text from public.team_members",
  projects:
    "select id, client_id, service_id, status, budget::text, client_rating::text, team_lead_id from public.projects",
  assignments: "select project_id, team_member_id from public.project_assignments",
  history: "select from_status from public.project_status_history",
  tasks: "select assignee_id, status, due_date::text from public.project_tasks",
  time: "select project_id, team_member_id, hours::text, date::text, billable::text from public.project_time_entries",
  projectExpenses:
    "select project_id, amount::text from public.expenses where project_id is not null and status = 'approved'",
  credits: "select invoice_id, amount::text from public.invoice_credits",
  members: "select id, hourly_rate::text from public.team_members",
  invoices:
    "select id, invoice_number, client_id, project_id, status, issue_date::text, due_date::text, paid_date::text, tax_rate::text from public.invoices",
  items: "select invoice_id, quantity::text, unit_price::text, total::text from public.invoice_items",
  payments:
    "select invoice_id, amount::text, payment_date::text, status, transaction_id from public.payments",
  expenses: "select amount::text, status, date::text from public.expenses",
  servers:
    "select status, domain, ssl_status, bandwidth_usage::text, uptime::text, monthly_cost::text, security_score::text from public.servers",
  alerts: "select resolved::text from public.server_alerts",
  leads: `select created_at > now() - interval '30 days' as recent from public.project_evaluations
          union all select created_at > now() - interval '30 days' from public.contact_submissions`,
};

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  const user = await confirmedAdmin(stack);
  admin = user.client;
  raw = {};
  for (const [name, text] of Object.entries(RAW)) raw[name] = await sql<Row>(stack, text);
  today = (await sql<{ d: string }>(stack, "select public.agency_today()::text as d"))[0]?.d ?? "";
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

const rows = (name: string) => raw[name] ?? [];

/** Each invoice's subtotal, tax and total in cents, from its line items. */
function invoiceTotals() {
  const totals = new Map<string, { subtotal: number; tax: number; total: number }>();
  for (const invoice of rows("invoices")) {
    const items = rows("items").filter((i) => i.invoice_id === invoice.id);
    const subtotal = sum(items.map((i) => roundDiv(cents(i.quantity) * cents(i.unit_price), 100)));
    const tax = roundDiv(subtotal * cents(invoice.tax_rate), 10000);
    totals.set(invoice.id as string, { subtotal, tax, total: subtotal + tax });
  }
  return totals;
}
const totalOf = (id: unknown) => invoiceTotals().get(id as string)?.total ?? Number.NaN;
const creditedOf = (id: unknown) =>
  sum(
    rows("credits")
      .filter((c) => c.invoice_id === id)
      .map((c) => cents(c.amount)),
  );
/** What a paid invoice brought in: its total less the balance written off. */
const revenueOf = (id: unknown) => totalOf(id) - creditedOf(id);
/** What the client still owes: the total less completed payments and credit notes. */
const balanceOf = (id: unknown) =>
  totalOf(id) -
  creditedOf(id) -
  sum(
    rows("payments")
      .filter((p) => p.invoice_id === id && p.status === "completed")
      .map((p) => cents(p.amount)),
  );
const paidInvoices = () => rows("invoices").filter((i) => i.status === "paid");
const isActive = (status: unknown) => (ACTIVE_PROJECT_STATUSES as readonly unknown[]).includes(status);

describe("sample data", { timeout: 30_000 }, () => {
  it("invoices are numbered INV-YYYY-NNN by issue year, taxed at 8.5%, and their items add up", async () => {
    const numbers = rows("invoices").map((i) => i.invoice_number as string);
    expect(numbers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const invoice of rows("invoices")) {
      expect(invoice.invoice_number).toMatch(INVOICE_NUMBER_PATTERN);
      expect(invoice.invoice_number?.slice(4, 8)).toBe(invoice.issue_date?.slice(0, 4));
      expect(Number(invoice.tax_rate)).toBe(INVOICE_TAX_RATE_PERCENT);
      const items = rows("items").filter((i) => i.invoice_id === invoice.id);
      expect(items.length, invoice.invoice_number as string).toBeGreaterThan(0);
      for (const item of items) {
        expect(cents(item.total)).toBe(roundDiv(cents(item.quantity) * cents(item.unit_price), 100));
      }
    }
    const fromView = await all("invoices_overview");
    const totals = invoiceTotals();
    expect(fromView).toHaveLength(totals.size);
    for (const invoice of fromView) {
      const expected = totals.get(invoice.id as string);
      expect(cents(invoice.subtotal), invoice.invoice_number as string).toBe(expected?.subtotal);
      expect(cents(invoice.tax_amount), invoice.invoice_number as string).toBe(expected?.tax);
      expect(cents(invoice.total), invoice.invoice_number as string).toBe(expected?.total);
      expect(invoice.amount).toBe(invoice.total);
      expect(cents(invoice.tax_amount)).toBe(roundDiv(cents(invoice.subtotal) * 85, 1000));
    }
  });

  it("every paid invoice has one completed payment for its total, with a TXN-NNN-YYYY id", () => {
    for (const invoice of paidInvoices()) {
      const payments = rows("payments").filter(
        (p) => p.invoice_id === invoice.id && p.status === "completed",
      );
      expect(payments, invoice.invoice_number as string).toHaveLength(1);
      expect(cents(payments[0]?.amount)).toBe(totalOf(invoice.id));
      expect(payments[0]?.payment_date).toBe(invoice.paid_date);
    }
    for (const payment of rows("payments")) {
      expect(payment.transaction_id).toMatch(TRANSACTION_ID_PATTERN);
      expect(payment.transaction_id?.slice(-4)).toBe(payment.payment_date?.slice(0, 4));
    }
  });

  it("is dated around today: recent payments, work due ahead, nothing in the future that has happened", () => {
    expect(paidInvoices().some((i) => (i.paid_date as string) > addDays(today, -30))).toBe(true);
    expect(rows("tasks").some((t) => t.status !== "completed" && (t.due_date as string) >= today)).toBe(true);
    expect(rows("time").some((t) => t.date === today || (t.date as string) > addDays(today, -7))).toBe(true);
    for (const invoice of rows("invoices")) expect((invoice.issue_date as string) <= today).toBe(true);
    for (const payment of rows("payments")) expect((payment.payment_date as string) <= today).toBe(true);
    for (const expense of rows("expenses")) expect((expense.date as string) <= today).toBe(true);
  });
});

describe("summary figures equal counts and sums made from the rows", { timeout: 30_000 }, () => {
  it("finance: revenue and growth, net profit and margin, outstanding and overdue, cash flow", async () => {
    const f = await one<Record<string, number | null>>("finance_summary");
    const monthStart = addDays(today, -29);
    const previousStart = addDays(today, -59);
    const revenue = sum(paidInvoices().map((i) => revenueOf(i.id)));
    const approved = rows("expenses").filter((e) => e.status === "approved");
    const expenses = sum(approved.map((e) => cents(e.amount)));
    const open = rows("invoices").filter((i) => i.status === "sent" || i.status === "overdue");
    const overdue = rows("invoices").filter(
      (i) => i.status === "overdue" || (i.status === "sent" && (i.due_date as string) < today),
    );
    const paidBetween = (from: string, to: string) =>
      sum(
        paidInvoices()
          .filter((i) => (i.paid_date as string) >= from && (i.paid_date as string) <= to)
          .map((i) => revenueOf(i.id)),
      );
    const monthly = paidBetween(monthStart, today);
    const previous = paidBetween(previousStart, addDays(monthStart, -1));
    const monthlyExpenses = sum(
      approved.filter((e) => (e.date as string) >= monthStart).map((e) => cents(e.amount)),
    );
    const received = sum(
      rows("payments")
        .filter((p) => p.status === "completed" && (p.payment_date as string) >= monthStart)
        .map((p) => cents(p.amount)),
    );
    expect(cents(f.total_revenue)).toBe(revenue);
    expect(cents(f.total_expenses)).toBe(expenses);
    expect(cents(f.net_profit)).toBe(revenue - expenses);
    expect(f.profit_margin === null ? null : tenths(f.profit_margin)).toBe(
      percentTenths(revenue - expenses, revenue),
    );
    expect(cents(f.outstanding_invoices)).toBe(sum(open.map((i) => balanceOf(i.id))));
    expect(f.outstanding_count).toBe(open.length);
    expect(cents(f.overdue_amount)).toBe(sum(overdue.map((i) => balanceOf(i.id))));
    expect(f.overdue_count).toBe(overdue.length);
    expect(cents(f.monthly_revenue)).toBe(monthly);
    expect(cents(f.monthly_expenses)).toBe(monthlyExpenses);
    expect(f.growth_rate === null ? null : tenths(f.growth_rate)).toBe(
      percentTenths(monthly - previous, previous),
    );
    expect(cents(f.cash_flow)).toBe(received - monthlyExpenses);
    // The sample data makes each figure meaningful, not zero.
    expect(overdue.length).toBeGreaterThan(0);
    expect(monthly).toBeGreaterThan(0);
  });

  it("finance by month: paid revenue and approved expenses of each of the last 12 months", async () => {
    const months = await admin.from("finance_monthly").select("*").order("month");
    expect(months.data).toHaveLength(12);
    for (const m of months.data ?? []) {
      const month = String(m.month).slice(0, 7);
      expect(cents(m.revenue), month).toBe(
        sum(
          paidInvoices()
            .filter((i) => i.paid_date?.startsWith(month))
            .map((i) => revenueOf(i.id)),
        ),
      );
      expect(cents(m.expenses), month).toBe(
        sum(
          rows("expenses")
            .filter((e) => e.status === "approved" && e.date?.startsWith(month))
            .map((e) => cents(e.amount)),
        ),
      );
    }
    expect(String(months.data?.at(-1)?.month).slice(0, 7)).toBe(today.slice(0, 7));
  });

  it("hosting: servers and online count, average uptime, security score /100, monthly cost", async () => {
    const h = await one<Record<string, number>>("hosting_summary");
    const servers = rows("servers");
    expect(h.total_servers).toBe(servers.length);
    expect(h.online_servers).toBe(servers.filter((s) => s.status === "online").length);
    expect(h.total_domains).toBe(new Set(servers.map((s) => s.domain).filter(Boolean)).size);
    expect(h.active_ssl_certificates).toBe(servers.filter((s) => s.ssl_status === "active").length);
    const uptimes = servers.map((s) => Math.round(Number(s.uptime) * 1000));
    expect(cents(h.average_uptime)).toBe(roundDiv(sum(uptimes), servers.length * 10));
    expect(h.security_score).toBe(mean(servers.map((s) => Number(s.security_score))));
    expect(tenths(h.total_bandwidth_used)).toBe(
      roundDiv(sum(servers.map((s) => cents(s.bandwidth_usage))), servers.length * 10),
    );
    expect(cents(h.total_monthly_cost)).toBe(sum(servers.map((s) => cents(s.monthly_cost))));
    expect(h.online_servers).toBeLessThan(Number(h.total_servers));
  });

  it("services: totals, active, revenue paid on their projects, average rating to 1 decimal", async () => {
    const s = await one<Record<string, number>>("services_summary");
    const perService = rows("services").map((service) => {
      const projects = rows("projects").filter((p) => p.service_id === service.id);
      const ids = new Set(projects.map((p) => p.id));
      const ratings = projects.filter((p) => p.client_rating !== null).map((p) => tenths(p.client_rating));
      const decided = projects.filter((p) => p.status === "completed" || p.status === "cancelled");
      return {
        id: service.id,
        total: projects.length,
        revenue: sum(
          paidInvoices()
            .filter((i) => ids.has(i.project_id))
            .map((i) => revenueOf(i.id)),
        ),
        rating: mean(ratings),
        completion: percentTenths(decided.filter((p) => p.status === "completed").length, decided.length),
      };
    });
    expect(s.total_services).toBe(rows("services").length);
    expect(s.active_services).toBe(rows("services").filter((x) => x.status === "active").length);
    expect(cents(s.total_revenue)).toBe(sum(perService.map((x) => x.revenue)));
    expect(tenths(s.avg_rating)).toBe(mean(perService.flatMap((x) => (x.rating === null ? [] : [x.rating]))));
    for (const view of await all("services_overview")) {
      const expected = perService.find((x) => x.id === view.id);
      expect(view.total_projects).toBe(expected?.total);
      expect(cents(view.total_revenue)).toBe(expected?.revenue);
      expect(view.average_rating === null ? null : tenths(view.average_rating)).toBe(expected?.rating);
      expect(view.completion_rate === null ? null : tenths(view.completion_rate)).toBe(expected?.completion);
    }
  });

  it("team: total, active members, average performance to 1 decimal, projects counted once", async () => {
    const t = await one<Record<string, number>>("team_summary");
    const team = rows("team");
    const staffed = new Set([
      ...rows("projects")
        .filter((p) => p.team_lead_id)
        .map((p) => p.id),
      ...rows("assignments").map((a) => a.project_id),
    ]);
    expect(t.total_team).toBe(team.length);
    expect(t.active_members).toBe(team.filter((m) => m.status === "active").length);
    expect(tenths(t.avg_performance)).toBe(mean(team.map((m) => tenths(m.performance_rating))));
    expect(t.total_projects).toBe(staffed.size);
  });

  it("team members: projects, completed projects and the workload of the last 7 days", async () => {
    const weekStart = addDays(today, -6);
    const twoWeeks = addDays(today, 14);
    for (const m of await all("team_overview")) {
      const projects = rows("projects").filter(
        (p) =>
          p.team_lead_id === m.id ||
          rows("assignments").some((a) => a.project_id === p.id && a.team_member_id === m.id),
      );
      const hours = sum(
        rows("time")
          .filter(
            (e) =>
              e.team_member_id === m.id && (e.date as string) >= weekStart && (e.date as string) <= today,
          )
          .map((e) => cents(e.hours)),
      );
      const open = rows("tasks").filter(
        (t) => t.assignee_id === m.id && t.status !== "completed" && t.due_date,
      );
      expect(m.projects_count, m.name as string).toBe(projects.length);
      expect(m.completed_projects).toBe(projects.filter((p) => p.status === "completed").length);
      expect(m.current_projects).toHaveLength(projects.filter((p) => isActive(p.status)).length);
      expect(cents(m.current_hours)).toBe(hours);
      expect(tenths(m.utilization_rate)).toBe(roundDiv(hours * 10, Number(m.max_hours)));
      expect(m.overdue_tasks).toBe(open.filter((t) => (t.due_date as string) < today).length);
      expect(m.upcoming_deadlines).toBe(
        open.filter((t) => (t.due_date as string) >= today && (t.due_date as string) <= twoWeeks).length,
      );
    }
  });

  it("clients: the four cards and each client's revenue, active, completed and average project value", async () => {
    const c = await one<Record<string, number>>("clients_summary");
    const live = rows("projects").filter((p) => p.status !== "cancelled");
    expect(c.total_clients).toBe(rows("clients").length);
    expect(c.active_clients).toBe(rows("clients").filter((x) => x.status === "active").length);
    expect(cents(c.total_revenue)).toBe(sum(paidInvoices().map((i) => revenueOf(i.id))));
    expect(cents(c.average_project_value)).toBe(mean(live.map((p) => cents(p.budget))));
    for (const view of await all("clients_overview")) {
      const projects = rows("projects").filter((p) => p.client_id === view.id);
      expect(cents(view.total_revenue)).toBe(
        sum(
          paidInvoices()
            .filter((i) => i.client_id === view.id)
            .map((i) => revenueOf(i.id)),
        ),
      );
      expect(view.active_projects).toBe(projects.filter((p) => isActive(p.status)).length);
      expect(view.completed_projects).toBe(projects.filter((p) => p.status === "completed").length);
      const values = projects.filter((p) => p.status !== "cancelled").map((p) => cents(p.budget));
      expect(view.average_project_value === null ? null : cents(view.average_project_value)).toBe(
        mean(values),
      );
    }
  });

  it("projects: totals and each project's actual cost from hours and expenses", async () => {
    const p = await one<Record<string, number>>("projects_summary");
    const projects = rows("projects");
    expect(p.total_projects).toBe(projects.length);
    expect(p.active_projects).toBe(projects.filter((x) => isActive(x.status)).length);
    expect(p.completed_projects).toBe(projects.filter((x) => x.status === "completed").length);
    const rate = new Map(rows("members").map((m) => [m.id, cents(m.hourly_rate)]));
    for (const view of await all("projects_overview")) {
      const labour = sum(
        rows("time")
          .filter((e) => e.project_id === view.id)
          .map((e) => roundDiv(cents(e.hours) * (rate.get(e.team_member_id ?? "") ?? 0), 100)),
      );
      const spent = sum(
        rows("projectExpenses")
          .filter((e) => e.project_id === view.id)
          .map((e) => cents(e.amount)),
      );
      expect(cents(view.actual_cost), view.name as string).toBe(labour + spent);
    }
  });

  it("overview: the six stat cards and a feed of real events", async () => {
    const o = await one<Record<string, number>>("overview_summary");
    expect(cents(o.total_revenue)).toBe(sum(paidInvoices().map((i) => revenueOf(i.id))));
    expect(o.active_projects).toBe(rows("projects").filter((p) => isActive(p.status)).length);
    expect(o.active_clients).toBe(rows("clients").filter((x) => x.status === "active").length);
    expect(o.active_team_members).toBe(rows("team").filter((m) => m.status === "active").length);
    expect(o.new_leads).toBe(rows("leads").filter((l) => String(l.recent) === "true").length);
    expect(o.online_servers).toBe(rows("servers").filter((s) => s.status === "online").length);
    const events = await admin.from("recent_activity").select("kind", { count: "exact", head: true });
    expect(events.count).toBe(
      rows("leads").length +
        rows("history").filter((h) => h.from_status !== null).length +
        paidInvoices().length +
        rows("alerts").length,
    );
    const newest = await admin.from("recent_activity").select("kind, occurred_at").order("occurred_at", {
      ascending: false,
    });
    expect(new Set(newest.data?.map((e) => e.kind))).toEqual(
      new Set(["lead", "status-change", "invoice-paid", "alert"]),
    );
  });
});
