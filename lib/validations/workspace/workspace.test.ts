import { describe, expect, it } from "vitest";
import { expenseArgs, expenseSchema } from "../../../components/admin/finance/expense-schema.ts";
import { invoiceArgs, invoiceSchema } from "../../../components/admin/finance/invoice-schema.ts";
import { serverRow, serverSchema } from "../../../components/admin/hosting/schema.ts";
import { projectRow, projectSchema } from "../../../components/admin/projects/schema.ts";
import { serviceRow, serviceSchema } from "../../../components/admin/services/schema.ts";
import { teamMemberRow, teamMemberSchema } from "../../../components/admin/team/schema.ts";
import { INVOICE_TAX_RATE_PERCENT } from "../../../supabase/workspace.ts";

type Schema = {
  safeParse: (v: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};
function errorsOf(schema: Schema, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

const CLIENT = "6c5f2f4e-1d2b-4a3c-8d9e-0f1a2b3c4d5e";
// Sample rows have md5-derived ids, which are not RFC 4122 version 4: still valid ids.
const SAMPLE_ID = "3b5d5c37-1f6b-0f87-c9d2-4b6b3e0f4a51";

const valid = {
  project: {
    name: "Patient Portal",
    description: "",
    clientId: CLIENT,
    serviceId: SAMPLE_ID,
    startDate: "2026-11-01",
    deadline: "2027-01-31",
    budget: "$42,500.00",
    teamLeadId: "",
    assignedTeam: [SAMPLE_ID],
    tags: "healthcare, phase-2",
  },
  service: {
    name: "Accessibility Audit",
    description: "WCAG 2.2 audit with fixes.",
    category: "experience-optimization",
    basePrice: "6000",
    hourlyRate: "125",
    estimatedDuration: "60",
    features: "Automated scan\nManual testing",
    requirements: [],
    deliverables: ["Report"],
  },
  member: {
    name: "Ada Park",
    email: "ada.park@cardinalconsulting.com",
    position: "Frontend Developer",
    department: "engineering",
    role: "developer",
    hourlyRate: 120,
    experienceYears: "4",
    skills: "React, TypeScript",
    joinedDate: "2026-11-20",
  },
  invoice: {
    clientId: CLIENT,
    projectId: "",
    issueDate: "2026-11-22",
    dueDate: "2026-12-22",
    items: [{ description: "Design sprint", quantity: "2", unitPrice: "1250.50" }],
  },
  expense: { description: "Figma seats", amount: "675", category: "software", date: "2026-11-21" },
  server: {
    name: "web-prod-21",
    type: "cloud",
    provider: "AWS",
    location: "us-east-1",
    ipAddress: "2001:db8::21",
    domain: "Example.COM",
    monthlyCost: "96",
    clientId: CLIENT,
    projectId: SAMPLE_ID,
    securityScore: "90",
    performanceScore: "88",
  },
};

describe("the dashboard's create forms", () => {
  it("read the assigned team from check boxes: none, one or several", () => {
    const team = (assignedTeam: unknown) =>
      projectSchema.parse({ ...valid.project, assignedTeam }).assignedTeam;
    expect(team(false)).toEqual([]);
    expect(team(undefined)).toEqual([]);
    expect(team(CLIENT)).toEqual([CLIENT]);
    expect(team([CLIENT, SAMPLE_ID])).toEqual([CLIENT, SAMPLE_ID]);
    expect(projectSchema.safeParse({ ...valid.project, assignedTeam: ["nope"] }).success).toBe(false);
  });

  it("turn valid form input into the row the database takes", () => {
    expect(projectRow(projectSchema.parse(valid.project))).toEqual({
      name: "Patient Portal",
      description: null,
      client_id: CLIENT,
      service_id: SAMPLE_ID,
      status: "new",
      priority: "medium",
      start_date: "2026-11-01",
      deadline: "2027-01-31",
      budget: 42500,
      team_lead_id: null,
      tags: ["healthcare", "phase-2"],
    });
    expect(serviceRow(serviceSchema.parse(valid.service))).toMatchObject({
      status: "draft",
      base_price: 6000,
      estimated_duration: 60,
      features: ["Automated scan", "Manual testing"],
      requirements: [],
    });
    expect(teamMemberRow(teamMemberSchema.parse(valid.member))).toMatchObject({
      status: "active",
      phone: null,
      experience_years: 4,
      availability: 100,
      skills: ["React", "TypeScript"],
    });
    expect(invoiceArgs(invoiceSchema.parse(valid.invoice))).toEqual({
      invoice: {
        client_id: CLIENT,
        project_id: null,
        status: "draft",
        issue_date: "2026-11-22",
        due_date: "2026-12-22",
        description: null,
        notes: null,
        tax_rate: INVOICE_TAX_RATE_PERCENT,
      },
      items: [{ description: "Design sprint", quantity: 2, unit_price: 1250.5 }],
    });
    expect(expenseArgs(expenseSchema.parse(valid.expense))).toMatchObject({ amount: 675 });
    expect(serverRow(serverSchema.parse(valid.server))).toMatchObject({
      domain: "example.com",
      ip_address: "2001:db8::21",
      security_score: 90,
    });
  });

  it.each([
    [
      "project",
      projectSchema,
      valid.project,
      ["name", "clientId", "serviceId", "startDate", "deadline", "budget"],
    ],
    [
      "service",
      serviceSchema,
      valid.service,
      ["name", "description", "category", "basePrice", "estimatedDuration"],
    ],
    [
      "member",
      teamMemberSchema,
      valid.member,
      ["name", "email", "position", "department", "role", "hourlyRate"],
    ],
    ["invoice", invoiceSchema, valid.invoice, ["clientId", "issueDate", "dueDate"]],
    ["expense", expenseSchema, valid.expense, ["description", "amount", "category", "date"]],
    [
      "server",
      serverSchema,
      valid.server,
      ["name", "type", "provider", "ipAddress", "monthlyCost", "securityScore"],
    ],
  ] as const)("%s: refuses each required field left empty", (_, schema, value, required) => {
    expect(errorsOf(schema, value)).toEqual({});
    for (const field of required) {
      expect(errorsOf(schema, { ...value, [field]: "" })[field], field).toBeTruthy();
    }
  });

  it("explain bad numbers, dates and lists in words", () => {
    expect(errorsOf(projectSchema, { ...valid.project, budget: "-5" }).budget).toBe(
      "Budget cannot be negative.",
    );
    expect(errorsOf(projectSchema, { ...valid.project, budget: "12.345" }).budget).toBe(
      "Budget can have at most two decimals (cents).",
    );
    expect(errorsOf(projectSchema, { ...valid.project, budget: "lots" }).budget).toBe(
      "Budget must be a number.",
    );
    expect(errorsOf(projectSchema, { ...valid.project, deadline: "2026-10-01" }).deadline).toBe(
      "The deadline cannot be before the start date.",
    );
    expect(errorsOf(projectSchema, { ...valid.project, startDate: "2026-02-30" }).startDate).toBe(
      "Start date must be a valid date.",
    );
    expect(errorsOf(projectSchema, { ...valid.project, clientId: "acme" }).clientId).toBe(
      "Please choose a client from the list.",
    );
    expect(errorsOf(serviceSchema, { ...valid.service, estimatedDuration: "2.5" }).estimatedDuration).toBe(
      "Estimated duration (hours) must be a whole number.",
    );
    expect(errorsOf(serviceSchema, { ...valid.service, category: "plumbing" }).category).toBe(
      "Please choose a category from the list.",
    );
    expect(errorsOf(expenseSchema, { ...valid.expense, amount: "0" }).amount).toBe(
      "Amount must be more than $0.",
    );
    expect(errorsOf(teamMemberSchema, { ...valid.member, email: "ada@" }).email).toBe(
      "Please enter a valid email address.",
    );
    expect(errorsOf(teamMemberSchema, { ...valid.member, skills: Array(41).fill("x") }).skills).toBe(
      "At most 40 skills items.",
    );
  });

  it("an invoice needs items with a positive quantity and a due date after its issue", () => {
    expect(errorsOf(invoiceSchema, { ...valid.invoice, items: [] }).items).toBe(
      "Add at least one line item.",
    );
    expect(
      errorsOf(invoiceSchema, {
        ...valid.invoice,
        items: [{ description: "x", quantity: "0", unitPrice: "1" }],
      })["items.0.quantity"],
    ).toBe("Quantity must be more than 0.");
    expect(errorsOf(invoiceSchema, { ...valid.invoice, dueDate: "2026-11-01" }).dueDate).toBe(
      "The due date cannot be before the issue date.",
    );
    expect(errorsOf(invoiceSchema, { ...valid.invoice, status: "paid" }).status).toBe(
      "A new invoice is a draft or sent.",
    );
  });

  it("a server needs a real IP address, a domain shape, and a client for its project", () => {
    expect(errorsOf(serverSchema, { ...valid.server, ipAddress: "300.1.1.1" }).ipAddress).toBe(
      "Please enter a valid IPv4 or IPv6 address.",
    );
    expect(errorsOf(serverSchema, { ...valid.server, domain: "not a domain" }).domain).toBe(
      "Please enter a domain like example.com.",
    );
    expect(errorsOf(serverSchema, { ...valid.server, clientId: "" }).clientId).toBe(
      "Choose the client of this project first.",
    );
    expect(errorsOf(serverSchema, { ...valid.server, securityScore: "101" }).securityScore).toBe(
      "Security score must be between 0 and 100.",
    );
  });
});
