"use server";

import { isUuid } from "@/lib/admin/list-query";
import { type FormResult, parseForm } from "@/lib/admin/workspace/form-result";
import { createClient } from "@/lib/supabase/server";
import { addServiceListItem, createService, updateService } from "./queries";
import { serviceListItemSchema, serviceSchema } from "./schema";

const NO_SERVICE: FormResult = { ok: false, message: "This service no longer exists." };

/** 'New Service', as the signed-in staff member: the form's schema again, then RLS decides. */
export async function createServiceAction(input: unknown): Promise<FormResult> {
  const parsed = parseForm(serviceSchema, input);
  if (!parsed.ok) return parsed.result;
  return createService(await createClient(), parsed.data);
}

/** Edit on a service card. */
export async function updateServiceAction(id: unknown, input: unknown): Promise<FormResult> {
  if (!isUuid(id)) return NO_SERVICE;
  const parsed = parseForm(serviceSchema, input);
  if (!parsed.ok) return parsed.result;
  return updateService(await createClient(), id, parsed.data);
}

/** The Add button of a service's features, requirements or deliverables. */
export async function addServiceListItemAction(id: unknown, input: unknown): Promise<FormResult> {
  if (!isUuid(id)) return NO_SERVICE;
  const parsed = parseForm(serviceListItemSchema, input);
  if (!parsed.ok) return parsed.result;
  return addServiceListItem(await createClient(), id, parsed.data);
}
