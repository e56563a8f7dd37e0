"use server";

import { adminAction, nextPage } from "@/lib/admin/action";
import { type Page, rpcFailure } from "@/lib/admin/query";
import { param } from "@/lib/admin/workspace/params";
import { quoteProjectArgs, quoteProjectSchema } from "../projects/schema";
import { CLIENT_SORTS, parseClientsState } from "./params";
import { type ClientRow, createClientRecord, readClientPage, updateClientRecord } from "./queries";
import { clientEditSchema, clientRow, clientSchema, leadConversionSchema } from "./schema";

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
