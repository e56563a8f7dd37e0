import type { SupabaseClient } from "@supabase/supabase-js";
import type { z } from "zod";
import type { Locale } from "../i18n/locales.ts";
import { leadSlotArguments } from "./rate-limit.ts";
import {
  HONEYPOT_FIELD,
  type LeadResult,
  type LeadToast,
  type LeadWords,
  leadWords,
  rateLimitedMessage,
} from "./result.ts";

export type LeadTable = "project_evaluations" | "contact_submissions" | "newsletter_subscriptions";

export interface LeadForm<S extends z.ZodType> {
  name: string;
  /** The language the form was filled in: its messages answer in it, and its lead records it. */
  locale: Locale;
  /** The server's sentences (invalid fields, rate limit) in that language; English when left out. */
  words?: LeadWords;
  schema: S;
  table: LeadTable;
  toRow: (values: z.output<S>) => Record<string, unknown> & { email: string };
  failedToast: LeadToast;
  /** A database error code with its own toast (newsletter duplicates). */
  toastForCode?: Partial<Record<string, LeadToast>>;
}

/** What public.submit_lead answers. */
interface SubmitOutcome {
  retry_after_seconds: number;
  suspected_spam?: boolean;
  /** The database's refusal of the insert (its SQLSTATE), with the slots still counted. */
  error_code?: string;
  error_message?: string;
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
 * The one path every lead takes on the server: drop bots, validate with the form's own schema, count
 * the submission against the per-address limit (refused past it) and the per-e-mail limit (kept past it,
 * marked as suspected spam, with no staff notice), and insert, all in one database call with the server's
 * credential (`client`). The database adds id, dates, status and the staff notice in the same
 * transaction. Failures are logged with their code; the visitor gets a catalogue toast.
 */
export async function intakeLead<S extends z.ZodType>(
  client: SupabaseClient,
  form: LeadForm<S>,
  input: unknown,
  address: string,
): Promise<LeadResult> {
  if (isBotSubmission(input)) {
    console.info(`[leads] ${form.name}: dropped a submission that filled the honeypot (${address}).`);
    return { ok: true };
  }
  const words = form.words ?? leadWords;
  const parsed = form.schema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      toast: form.failedToast,
      message: words.invalid,
      fieldErrors: fieldErrorsOf(parsed.error),
    };
  }
  const row = { ...form.toRow(parsed.data), locale: form.locale };
  try {
    // One call: both rate-limit slots and the insert (public.submit_lead).
    const { data, error } = await client.rpc("submit_lead", {
      lead_table: form.table,
      lead: row,
      ...leadSlotArguments(form.name, address, row.email),
    });
    if (error) throw new Error(`submit_lead failed (${error.code || "no code"}): ${error.message}`);
    const outcome = data as SubmitOutcome;
    if (outcome.retry_after_seconds > 0) {
      console.warn(
        `[leads] ${form.name}: rate limit reached for ${address}; retry in ${outcome.retry_after_seconds} s.`,
      );
      return {
        ok: false,
        toast: form.failedToast,
        message: rateLimitedMessage(outcome.retry_after_seconds, words),
        retryAfterSeconds: outcome.retry_after_seconds,
      };
    }
    if (outcome.suspected_spam) {
      console.warn(`[leads] ${form.name}: e-mail limit reached; kept as suspected spam (${address}).`);
    }
    if (!outcome.error_code) return { ok: true };
    console.error(
      `[leads] ${form.name}: insert into ${form.table} failed (${outcome.error_code}): ${outcome.error_message}`,
    );
    return { ok: false, toast: form.toastForCode?.[outcome.error_code] ?? form.failedToast };
  } catch (error) {
    console.error(`[leads] ${form.name}: insert into ${form.table} failed (exception)`, error);
    return { ok: false, toast: form.failedToast };
  }
}
