"use server";

import type { WriteResult } from "@/lib/admin/query";
import { rpcFailure } from "@/lib/admin/query";
import { asAdmin } from "@/lib/admin/session";
import { expenseSchema } from "./expense-schema";
import { invoiceSchema } from "./invoice-schema";
import {
  cancelInvoiceSchema,
  expenseDecisionSchema,
  invoiceEditArgs,
  invoiceEditSchema,
  invoiceIdSchema,
  paymentArgs,
  paymentSchema,
} from "./money-moves-schema";
import { createExpense, createInvoice } from "./queries";

export type InvoiceCreated = { ok: true; id: string; invoiceNumber: string } | { ok: false; message: string };
export type PaymentRecorded =
  | { ok: true; id: string; transactionId: string; paid: boolean }
  | { ok: false; message: string };

const invalid = (issues: { message: string }[]) => ({
  ok: false as const,
  message: issues[0]?.message ?? "Please check the form.",
});

/** 'New Invoice', validated again with the form's schema; the database numbers it INV-YYYY-NNN. */
export async function createInvoiceAction(input: unknown): Promise<InvoiceCreated> {
  const parsed = invoiceSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin(async (supabase) => {
    const created = await createInvoice(supabase, parsed.data);
    if (!created.ok) return created;
    const { data } = await supabase.from("invoices").select("invoice_number").eq("id", created.id).single();
    return { ok: true, id: created.id, invoiceNumber: data?.invoice_number ?? "The invoice" };
  });
}

/** 'Add Expense', validated again with the form's schema; stored as pending. */
export async function createExpenseAction(input: unknown): Promise<WriteResult> {
  const parsed = expenseSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin((supabase) => createExpense(supabase, parsed.data));
}

/** Edit while draft: fields and line items replaced in one transaction; the number stays. */
export async function editInvoiceAction(input: unknown): Promise<WriteResult> {
  const parsed = invoiceEditSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin(async (supabase) => {
    const { error } = await supabase.rpc("update_draft_invoice", invoiceEditArgs(parsed.data));
    return error ? rpcFailure("edit invoice", error) : { ok: true, id: parsed.data.invoiceId };
  });
}

/** 'Mark as sent': a draft goes to the client. */
export async function markInvoiceSentAction(input: unknown): Promise<WriteResult> {
  const parsed = invoiceIdSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin(async (supabase) => {
    const { error } = await supabase.rpc("send_invoice", { p_invoice_id: parsed.data.invoiceId });
    return error ? rpcFailure("send invoice", error) : { ok: true, id: parsed.data.invoiceId };
  });
}

/** 'Cancel invoice', with the reason the activity log keeps. */
export async function cancelInvoiceAction(input: unknown): Promise<WriteResult> {
  const parsed = cancelInvoiceSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin(async (supabase) => {
    const { error } = await supabase.rpc("cancel_invoice", {
      p_invoice_id: parsed.data.invoiceId,
      p_reason: parsed.data.reason,
    });
    return error ? rpcFailure("cancel invoice", error) : { ok: true, id: parsed.data.invoiceId };
  });
}

/** 'Record payment': a completed payment numbered TXN-NNN-YYYY; the one that covers the total marks it paid. */
export async function recordPaymentAction(input: unknown): Promise<PaymentRecorded> {
  const parsed = paymentSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin(async (supabase) => {
    const { data, error } = await supabase.rpc("record_payment", paymentArgs(parsed.data));
    if (error) return rpcFailure("record payment", error);
    const recorded = data as { transaction_id: string; status: string };
    return {
      ok: true,
      id: parsed.data.invoiceId,
      transactionId: recorded.transaction_id,
      paid: recorded.status === "paid",
    };
  });
}

/** 'Approve' / 'Reject': approved_by is the staff member's team entry, approved_date today. */
export async function decideExpenseAction(input: unknown): Promise<WriteResult> {
  const parsed = expenseDecisionSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return asAdmin(async (supabase) => {
    const { error } = await supabase.rpc("decide_expense", {
      p_expense_id: parsed.data.expenseId,
      p_decision: parsed.data.decision,
    });
    return error ? rpcFailure("decide expense", error) : { ok: true, id: parsed.data.expenseId };
  });
}
