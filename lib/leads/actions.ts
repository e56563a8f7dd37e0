"use server";

import { readPricingModel } from "@/lib/quote/read-pricing";
import { evaluationLeadForm, leadForms, quoteLeadForm } from "./forms";
import type { LeadResult } from "./result";
import { readLeadServices } from "./services";
import { submitLead } from "./submit";

const publishedServiceKeys = async () => (await readLeadServices()).map((service) => service.value);

/** The service is checked against the services published now, not the list the page was built with. */
export async function submitEvaluation(input: unknown): Promise<LeadResult> {
  return submitLead(evaluationLeadForm(await publishedServiceKeys()), input);
}

export async function submitContact(input: unknown): Promise<LeadResult> {
  return submitLead(leadForms.contact, input);
}

export async function subscribeNewsletter(input: unknown): Promise<LeadResult> {
  return submitLead(leadForms.newsletter, input);
}

/** The estimate is recomputed from the answers and the published pricing model, never taken from the client. */
export async function submitQuote(input: unknown): Promise<LeadResult> {
  const [pricing, serviceKeys] = await Promise.all([readPricingModel(), publishedServiceKeys()]);
  return submitLead(quoteLeadForm(pricing, serviceKeys), input);
}
