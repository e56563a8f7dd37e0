import type { PricingModel } from "../quote/pricing.ts";
import { quoteRow } from "../quote/wizard.ts";
import { contactRow, contactSchema } from "../validations/contact.ts";
import { evaluationRow, evaluationSchema, withPublishedService } from "../validations/evaluation.ts";
import { newsletterSchema } from "../validations/newsletter.ts";
import { quoteSchema } from "../validations/quote.ts";
import type { LeadForm } from "./intake.ts";

/** The lead forms: schema, table, stored row and failure toasts. */
export const leadForms = {
  evaluation: {
    name: "evaluation",
    schema: evaluationSchema,
    table: "project_evaluations",
    toRow: evaluationRow,
    failedToast: "evaluationFailed",
  },
  contact: {
    name: "contact",
    schema: contactSchema,
    table: "contact_submissions",
    toRow: contactRow,
    failedToast: "contactFailed",
  },
  newsletter: {
    name: "newsletter",
    schema: newsletterSchema,
    table: "newsletter_subscriptions",
    toRow: (values) => ({ email: values.email }),
    failedToast: "newsletterFailed",
    toastForCode: { "23505": "newsletterDuplicate" },
  },
} as const satisfies {
  evaluation: LeadForm<typeof evaluationSchema>;
  contact: LeadForm<typeof contactSchema>;
  newsletter: LeadForm<typeof newsletterSchema>;
};

/** The evaluation request, whose service must be one of `serviceKeys` (the published services' slugs). */
export const evaluationLeadForm = (
  serviceKeys: readonly string[],
): LeadForm<ReturnType<typeof withPublishedService>> => ({
  ...leadForms.evaluation,
  schema: withPublishedService(serviceKeys),
});

/**
 * The quote request, whose stored row carries the instant estimate of the given pricing model and the
 * service its project type is filed under, when that service is published.
 */
export const quoteLeadForm = (
  pricing: PricingModel | null,
  serviceKeys: readonly string[],
): LeadForm<typeof quoteSchema> => ({
  name: "quote",
  schema: quoteSchema,
  table: "project_evaluations",
  toRow: (values) => quoteRow(values, pricing, serviceKeys),
  failedToast: "quoteFailed",
});
