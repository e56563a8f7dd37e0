import { formatStoredEstimate } from "../../../lib/quote/estimate.ts";
import { describedAnswer } from "../../../lib/quote/wizard.ts";
import type { BudgetRange } from "../../../supabase/limits.ts";
import { WORKSPACE_LIMITS } from "../../../supabase/workspace.ts";
import type { ClientInput } from "../clients/schema.ts";
import type { ProjectInput } from "../projects/schema.ts";
import { budgetLabel, timelineLabel } from "./params.ts";
import type { InboxLead } from "./types.ts";

/**
 * What a lead carries into the forms that take it further: 'Convert to client' starts from the
 * visitor's own details, 'Create project' from the quote request's service, budget, timeline,
 * features and the instant estimate it showed. Staff complete or change them before saving.
 */

/** The 'Convert to client' form, prefilled from the lead. */
export function clientFromLead(lead: InboxLead): ClientInput {
  const name = lead.name ?? "";
  return {
    company: lead.company ?? name,
    name,
    email: lead.email,
    phone: lead.phone ?? "",
    website: "",
    industry: lead.body ? (describedAnswer(lead.body, "Industry") ?? "") : "",
    address: "",
    status: "prospect",
    notes: "",
  };
}

/** The far end of each timeline the wizard offers, in months. */
const TIMELINE_MONTHS: Record<string, number> = { urgent: 2, standard: 4, relaxed: 6, flexible: 9 };

/** The top of each budget band the client can choose (the last band's floor): the budget they stated. */
const BUDGET_CEILING: Record<BudgetRange, number> = {
  "under-10k": 10_000,
  "10k-25k": 25_000,
  "25k-50k": 50_000,
  "50k-100k": 100_000,
  "over-100k": 100_000,
};

function monthsAfter(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  // Day 0 of the month after: the last day, when the target month is shorter than the start's day.
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, last))).toISOString().slice(0, 10);
}

/** The quote request's features (the wizard's checked boxes), as project tags. */
export function quoteFeatures(lead: InboxLead): string[] {
  const listed = lead.body ? describedAnswer(lead.body, "Features") : null;
  if (!listed) return [];
  return listed
    .split(",")
    .map((feature) => feature.trim())
    .filter(Boolean)
    .slice(0, WORKSPACE_LIMITS.tags);
}

/**
 * What the budget field shows beside it on a quote's 'Create project': the client's stated range and
 * the instant estimate the wizard showed them.
 */
export function quoteBudgetNote(lead: InboxLead): string | undefined {
  const estimate = formatStoredEstimate(lead.estimate_low, lead.estimate_high);
  const parts = [
    lead.estimated_budget ? `Client's range: ${budgetLabel(lead.estimated_budget)}` : null,
    estimate ? `Instant estimate: ${estimate}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" · ") : undefined;
}

/**
 * The 'Create project' form for a quote request that became client `clientId`: the budget is the top of
 * the range the client chose (the estimate's high end only when they chose none; the estimate is shown
 * beside it), the service the request's, the deadline the timeline's far end from `startDate`, the
 * features become tags, and the description keeps the request with its estimate. Staff choose the lead.
 */
export function projectFromQuote(
  lead: InboxLead,
  { clientId, serviceId, startDate }: { clientId: string; serviceId: string; startDate: string },
): ProjectInput {
  const estimate = formatStoredEstimate(lead.estimate_low, lead.estimate_high);
  const budget =
    (lead.estimated_budget ? BUDGET_CEILING[lead.estimated_budget as BudgetRange] : undefined) ??
    lead.estimate_high ??
    undefined;
  const carried = [
    estimate ? `Instant estimate: ${estimate}` : null,
    lead.estimated_budget ? `Client budget: ${budgetLabel(lead.estimated_budget)}` : null,
    lead.timeline ? `Timeline: ${timelineLabel(lead.timeline)}` : null,
  ].filter((line): line is string => line !== null);
  const description = [carried.join("\n"), lead.body ?? ""].filter(Boolean).join("\n\n");
  return {
    name: `${lead.company ?? lead.name ?? lead.email} · ${lead.service_name ?? ""}`.slice(
      0,
      WORKSPACE_LIMITS.projectName,
    ),
    description: description.slice(0, WORKSPACE_LIMITS.description),
    clientId,
    serviceId,
    status: "approved",
    priority: "medium",
    startDate,
    deadline: monthsAfter(startDate, TIMELINE_MONTHS[lead.timeline ?? ""] ?? TIMELINE_MONTHS.standard ?? 4),
    budget: budget === undefined ? "" : String(budget),
    teamLeadId: "",
    assignedTeam: [],
    tags: quoteFeatures(lead).join(", "),
  };
}
