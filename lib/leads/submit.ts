import { headers } from "next/headers";
import { after } from "next/server";
import type { z } from "zod";
import { clientAddress } from "../runtime/client-address.ts";
import { createServiceClient } from "../supabase/service.ts";
import { intakeLead, type LeadForm } from "./intake.ts";
import { kickNoticeDelivery } from "./notices.ts";
import type { LeadResult } from "./result.ts";

/**
 * A lead server action's body: the client address from the trusted-proxy setting, the intake with the
 * server-only credential, and, once the response is sent, a delivery run for the new staff notice.
 */
export async function submitLead<S extends z.ZodType>(
  form: LeadForm<S>,
  input: unknown,
): Promise<LeadResult> {
  const address = clientAddress(await headers());
  let client: ReturnType<typeof createServiceClient>;
  try {
    client = createServiceClient();
  } catch (error) {
    console.error(`[leads] ${form.name}: ${(error as Error).message}`);
    return { ok: false, toast: form.failedToast };
  }
  const result = await intakeLead(client, form, input, address);
  if (result.ok) after(kickNoticeDelivery);
  return result;
}
