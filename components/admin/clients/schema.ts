import { emailField, optionalPhone, optionalText, requiredText } from "../../../lib/validations/fields.ts";
import { oneOf, orNull, rowId, rowVersion } from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { CLIENT_STATUSES, WORKSPACE_LIMITS } from "../../../supabase/workspace.ts";

/** Lengths of the clients table's CHECK constraints. */
const CLIENT_LIMITS = { company: 120, industry: 60, website: 2048, address: 300 } as const;

/** 'New Client', 'Edit client' and 'Convert to client': one form, one schema. */
export const clientSchema = z.object({
  company: requiredText("Company", CLIENT_LIMITS.company),
  name: requiredText("Contact name", WORKSPACE_LIMITS.name),
  email: emailField(),
  phone: optionalPhone("Phone"),
  // Only web addresses: the detail makes a link of it, and a "javascript:" link must never exist.
  website: optionalText("Website", CLIENT_LIMITS.website).refine(
    (value) => value === "" || (/^https?:\/\/[^\s]+\.[^\s]+$/i.test(value) && URL.canParse(value)),
    { message: "Website must be a web address starting with https:// or http://." },
  ),
  industry: requiredText("Industry", CLIENT_LIMITS.industry),
  address: optionalText("Address", CLIENT_LIMITS.address, { multiline: true }),
  status: oneOf(CLIENT_STATUSES, "status").default("prospect"),
  notes: optionalText("Notes", WORKSPACE_LIMITS.notes, { multiline: true }),
});

export type ClientInput = z.input<typeof clientSchema>;
export type ClientValues = z.output<typeof clientSchema>;

export function clientRow(values: ClientValues) {
  return {
    company: values.company,
    name: values.name,
    email: values.email,
    phone: orNull(values.phone),
    website: orNull(values.website),
    industry: values.industry,
    address: orNull(values.address),
    status: values.status,
    notes: orNull(values.notes),
  };
}

/** 'Edit client': the client, the version the form was opened from, and the form's values. */
export const clientEditSchema = z.object({
  clientId: rowId("client"),
  version: rowVersion(),
  values: clientSchema,
});

/** 'Convert to client': the lead and the client as staff completed it. */
export const leadConversionSchema = z.object({ leadId: rowId("lead"), values: clientSchema });
