"use server";

import { adminAction } from "@/lib/admin/action";
import { rpcFailure } from "@/lib/admin/query";
import { quoteProjectArgs, quoteProjectSchema } from "../projects/schema";
import { createClientRecord, updateClientRecord } from "./queries";
import { clientEditSchema, clientRow, clientSchema, leadConversionSchema } from "./schema";

/** 'New Client'. */
export const createClientAction = adminAction(clientSchema, (values, { supabase }) =>
  createClientRecord(supabase, values),
);

/** 'Edit client': `{ clientId, values }`. */
export const updateClientAction = adminAction(clientEditSchema, ({ clientId, values }, { supabase }) =>
  updateClientRecord(supabase, clientId, values),
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
