"use server";

import { readPricingModel } from "../quote/read-pricing.ts";
import { contactLeadForm, evaluationLeadForm, newsletterLeadForm, quoteLeadForm } from "./forms.ts";
import type { LeadForm } from "./intake.ts";
import { formLocale, postedValues } from "./posted.ts";
import { HONEYPOT_FIELD, type LeadResult, LOCALE_FIELD } from "./result.ts";
import { readLeadServices } from "./services.ts";
import { submitLead } from "./submit.ts";

/*
 * Each action serves both ways a form is sent: the island calls it with the form's values; a form the
 * browser posts itself (no JavaScript yet, or none at all) reaches it through useActionState as
 * (previous state, FormData), and its answer, with what was typed when it failed, renders the page again.
 */

type Schema = Parameters<typeof submitLead>[0]["schema"];

const publishedServiceKeys = async () => (await readLeadServices()).map((service) => service.value);

async function answer<S extends Schema>(
  form: LeadForm<S>,
  input: unknown,
  posted: unknown,
  lists: readonly string[] = [],
): Promise<LeadResult> {
  if (!(posted instanceof FormData)) return submitLead(form, input);
  const values = postedValues(posted, lists);
  const result = await submitLead(form, values);
  if (result.ok) return result;
  const { [HONEYPOT_FIELD]: _trap, [LOCALE_FIELD]: _locale, ...typed } = values;
  return { ...result, values: typed };
}

// Each form names the language it is shown in (its `locale` field): the answer is in it, the lead records it.

/** The service is checked against the services published now, not the list the page was built with. */
export async function submitEvaluation(input: unknown, posted?: FormData): Promise<LeadResult> {
  return answer(evaluationLeadForm(await publishedServiceKeys(), formLocale(input, posted)), input, posted);
}

export async function submitContact(input: unknown, posted?: FormData): Promise<LeadResult> {
  return answer(contactLeadForm(formLocale(input, posted)), input, posted);
}

export async function subscribeNewsletter(input: unknown, posted?: FormData): Promise<LeadResult> {
  return answer(newsletterLeadForm(formLocale(input, posted)), input, posted);
}

/** The estimate is recomputed from the answers and the published pricing model, never taken from the client. */
export async function submitQuote(input: unknown, posted?: FormData): Promise<LeadResult> {
  const [pricing, serviceKeys] = await Promise.all([readPricingModel(), publishedServiceKeys()]);
  return answer(quoteLeadForm(pricing, serviceKeys, formLocale(input, posted)), input, posted, ["features"]);
}
