// The dashboard's data access module (lib/admin) against the real stack, as an admin's own session.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientsSummary, getClientDetail, listClients } from "../../components/admin/clients/queries.ts";
import { expenseSchema } from "../../components/admin/finance/expense-schema.ts";
import { invoiceSchema } from "../../components/admin/finance/invoice-schema.ts";
import {
  createExpense,
  createInvoice,
  financeByMonth,
  financeSummary,
  getInvoiceDetail,
  listExpenses,
  listInvoices,
  listPayments,
} from "../../components/admin/finance/queries.ts";
import {
  createServer,
  getServerDetail,
  hostingSummary,
  listServers,
} from "../../components/admin/hosting/queries.ts";
import { serverSchema } from "../../components/admin/hosting/schema.ts";
import {
  overviewSummary,
  recentActivity,
  SERVICES_SHOWN,
  servicePerformance,
} from "../../components/admin/overview/queries.ts";
import {
  createProject,
  getProjectDetail,
  listProjects,
  projectsSummary,
} from "../../components/admin/projects/queries.ts";
import { projectSchema } from "../../components/admin/projects/schema.ts";
import {
  addServiceListItem,
  createService,
  getService,
  listServices,
  servicesSummary,
  updateService,
} from "../../components/admin/services/queries.ts";
import { serviceSchema } from "../../components/admin/services/schema.ts";
import {
  createTeamMember,
  getTeamMemberDetail,
  listTeam,
  teamSummary,
} from "../../components/admin/team/queries.ts";
import { teamMemberSchema } from "../../components/admin/team/schema.ts";
import type { Read } from "../../lib/admin/query.ts";
import type { LocalStack } from "../../local/supabase/stack.ts";
import { confirmedAdmin, confirmedUser, createTestEnv, STACK_TIMEOUT, sql, type TestEnv } from "./helpers.ts";

let env: TestEnv;
let stack: LocalStack;
let admin: SupabaseClient;
let member: SupabaseClient;

function ok<T>(result: Read<T>): T {
  expect(result.failed).toBe(false);
  if (result.failed) throw new Error("read failed");
  return result.data;
}

/** A record read that must have found its record. */
function found<T>(result: Read<T | null>): T {
  const data = ok(result);
  if (data === null) throw new Error("record not found");
  return data;
}

beforeAll(async () => {
  env = await createTestEnv();
  stack = await env.start();
  const user = await confirmedAdmin(stack);
  admin = user.client;
  member = (await confirmedUser(stack)).client;
}, STACK_TIMEOUT);

afterAll(async () => {
  await env?.cleanup();
}, STACK_TIMEOUT);

describe("lib/admin reads", { timeout: 30_000 }, () => {
  it("search is a case-insensitive substring over the tab's fields", async () => {
    const all = ok(await listServices(admin));
    const found = ok(await listServices(admin, { search: "CLOUD" }));
    const expected = all.filter((s) => `${s.name}\n${s.description}`.toLowerCase().includes("cloud"));
    expect(found.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);

    const byClient = ok(await listInvoices(admin, { search: "dental" }));
    expect(byClient.length).toBeGreaterThan(0);
    expect(byClient.every((i) => i.client_name.toLowerCase().includes("dental"))).toBe(true);
    const byNumber = ok(await listInvoices(admin, { search: byClient[0]?.invoice_number.slice(-7) }));
    expect(byNumber.map((i) => i.invoice_number)).toContain(byClient[0]?.invoice_number);

    const team = ok(await listTeam(admin, { search: "DEVELOPER" }));
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((m) => `${m.name} ${m.position} ${m.email}`.toLowerCase().includes("developer"))).toBe(
      true,
    );

    const servers = ok(await listServers(admin, { search: "cardinalconsulting.com" }));
    expect(servers.length).toBeGreaterThan(0);
    expect(servers.every((s) => s.domain?.endsWith("cardinalconsulting.com"))).toBe(true);
  });

  it("takes LIKE wildcards, quotes, commas and parentheses in a term literally", async () => {
    const all = ok(await listServices(admin));
    const literal = (term: string) =>
      all.filter((s) => `${s.name}\n${s.description}`.toLowerCase().includes(term)).map((s) => s.id);
    // "99.9% uptime" is in one description: % matches that one, not everything.
    expect(literal("%")).toHaveLength(1);
    for (const term of ["%", "_", '"', "a,b", "(x)", "\\", "9%"]) {
      const result = await listServices(admin, { search: term });
      expect(result.failed, term).toBe(false);
      expect(
        result.data?.map((s) => s.id),
        term,
      ).toEqual(literal(term));
    }
    expect(ok(await listClients(admin, { search: "co." })).length).toBeGreaterThan(0);
  });

  it("filters combine with AND, and 'all' is no filter", async () => {
    const all = ok(await listTeam(admin));
    const engineers = ok(await listTeam(admin, { department: "engineering", status: "active", role: "all" }));
    expect(engineers.map((m) => m.id).sort()).toEqual(
      all
        .filter((m) => m.department === "engineering" && m.status === "active")
        .map((m) => m.id)
        .sort(),
    );
    const projects = ok(await listProjects(admin, { status: "in-progress", priority: "high" }));
    expect(projects.every((p) => p.status === "in-progress" && p.priority === "high")).toBe(true);
    expect(ok(await listProjects(admin, { status: "all", priority: "all" }))).toHaveLength(
      ok(await listProjects(admin)).length,
    );
    const healthcare = ok(await listClients(admin, { industry: "Healthcare" }));
    expect(healthcare.length).toBeGreaterThan(0);
    expect(healthcare.every((c) => c.industry === "Healthcare")).toBe(true);
    const paid = ok(await listInvoices(admin, { status: "paid" }));
    expect(paid.every((i) => i.status === "paid" && i.paid_date !== null)).toBe(true);
    const cloud = ok(await listServers(admin, { type: "cloud", status: "online" }));
    expect(cloud.every((s) => s.type === "cloud" && s.status === "online")).toBe(true);
  });

  it("details bring each tab of the detail dialog", async () => {
    const project = ok(await listProjects(admin, { status: "in-progress" }))[0];
    const detail = found(await getProjectDetail(admin, project?.id ?? ""));
    expect(detail.project.id).toBe(project?.id);
    expect(detail.milestones.map((m) => m.order_index)).toEqual([0, 1, 2, 3]);
    expect(detail.tasks.length).toBeGreaterThan(0);
    expect(detail.documents.length).toBeGreaterThan(0);
    expect(detail.notes.length).toBeGreaterThan(0);
    expect(detail.timeEntries.length).toBeGreaterThan(0);
    expect(detail.expenses.length).toBeGreaterThan(0);
    // The lists come embedded in the project's row, each in the detail's order, kept apart from its fields.
    const newestFirst = (dates: string[]) => expect(dates).toEqual([...dates].sort().reverse());
    newestFirst(detail.documents.map((d) => d.uploaded_at));
    newestFirst(detail.notes.map((n) => n.created_at));
    newestFirst(detail.timeEntries.map((t) => t.date));
    newestFirst(detail.expenses.map((e) => e.date));
    expect(Object.keys(detail.project)).not.toContain("milestones");
    expect(detail.record.id).toBe(project?.id);
    expect(detail.record.project_assignments.map((a) => a.team_member_id).sort()).toEqual(
      [...(project?.assigned_team_ids ?? [])].sort(),
    );

    const client = found(await getClientDetail(admin, project?.client_id ?? ""));
    expect(client.projects.map((p) => p.id)).toContain(project?.id);
    expect(client.record.id).toBe(client.client.id);
    newestFirst(client.projects.map((p) => p.start_date ?? ""));
    expect(Object.keys(client.client)).not.toContain("projects");

    const lead = found(await getTeamMemberDetail(admin, project?.team_lead_id ?? ""));
    expect(lead.projects.map((p) => p.id)).toContain(project?.id);
    expect(lead.achievements.length).toBeGreaterThan(0);
    newestFirst(lead.achievements.map((a) => a.date));
    // The row's own column of certification names stays as it is beside the embedded certifications.
    expect(lead.member.certifications).toEqual(expect.any(Array));
    expect(lead.certifications.map((c) => c.name).sort()).toEqual(
      [...(lead.member.certifications ?? [])].sort(),
    );
    expect(lead.projects).toHaveLength(lead.member.projects_count);
    // 'Edit member' opens from the version read with the card, in the same statement.
    const [stored] = await sql<{ version: number }>(
      stack,
      "select version from public.team_members where id = $1",
      [lead.member.id],
    );
    expect(lead.member.version).toBe(stored?.version);

    const invoice = ok(await listInvoices(admin, { status: "paid" }))[0];
    const invoiceDetail = found(await getInvoiceDetail(admin, invoice?.id ?? ""));
    expect(invoiceDetail.items.length).toBe(invoice?.item_count);
    expect(invoiceDetail.payments.map((p) => p.amount)).toEqual([invoice?.total]);
    // Its lines in order, read with it in one request and kept apart from the invoice's own fields.
    const positions = invoiceDetail.items.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(Object.keys(invoiceDetail.invoice)).not.toContain("items");

    const server = ok(await listServers(admin))[0];
    const serverDetail = found(await getServerDetail(admin, server?.id ?? ""));
    expect(serverDetail.services.length).toBeGreaterThan(0);
    expect(serverDetail.alerts.filter((a) => !a.resolved)).toHaveLength(server?.active_alerts ?? -1);

    // A stale link: the record is not there, which is not a failed read.
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const detail of [
      await getProjectDetail(admin, missing),
      await getClientDetail(admin, missing),
      await getTeamMemberDetail(admin, missing),
      await getInvoiceDetail(admin, missing),
      await getServerDetail(admin, missing),
    ])
      expect(detail).toEqual({ data: null, failed: false });

    expect(ok(await listExpenses(admin)).length).toBeGreaterThan(20);
    expect(ok(await listPayments(admin)).length).toBeGreaterThan(20);
    expect(ok(await financeByMonth(admin))).toHaveLength(12);
    expect(ok(await recentActivity(admin, 5))).toHaveLength(5);
    const performance = ok(await servicePerformance(admin));
    expect(performance.total).toBe(ok(await listServices(admin)).length);
    expect(performance.rows).toHaveLength(Math.min(SERVICES_SHOWN, performance.total));
    const revenues = performance.rows.map((s) => Number(s.total_revenue));
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
  });

  it("summaries read as one row for an admin, and as a failed read for anyone else", async () => {
    const reads: Array<(supabase: SupabaseClient) => Promise<Read<object>>> = [
      projectsSummary,
      clientsSummary,
      servicesSummary,
      teamSummary,
      financeSummary,
      hostingSummary,
      overviewSummary,
    ];
    for (const summary of reads) {
      expect(ok(await summary(admin))).toBeTypeOf("object");
      expect((await summary(member)).failed).toBe(true);
    }
    expect(ok(await listProjects(member))).toEqual([]);
  });
});

describe("lib/admin creates", { timeout: 30_000 }, () => {
  it("New Project adds the project with its team, and the team sees it", async () => {
    const [client] = ok(await listClients(admin, { status: "active" }));
    const [service] = ok(await listServices(admin, { status: "active" }));
    const team = ok(await listTeam(admin, { status: "active" })).slice(0, 2);
    const values = projectSchema.parse({
      name: "Accessibility Overhaul",
      clientId: client?.id,
      serviceId: service?.id,
      status: "approved",
      startDate: "2026-12-01",
      deadline: "2027-02-01",
      budget: "24000",
      teamLeadId: team[0]?.id,
      assignedTeam: team.map((m) => m.id),
      tags: "a11y",
    });
    const created = await createProject(admin, values);
    expect(created.ok).toBe(true);
    const found = ok(await listProjects(admin, { search: "accessibility overhaul" }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ client_name: client?.company, team_lead: team[0]?.name, budget: 24000 });
    expect(found[0]?.assigned_team.sort()).toEqual(team.map((m) => m.name).sort());
    const again = await createProject(admin, { ...values, clientId: "00000000-0000-0000-0000-000000000000" });
    expect(again).toEqual({ ok: false, message: expect.stringMatching(/no longer exists/) });
  });

  it("New Service, Edit and the list Add buttons change the service", async () => {
    const values = serviceSchema.parse({
      name: "Headless Commerce Audit",
      description: "Review of a headless storefront.",
      category: "web-development",
      basePrice: "7500",
      hourlyRate: "130",
      estimatedDuration: "50",
      features: "Performance review",
    });
    const created = await createService(admin, values);
    if (!created.ok) throw new Error(created.message);
    expect(ok(await getService(admin, created.id))).toMatchObject({ status: "draft", total_projects: 0 });
    expect((await updateService(admin, created.id, 1, { ...values, status: "active" })).ok).toBe(true);
    // Opened before that save: refused, naming who saved, and nothing changes.
    const stale = await updateService(admin, created.id, 1, { ...values, status: "archived" });
    expect(stale).toMatchObject({
      ok: false,
      stale: true,
      message: expect.stringMatching(/saved this service on/),
    });
    expect(
      (await addServiceListItem(admin, created.id, { list: "deliverables", item: "Audit report" })).ok,
    ).toBe(true);
    const duplicate = await addServiceListItem(admin, created.id, {
      list: "deliverables",
      item: "Audit report",
    });
    expect(duplicate).toEqual({ ok: false, message: "This item is already in the list." });
    expect(ok(await getService(admin, created.id))).toMatchObject({
      status: "active",
      features: ["Performance review"],
      deliverables: ["Audit report"],
    });
    const same = await createService(admin, values);
    expect(same).toEqual({ ok: false, message: "A record with these details already exists." });
  });

  it("Add Team Member, New Invoice, Add Expense and Add Server each add a row that then appears", async () => {
    const memberValues = teamMemberSchema.parse({
      name: "Noor Haddad",
      email: "noor.haddad@cardinalconsulting.com",
      position: "QA Engineer",
      department: "engineering",
      role: "developer",
      hourlyRate: "95",
      experienceYears: "3",
      skills: "Playwright, Accessibility, TypeScript, CI",
      joinedDate: "2026-11-01",
    });
    expect((await createTeamMember(admin, memberValues)).ok).toBe(true);
    expect(ok(await listTeam(admin, { search: "noor.haddad" }))[0]).toMatchObject({
      projects_count: 0,
      current_hours: 0,
      max_hours: 40,
    });

    const project = ok(await listProjects(admin, { status: "in-progress" }))[0];
    const invoiceValues = invoiceSchema.parse({
      clientId: project?.client_id,
      projectId: project?.id,
      status: "sent",
      issueDate: "2026-11-22",
      dueDate: "2026-12-22",
      items: [
        { description: "Sprint 4", quantity: "1", unitPrice: "8000" },
        { description: "Extra QA hours", quantity: "6.5", unitPrice: "85" },
      ],
    });
    const invoice = await createInvoice(admin, invoiceValues);
    if (!invoice.ok) throw new Error(invoice.message);
    const stored = found(await getInvoiceDetail(admin, invoice.id));
    expect(stored.invoice).toMatchObject({
      subtotal: 8552.5,
      tax_amount: 726.96,
      total: 9279.46,
      status: "sent",
    });
    expect(stored.invoice.invoice_number).toMatch(/^INV-2026-\d{3}$/);
    const otherClient = ok(await listClients(admin)).find((c) => c.id !== project?.client_id);
    const mismatched = await createInvoice(admin, { ...invoiceValues, clientId: otherClient?.id ?? "" });
    expect(mismatched.ok).toBe(false);

    const expense = await createExpense(
      admin,
      expenseSchema.parse({
        description: "Usability lab rental",
        amount: "420",
        category: "contractors",
        date: "2026-11-20",
      }),
    );
    expect(expense.ok).toBe(true);
    expect(ok(await listExpenses(admin)).find((e) => e.description === "Usability lab rental")).toMatchObject(
      {
        status: "pending",
        approved_by: null,
      },
    );

    const serverValues = serverSchema.parse({
      name: "web-prod-99",
      type: "cloud",
      provider: "AWS",
      location: "us-east-2 (Ohio)",
      ipAddress: "198.51.100.99",
      domain: "status.cardinalconsulting.com",
      monthlyCost: "48",
      securityScore: "92",
      performanceScore: "90",
    });
    expect((await createServer(admin, serverValues)).ok).toBe(true);
    expect(ok(await listServers(admin, { search: "web-prod-99" }))[0]).toMatchObject({
      status: "online",
      ip_address: "198.51.100.99",
      active_alerts: 0,
    });
    expect((await createServer(member, { ...serverValues, name: "web-prod-98" })).ok).toBe(false);
  });
});
