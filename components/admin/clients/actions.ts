"use server";

import { headers } from "next/headers";
import { adminAction, nextPage } from "../../../lib/admin/action.ts";
import { type Page, rpcFailure } from "../../../lib/admin/query.ts";
import { param } from "../../../lib/admin/workspace/params.ts";
import { inviteToPortal } from "../../../lib/portal/invite.ts";
import { portalInviteSchema, portalRevokeSchema } from "../../../lib/portal/schema.ts";
import { clientBillingSchema } from "../finance/billing-schema.ts";
import { quoteProjectArgs, quoteProjectSchema } from "../projects/schema.ts";
import { CLIENT_SORTS, parseClientsState } from "./params.ts";
import { type ClientRow, createClientRecord, readClientPage, updateClientRecord } from "./queries.ts";
import { clientEditSchema, clientRow, clientSchema, leadConversionSchema } from "./schema.ts";

/**
 * "Load more" on the clients list: the page after `cursor` in the view `query` names. Its industry
 * is taken as written: an industry no client has matches none, as on the page.
 */
export async function loadMoreClients(query: string, cursor: unknown): Promise<Page<ClientRow>> {
  const parse = (params: URLSearchParams) => parseClientsState(params, [param(params, "industry")]);
  return nextPage(query, cursor, CLIENT_SORTS, parse, readClientPage);
}

/** 'New Client'. */
export const createClientAction = adminAction(clientSchema, (values, { supabase }) =>
  createClientRecord(supabase, values),
);

/** 'Edit client': `{ clientId, version, values }`. */
export const updateClientAction = adminAction(
  clientEditSchema,
  ({ clientId, version, values }, { supabase }) => updateClientRecord(supabase, clientId, version, values),
);

/** 'Convert to client': `{ leadId, values }`, the lead as staff completed it; the lead links to it. */
export const convertLeadAction = adminAction(
  leadConversionSchema,
  async ({ leadId, values }, { supabase }) => {
    const { data, error } = await supabase.rpc("convert_lead_to_client", {
      p_lead_id: leadId,
      client: clientRow(values),
    });
    return error ? rpcFailure("convert lead", error) : { ok: true, id: data as string };
  },
);

/** 'Create project' on a quote request, `{ leadId, values }`: the project for the client it became. */
export const createQuoteProjectAction = adminAction(
  quoteProjectSchema,
  async ({ leadId, values }, { supabase }) => {
    const { data, error } = await supabase.rpc("create_project_from_quote", quoteProjectArgs(leadId, values));
    return error ? rpcFailure("create project from quote", error) : { ok: true, id: data as string };
  },
);

/**
 * 'Invite to portal': the auth admin API mails the contact a link to set a password, and the account
 * is linked to this client by the staff member's own session. `mailed` is false when the address
 * already had an account (linked without a mail).
 */
export const inviteToPortalAction = adminAction(
  portalInviteSchema,
  async ({ clientId, email }, { supabase }) =>
    inviteToPortal(supabase, clientId, email, (await headers()).get("origin")),
);

/** 'Revoke' on a portal member: from the next request on, that session reads nothing of the client. */
export const revokePortalAccessAction = adminAction(
  portalRevokeSchema,
  async ({ memberId }, { supabase }) => {
    const { error } = await supabase.rpc("revoke_portal_member", { p_member_id: memberId });
    return error ? rpcFailure("revoke portal access", error) : { ok: true, id: memberId };
  },
);

/** 'Save billing': the address invoices and reminders go to (blank: the contact's) and reminders on or off. */
export const saveClientBillingAction = adminAction(clientBillingSchema, async (values, { supabase }) => {
  const { error } = await supabase.rpc("set_client_billing", {
    p_client_id: values.clientId,
    p_billing_email: values.billingEmail,
    p_reminders_enabled: values.remindersEnabled,
  });
  return error ? rpcFailure("save client billing", error) : { ok: true, id: values.clientId };
});
