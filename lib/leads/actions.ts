"use server";

import { leadForms } from "./forms";
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

export async function submitQuote(input: unknown): Promise<LeadResult> {
  return submitLead(leadForms.quote, input);
}
