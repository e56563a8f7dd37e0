import { FIELD_LIMITS } from "../../supabase/limits.ts";
import { emailField, optionalText, requiredPhone, requiredText } from "./fields.ts";
import {
  budgetOptions,
  featureOptions,
  industryOptions,
  projectTypeOptions,
  timelineOptions,
  valuesOf,
} from "./options.ts";
import { z } from "./zod-config.ts";

export const QUOTE_LIMITS = { currentWebsite: 500, goals: 2000, description: 5000 } as const;

const pick = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(""), z.enum(values)], { error: message })
    .refine((value) => value !== "", { message })
    .transform((value) => value as T[number]);

/** The four-step quote wizard's form: its state and each step's rules. */
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

/** Answers a button already knows, e.g. the industry of the panel it sits in. */
export type QuotePrefill = Partial<Pick<QuoteInput, "industry">>;
