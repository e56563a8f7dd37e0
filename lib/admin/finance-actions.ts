"use server";

import { createClient } from "@/lib/supabase/server";
import { expenseSchema } from "@/lib/validations/workspace/expense";
import { invoiceSchema } from "@/lib/validations/workspace/invoice";
import { createExpense, createInvoice } from "./finance";
import type { WriteResult } from "./query";

export type InvoiceCreated = { ok: true; id: string; invoiceNumber: string } | { ok: false; message: string };

const invalid = (issues: { message: string }[]) => ({
  ok: false as const,
  message: issues[0]?.message ?? "Please check the form.",
});

/** 'New Invoice', validated again with the form's schema; the database numbers it INV-YYYY-NNN. */
export async function createInvoiceAction(input: unknown): Promise<InvoiceCreated> {
  const parsed = invoiceSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  const supabase = await createClient();
  const created = await createInvoice(supabase, parsed.data);
  if (!created.ok) return created;
  const { data } = await supabase.from("invoices").select("invoice_number").eq("id", created.id).single();
  return { ok: true, id: created.id, invoiceNumber: data?.invoice_number ?? "The invoice" };
}

/** 'Add Expense', validated again with the form's schema; stored as pending. */
export async function createExpenseAction(input: unknown): Promise<WriteResult> {
  const parsed = expenseSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  return createExpense(await createClient(), parsed.data);
}
