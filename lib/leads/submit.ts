import { headers } from "next/headers";
import type { z } from "zod";
import { createClient } from "@/lib/supabase/server";
import { clientAddress, takeLeadSlot } from "./rate-limit";
import {
  HONEYPOT_FIELD,
  INVALID_MESSAGE,
  type LeadResult,
  type LeadToast,
  RATE_LIMITED_MESSAGE,
} from "./result";

type LeadTable = "project_evaluations" | "contact_submissions" | "newsletter_subscriptions";

interface LeadForm<S extends z.ZodType> {
  name: string;
  schema: S;
  table: LeadTable;
  toRow: (values: z.output<S>) => Record<string, unknown>;
  failedToast: LeadToast;
  /** A database error code with its own toast (newsletter duplicates). */
  toastForCode?: Partial<Record<string, LeadToast>>;
}

function isBotSubmission(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const trap = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && trap !== "";
}

function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The one path every lead takes on the server: drop bots, apply the per-address rate limit, validate
 * with the form's own schema, insert as the visitor (RLS applies), and log failures with their code.
 */
export async function submitLead<S extends z.ZodType>(
  form: LeadForm<S>,
  input: unknown,
): Promise<LeadResult> {
  const address = clientAddress(await headers());
  if (isBotSubmission(input)) {
    console.info(`[leads] ${form.name}: dropped a submission that filled the honeypot (${address}).`);
    return { ok: true };
  }
  if (!takeLeadSlot(form.name, address)) {
    console.warn(`[leads] ${form.name}: rate limit reached for ${address}.`);
    return { ok: false, toast: form.failedToast, message: RATE_LIMITED_MESSAGE };
  }
  const parsed = form.schema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      toast: form.failedToast,
      message: INVALID_MESSAGE,
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  }
  try {
    const supabase = await createClient();
    const { error } = await supabase.from(form.table).insert(form.toRow(parsed.data));
    if (!error) return { ok: true };
    console.error(
      `[leads] ${form.name}: insert into ${form.table} failed (${error.code || "no code"}): ${error.message}`,
    );
    return { ok: false, toast: form.toastForCode?.[error.code] ?? form.failedToast };
  } catch (error) {
    console.error(`[leads] ${form.name}: insert into ${form.table} failed (exception)`, error);
    return { ok: false, toast: form.failedToast };
  }
}
