import { FIELD_LIMITS } from "../../supabase/limits.ts";
import { emailField, optionalText, requiredPhone, requiredText } from "./fields.ts";
import { type ValidationWords, validationWords } from "./messages.ts";
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

/** What the quote schema's messages say, in one language: the fields' names in them, the choices' own. */
export interface QuoteSchemaWords {
  messages: {
    name: string;
    email: string;
    phone: string;
    company: string;
    description: string;
    currentWebsite: string;
    goals: string;
    projectType: string;
    budget: string;
    timeline: string;
    industry: string;
    features: string;
    featureOnce: string;
  };
  validation: ValidationWords;
}

/** The four-step quote wizard's form with its messages in a language: its state and each step's rules. */
export function quoteSchemaIn({ messages: m, validation: words }: QuoteSchemaWords) {
  return z.object({
    // Step 1
    name: requiredText(m.name, FIELD_LIMITS.name, { words }),
    email: emailField(m.email, words),
    phone: requiredPhone(m.phone, words),
    company: optionalText(m.company, FIELD_LIMITS.company, { words }),
    // Step 2
    projectType: pick(valuesOf(projectTypeOptions), m.projectType),
    budget: pick(valuesOf(budgetOptions), m.budget),
    timeline: pick(valuesOf(timelineOptions), m.timeline),
    // Step 3
    description: requiredText(m.description, QUOTE_LIMITS.description, { multiline: true, words }),
    industry: pick(industryOptions, m.industry),
    currentWebsite: optionalText(m.currentWebsite, QUOTE_LIMITS.currentWebsite, { words }),
    features: z
      .array(z.enum(featureOptions, { error: m.features }), { error: m.features })
      .max(featureOptions.length)
      .refine((list) => new Set(list).size === list.length, { message: m.featureOnce }),
    // Step 4
    goals: optionalText(m.goals, QUOTE_LIMITS.goals, { multiline: true, words }),
  });
}

export const englishQuoteWords: QuoteSchemaWords = {
  messages: {
    name: "Full name",
    email: "Email address",
    phone: "Phone number",
    company: "Company",
    description: "Project description",
    currentWebsite: "Current website",
    goals: "Goals",
    projectType: "Please choose a project type.",
    budget: "Please choose a budget range.",
    timeline: "Please choose a timeline.",
    industry: "Please choose an industry.",
    features: "Please choose features from the list.",
    featureOnce: "Each feature can be chosen once.",
  },
  validation: validationWords,
};

/** The quote wizard's form in English. */
export const quoteSchema = /* @__PURE__ */ quoteSchemaIn(englishQuoteWords);

export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteValues = z.output<typeof quoteSchema>;
export type QuoteField = keyof QuoteInput;

/** Answers a button already knows, e.g. the industry of the panel it sits in. */
export type QuotePrefill = Partial<Pick<QuoteInput, "industry">>;
