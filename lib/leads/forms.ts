import { contactRow, contactSchema } from "@/lib/validations/contact";
import { evaluationRow, evaluationSchema } from "@/lib/validations/evaluation";
import { newsletterSchema } from "@/lib/validations/newsletter";
import { quoteRow, quoteSchema } from "@/lib/validations/quote";
import type { LeadForm } from "./intake";

/** The four lead forms: schema, table, stored row and failure toasts (spec §7, §8). */
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
  quote: {
    name: "quote",
    schema: quoteSchema,
    table: "project_evaluations",
    toRow: quoteRow,
    failedToast: "quoteFailed",
  },
} as const satisfies {
  evaluation: LeadForm<typeof evaluationSchema>;
  contact: LeadForm<typeof contactSchema>;
  newsletter: LeadForm<typeof newsletterSchema>;
  quote: LeadForm<typeof quoteSchema>;
};
