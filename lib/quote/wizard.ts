import {
  budgetOptions,
  labelOf,
  type ProjectType,
  projectTypeOptions,
  timelineOptions,
} from "../validations/options.ts";
import type { QuoteField, QuoteInput, QuoteValues } from "../validations/quote.ts";
import { isBlank } from "../validations/text.ts";
import { estimateQuote } from "./estimate.ts";
import type { PricingModel } from "./pricing.ts";
import { quoteSteps } from "./steps.ts";

/**
 * The quote wizard's rules, apart from how it is drawn: which fields each step asks for, when Next Step
 * opens, where Next and Previous lead, what the last step sums up, and the lead a request becomes.
 */

export const QUOTE_STEP_COUNT = quoteSteps.length;

/** A step's number, 1..QUOTE_STEP_COUNT. */
export type QuoteStep = number;

export const emptyQuote: QuoteInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  projectType: "",
  budget: "",
  timeline: "",
  description: "",
  industry: "",
  currentWebsite: "",
  features: [],
  goals: "",
};

/** The fields each step asks for, and which of them must be filled before Next Step. */
export const quoteStepFields: readonly { fields: readonly QuoteField[]; required: readonly QuoteField[] }[] =
  [
    { fields: ["name", "email", "phone", "company"], required: ["name", "email", "phone"] },
    { fields: ["projectType", "budget", "timeline"], required: ["projectType", "budget", "timeline"] },
    {
      fields: ["description", "industry", "currentWebsite", "features"],
      required: ["description", "industry"],
    },
    { fields: ["goals"], required: [] },
  ];

/** Whether Next Step (or Submit, on the last step) is enabled: the step's required fields are filled. */
export function isQuoteStepFilled(step: QuoteStep, values: Partial<QuoteInput>): boolean {
  const entry = quoteStepFields[step - 1];
  if (!entry) return false;
  return entry.required.every((field) => {
    const value = values[field];
    return typeof value === "string" ? !isBlank(value) : Array.isArray(value) && value.length > 0;
  });
}

/** Steps are 1..QUOTE_STEP_COUNT; moving past either end stays at the end. */
export const clampQuoteStep = (step: number): QuoteStep =>
  Math.min(QUOTE_STEP_COUNT, Math.max(1, Math.trunc(step) || 1));

/** Where Next Step leads: one step on once this one is filled, else nowhere; never past the last. */
export function stepAfter(step: QuoteStep, values: Partial<QuoteInput>): QuoteStep {
  return isQuoteStepFilled(step, values) ? clampQuoteStep(step + 1) : clampQuoteStep(step);
}

/** Where Previous leads: one step back, never before the first. */
export const stepBefore = (step: QuoteStep): QuoteStep => clampQuoteStep(step - 1);

export const isFirstStep = (step: QuoteStep) => step <= 1;
export const isLastStep = (step: QuoteStep) => step >= QUOTE_STEP_COUNT;

/** The fields the form checks before leaving a step. */
export const fieldsOfStep = (step: QuoteStep): readonly QuoteField[] =>
  quoteStepFields[step - 1]?.fields ?? [];

/** What the summary says in one language: its terms, and the choices' labels by value. */
export interface QuoteSummaryWords {
  summary: {
    name: string;
    email: string;
    project: string;
    budget: string;
    timeline: string;
    industry: string;
  };
  projectTypes: Record<string, string>;
  budgets: Record<string, string>;
  timelines: Record<string, string>;
  industries: Record<string, string>;
}

/** The summary's English words: the English dictionary's too. */
export const englishQuoteSummary: QuoteSummaryWords = {
  summary: {
    name: "Name",
    email: "Email",
    project: "Project",
    budget: "Budget",
    timeline: "Timeline",
    industry: "Industry",
  },
  projectTypes: Object.fromEntries(projectTypeOptions.map((o) => [o.value, o.label])),
  budgets: Object.fromEntries(budgetOptions.map((o) => [o.value, o.label])),
  timelines: Object.fromEntries(timelineOptions.map((o) => [o.value, o.label])),
  industries: {},
};

/** The answers the last step repeats before the request is sent, as term and detail, in `words`' language. */
export function quoteSummary(
  values: Partial<QuoteInput>,
  words: QuoteSummaryWords = englishQuoteSummary,
): [term: string, detail: string][] {
  const label = (labels: Record<string, string>, value = "") =>
    (Object.hasOwn(labels, value) ? labels[value] : value) ?? value;
  const { summary } = words;
  return [
    [summary.name, values.name ?? ""],
    [summary.email, values.email ?? ""],
    [summary.project, label(words.projectTypes, values.projectType)],
    [summary.budget, label(words.budgets, values.budget)],
    [summary.timeline, label(words.timelines, values.timeline)],
    [summary.industry, label(words.industries, values.industry)],
  ];
}

const WEB_APPLICATION_TYPES: readonly ProjectType[] = ["ecommerce", "webapp", "custom"];

/**
 * projectType → the service (its slug) it is filed under, among `serviceKeys`, the published ones: web
 * applications for shops, apps and custom work, web development for anything else; null when that
 * service is not published.
 */
export function serviceForProjectType(projectType: string, serviceKeys: readonly string[]): string | null {
  const key = (WEB_APPLICATION_TYPES as readonly string[]).includes(projectType)
    ? "web-applications"
    : "web-development";
  return serviceKeys.includes(key) ? key : null;
}

/** The one text staff read: project type, industry, features, current website (or 'None'), goals, description. */
export function composeProjectDescription(values: QuoteValues): string {
  return [
    `Project Type: ${labelOf(projectTypeOptions, values.projectType)}`,
    `Industry: ${values.industry}`,
    `Features: ${values.features.join(", ")}`,
    `Current Website: ${values.currentWebsite || "None"}`,
    `Goals: ${values.goals}`,
    "",
    "Description:",
    values.description,
  ].join("\n");
}

/** One labelled line of a composed description ("Features" → "SEO, Blog"), or null when it has none. */
export function describedAnswer(
  description: string,
  label: "Project Type" | "Industry" | "Features" | "Current Website" | "Goals",
): string | null {
  const line = description.split("\n").find((text) => text.startsWith(`${label}: `));
  const answer = line?.slice(label.length + 2).trim();
  return answer ? answer : null;
}

/**
 * The project_evaluations columns a quote request fills. The company has its own column: notes belong to
 * staff and are set by the database on insert. The instant estimate is computed here from the validated
 * answers and the published pricing model (the schema drops any figure a client sends), so staff see the
 * range the wizard showed; without a pricing model it stays empty.
 */
export function quoteRow(values: QuoteValues, pricing: PricingModel | null, serviceKeys: readonly string[]) {
  const estimate = pricing ? estimateQuote(values, pricing) : null;
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company || null,
    service: serviceForProjectType(values.projectType, serviceKeys),
    estimated_budget: values.budget,
    timeline: values.timeline,
    project_description: composeProjectDescription(values),
    estimate_low: estimate?.low ?? null,
    estimate_high: estimate?.high ?? null,
    estimate_note: estimate?.note ?? null,
  };
}
