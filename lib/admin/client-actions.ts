"use server";

import { clientRow, clientSchema } from "@/lib/validations/workspace/client";
import { rowId } from "@/lib/validations/workspace/fields";
import { projectSchema, quoteProjectArgs } from "@/lib/validations/workspace/project";
import { createClientRecord, updateClientRecord } from "./clients";
import { rpcFailure } from "./query";
import { asAdmin } from "./session";
import { type FormResult, parseForm } from "./workspace/form-result";

const NO_CLIENT: FormResult = { ok: false, message: "This client no longer exists." };
const NO_LEAD: FormResult = { ok: false, message: "This lead no longer exists." };

const isRowId = (value: unknown): value is string => rowId("row").safeParse(value).success;

/** 'New Client': the form's schema again, then the admin check, then RLS. */
export async function createClientAction(input: unknown): Promise<FormResult> {
  const parsed = parseForm(clientSchema, input);
  if (!parsed.ok) return parsed.result;
  return asAdmin((supabase) => createClientRecord(supabase, parsed.data));
}

/** 'Edit client'. */
export async function updateClientAction(clientId: unknown, input: unknown): Promise<FormResult> {
  if (!isRowId(clientId)) return NO_CLIENT;
  const parsed = parseForm(clientSchema, input);
  if (!parsed.ok) return parsed.result;
  return asAdmin((supabase) => updateClientRecord(supabase, clientId, parsed.data));
}

/** 'Convert to client': a client from the lead as staff completed it; the lead links to it. */
export async function convertLeadAction(leadId: unknown, input: unknown): Promise<FormResult> {
  if (!isRowId(leadId)) return NO_LEAD;
  const parsed = parseForm(clientSchema, input);
  if (!parsed.ok) return parsed.result;
  return asAdmin(async (supabase) => {
    const { data, error } = await supabase.rpc("convert_lead_to_client", {
      p_lead_id: leadId,
      client: clientRow(parsed.data),
    });
    return error ? rpcFailure("convert lead", error) : { ok: true, id: data as string };
  });
}

/** 'Create project' on a quote request: the project for the client the lead became, linked to it. */
export async function createQuoteProjectAction(leadId: unknown, input: unknown): Promise<FormResult> {
  if (!isRowId(leadId)) return NO_LEAD;
  const parsed = parseForm(projectSchema, input);
  if (!parsed.ok) return parsed.result;
  return asAdmin(async (supabase) => {
    const { data, error } = await supabase.rpc(
      "create_project_from_quote",
      quoteProjectArgs(leadId, parsed.data),
    );
    return error ? rpcFailure("create project from quote", error) : { ok: true, id: data as string };
  });
}
