"use server";

import { contactRow, contactSchema } from "@/lib/validations/contact";
import { evaluationRow, evaluationSchema } from "@/lib/validations/evaluation";
import { newsletterSchema } from "@/lib/validations/newsletter";
import { quoteRow, quoteSchema } from "@/lib/validations/quote";
import type { LeadResult } from "./result";
import { submitLead } from "./submit";

export async function submitEvaluation(input: unknown): Promise<LeadResult> {
  return submitLead(
    {
      name: "evaluation",
      schema: evaluationSchema,
      table: "project_evaluations",
      toRow: evaluationRow,
      failedToast: "evaluationFailed",
    },
    input,
  );
}

export async function submitContact(input: unknown): Promise<LeadResult> {
  return submitLead(
    {
      name: "contact",
      schema: contactSchema,
      table: "contact_submissions",
      toRow: contactRow,
      failedToast: "contactFailed",
    },
    input,
  );
}

export async function subscribeNewsletter(input: unknown): Promise<LeadResult> {
  return submitLead(
    {
      name: "newsletter",
      schema: newsletterSchema,
      table: "newsletter_subscriptions",
      toRow: (values) => ({ email: values.email }),
      failedToast: "newsletterFailed",
      toastForCode: { "23505": "newsletterDuplicate" },
    },
    input,
  );
}

export async function submitQuote(input: unknown): Promise<LeadResult> {
  return submitLead(
    {
      name: "quote",
      schema: quoteSchema,
      table: "project_evaluations",
      toRow: quoteRow,
      failedToast: "quoteFailed",
    },
    input,
  );
}
