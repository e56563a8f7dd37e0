"use server";

import { projectSchema, quoteProjectArgs } from "@/components/admin/projects/schema";
import { rpcFailure } from "@/lib/admin/query";
import { asAdmin } from "@/lib/admin/session";
import { type FormResult, parseForm } from "@/lib/admin/workspace/form-result";
import { rowId } from "@/lib/validations/workspace/fields";
import { createClientRecord, updateClientRecord } from "./queries";
import { clientRow, clientSchema } from "./schema";

const NO_CLIENT: FormResult = { ok: false, message: "This client no longer exists." };
const NO_LEAD: FormResult = { ok: false, message: "This lead no longer exists." };

/** A change of one row: its id and the form's values, as one argument (a server action's payload). */
function change(input: unknown, key: "clientId" | "leadId"): { id: string; values: unknown } | null {
  if (typeof input !== "object" || input === null) return null;
  const { [key]: id, values } = input as Record<string, unknown>;
  return rowId("row").safeParse(id).success ? { id: id as string, values } : null;
}

/** 'New Client': the form's schema again, then the admin check, then RLS. */
export async function createClientAction(input: unknown): Promise<FormResult> {
  const parsed = parseForm(clientSchema, input);
  if (!parsed.ok) return parsed.result;
  return asAdmin((supabase) => createClientRecord(supabase, parsed.data));
}

/** 'Edit client': `{ clientId, values }`. */
export async function updateClientAction(input: unknown): Promise<FormResult> {
  const edit = change(input, "clientId");
  if (!edit) return NO_CLIENT;
  const parsed = parseForm(clientSchema, edit.values);
  if (!parsed.ok) return parsed.result;
  return asAdmin((supabase) => updateClientRecord(supabase, edit.id, parsed.data));
}

/** 'Convert to client': `{ leadId, values }`, the lead as staff completed it; the lead links to it. */
export async function convertLeadAction(input: unknown): Promise<FormResult> {
  const conversion = change(input, "leadId");
  if (!conversion) return NO_LEAD;
  const parsed = parseForm(clientSchema, conversion.values);
  if (!parsed.ok) return parsed.result;
  return asAdmin(async (supabase) => {
    const { data, error } = await supabase.rpc("convert_lead_to_client", {
      p_lead_id: conversion.id,
      client: clientRow(parsed.data),
    });
    return error ? rpcFailure("convert lead", error) : { ok: true, id: data as string };
  });
}

/** 'Create project' on a quote request, `{ leadId, values }`: the project for the client it became. */
export async function createQuoteProjectAction(input: unknown): Promise<FormResult> {
  const request = change(input, "leadId");
  if (!request) return NO_LEAD;
  const parsed = parseForm(projectSchema, request.values);
  if (!parsed.ok) return parsed.result;
  return asAdmin(async (supabase) => {
    const { data, error } = await supabase.rpc(
      "create_project_from_quote",
      quoteProjectArgs(request.id, parsed.data),
    );
    return error ? rpcFailure("create project from quote", error) : { ok: true, id: data as string };
  });
}
