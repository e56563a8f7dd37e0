"use server";

import { readPricingModel } from "@/lib/quote/read-pricing";
import { leadForms, quoteLeadForm } from "./forms";
import type { LeadResult } from "./result";
import { submitLead } from "./submit";

export async function submitEvaluation(input: unknown): Promise<LeadResult> {
  return submitLead(leadForms.evaluation, input);
}

export async function submitContact(input: unknown): Promise<LeadResult> {
  return submitLead(leadForms.contact, input);
}

export async function subscribeNewsletter(input: unknown): Promise<LeadResult> {
  return submitLead(leadForms.newsletter, input);
}

/** The estimate is recomputed from the answers and the published pricing model, never taken from the client. */
export async function submitQuote(input: unknown): Promise<LeadResult> {
  return submitLead(quoteLeadForm(await readPricingModel()), input);
}
