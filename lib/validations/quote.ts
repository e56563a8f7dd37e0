import { z } from "zod";
import { estimateQuote } from "@/lib/quote/estimate";
import type { PricingModel } from "@/lib/quote/pricing";
import { quoteSteps } from "@/lib/quote/steps";
import { FIELD_LIMITS, type ServiceType } from "@/supabase/limits";
import { emailField, isBlank, optionalText, requiredPhone, requiredText } from "./fields";
import {
  budgetOptions,
  featureOptions,
  industryOptions,
  labelOf,
  type ProjectType,
  projectTypeOptions,
  timelineOptions,
  valuesOf,
} from "./options";

export const QUOTE_LIMITS = { currentWebsite: 500, goals: 2000, description: 5000 } as const;

const pick = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(""), z.enum(values)], { error: message })
    .refine((value) => value !== "", { message })
    .transform((value) => value as T[number]);

/** The four-step quote wizard's form (spec §3 "Quote form state", §5 step rules). */
export const quoteSchema = z.object({
  // Step 1
  name: requiredText("Full name", FIELD_LIMITS.name),
  email: emailField("Email address"),
  phone: requiredPhone(),
  company: optionalText("Company", FIELD_LIMITS.company),
  // Step 2
  projectType: pick(valuesOf(projectTypeOptions), "Please choose a project type."),
  budget: pick(valuesOf(budgetOptions), "Please choose a budget range."),
  timeline: pick(valuesOf(timelineOptions), "Please choose a timeline."),
  // Step 3
  description: requiredText("Project description", QUOTE_LIMITS.description, { multiline: true }),
  industry: pick(industryOptions, "Please choose an industry."),
  currentWebsite: optionalText("Current website", QUOTE_LIMITS.currentWebsite),
  features: z
    .array(z.enum(featureOptions, { error: "Please choose features from the list." }), {
      error: "Please choose features from the list.",
    })
    .max(featureOptions.length)
    .refine((list) => new Set(list).size === list.length, { message: "Each feature can be chosen once." }),
  // Step 4
  goals: optionalText("Goals", QUOTE_LIMITS.goals, { multiline: true }),
});

export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteValues = z.output<typeof quoteSchema>;
export type QuoteField = keyof QuoteInput;

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

/** Answers a button already knows, e.g. the industry of the panel it sits in. */
export type QuotePrefill = Partial<Pick<QuoteInput, "industry">>;

export const QUOTE_STEP_COUNT = quoteSteps.length;

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
export function isQuoteStepFilled(step: number, values: Partial<QuoteInput>): boolean {
  const entry = quoteStepFields[step - 1];
  if (!entry) return false;
  return entry.required.every((field) => {
    const value = values[field];
    return typeof value === "string" ? !isBlank(value) : Array.isArray(value) && value.length > 0;
  });
}

/** Steps are 1..QUOTE_STEP_COUNT; moving past either end stays at the end. */
export const clampQuoteStep = (step: number) => Math.min(QUOTE_STEP_COUNT, Math.max(1, Math.trunc(step)));

const WEB_APPLICATION_TYPES: readonly ProjectType[] = ["ecommerce", "webapp", "custom"];

/** projectType → the service it is filed under; anything else (or nothing) is web development. */
export function serviceForProjectType(projectType: string): ServiceType {
  return (WEB_APPLICATION_TYPES as readonly string[]).includes(projectType)
    ? "web-applications"
    : "web-development";
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

/**
 * The project_evaluations columns a quote request fills (spec §7). The company has its own column:
 * notes belong to staff and are set by the database on insert. The instant estimate is computed here
 * from the validated answers and the published pricing model (the schema drops any figure a client
 * sends), so staff see the range the wizard showed; without a pricing model it stays empty.
 */
export function quoteRow(values: QuoteValues, pricing: PricingModel | null) {
  const estimate = pricing ? estimateQuote(values, pricing) : null;
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company || null,
    service: serviceForProjectType(values.projectType),
    estimated_budget: values.budget,
    timeline: values.timeline,
    project_description: composeProjectDescription(values),
    estimate_low: estimate?.low ?? null,
    estimate_high: estimate?.high ?? null,
    estimate_note: estimate?.note ?? null,
  };
}
