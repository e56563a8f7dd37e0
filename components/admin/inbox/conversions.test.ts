import { describe, expect, it } from "vitest";
import { composeProjectDescription } from "../../../lib/quote/wizard.ts";
import { clientSchema } from "../clients/schema.ts";
import { projectSchema, quoteProjectSchema } from "../projects/schema.ts";
import { clientFromLead, projectFromQuote, quoteBudgetNote } from "./conversions.ts";
import type { InboxLead } from "./types.ts";

const body = composeProjectDescription({
  projectType: "ecommerce",
  industry: "Healthcare",
  features: ["User Authentication", "Payment Processing"],
  currentWebsite: "",
  goals: "More bookings",
  description: "A booking shop for our clinics.",
} as never);

const quote: InboxLead = {
  kind: "quote",
  id: "6c5f2f4e-1d2b-4a3c-8d9e-0f1a2b3c4d5e",
  created_at: "2026-11-20T10:00:00Z",
  name: "Dana Reyes",
  email: "dana@clinic.example",
  phone: "+1 713 555 0142",
  company: "Bayou Clinics",
  service: "web-development",
  service_name: "Web Development",
  estimated_budget: "25k-50k",
  timeline: "standard",
  body,
  status: "new",
  notes: null,
  is_active: null,
  estimate_low: 18_400,
  estimate_high: 27_700,
  estimate_note: "A first figure.",
  suspected_spam: false,
  version: 1,
  assigned_to: null,
  follow_up_on: null,
  locale: "en",
};
const SERVICE = "3b5d5c37-1f6b-0f87-c9d2-4b6b3e0f4a51";

describe("lead conversions", () => {
  it("prefill a client the client form accepts, from the visitor's details", () => {
    const client = clientFromLead(quote);
    expect(client).toMatchObject({
      company: "Bayou Clinics",
      name: "Dana Reyes",
      email: "dana@clinic.example",
      phone: "+1 713 555 0142",
      industry: "Healthcare",
    });
    expect(clientSchema.safeParse(client).success).toBe(true);
  });

  it("carry the budget (the top of the client's range), timeline, features and estimate into the project", () => {
    const project = projectFromQuote(quote, {
      clientId: quote.id,
      serviceId: SERVICE,
      startDate: "2026-11-30",
    });
    expect(project).toMatchObject({
      budget: "50000",
      startDate: "2026-11-30",
      // "2-4 months" ends four months on.
      deadline: "2027-03-30",
      tags: "User Authentication, Payment Processing",
      clientId: quote.id,
      serviceId: SERVICE,
    });
    expect(project.description).toContain("Instant estimate: $18,400");
    expect(project.description).toContain("Client budget: $25,000-$50,000");
    expect(project.description).toContain("Timeline: 2-4 months");
    expect(project.description).toContain("A booking shop for our clinics.");
    const parsed = projectSchema.safeParse(project);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.tags).toEqual(["User Authentication", "Payment Processing"]);
  });

  it("take the band without an estimate too, and end a month short of the day", () => {
    const project = projectFromQuote(
      { ...quote, estimate_low: null, estimate_high: null, timeline: "urgent" },
      { clientId: quote.id, serviceId: SERVICE, startDate: "2026-12-31" },
    );
    expect(project).toMatchObject({ budget: "50000", deadline: "2027-02-28" });
    expect(project.description).not.toContain("Instant estimate");
  });

  it("take the estimate's high end only when the client chose no range, and show both beside the budget", () => {
    const project = projectFromQuote(
      { ...quote, estimated_budget: null },
      { clientId: quote.id, serviceId: SERVICE, startDate: "2026-11-30" },
    );
    expect(project.budget).toBe("27700");
    expect(quoteBudgetNote(quote)).toBe(
      "Client's range: $25,000-$50,000 · Instant estimate: $18,400 – $27,700",
    );
    expect(
      quoteBudgetNote({ ...quote, estimated_budget: null, estimate_low: null, estimate_high: null }),
    ).toBe(undefined);
  });

  it("a quote's project needs a team lead", () => {
    const values = projectFromQuote(quote, {
      clientId: quote.id,
      serviceId: SERVICE,
      startDate: "2026-11-30",
    });
    const parsed = quoteProjectSchema.safeParse({ leadId: quote.id, values });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["values.teamLeadId", "Choose a team lead for the project."],
    ]);
    const led = quoteProjectSchema.safeParse({
      leadId: quote.id,
      values: { ...values, teamLeadId: SERVICE },
    });
    expect(led.success).toBe(true);
  });
});
