"use server";

import { adminAction, type FormResult, nextPage } from "../../../lib/admin/action.ts";
import { type Page, rpcFailure } from "../../../lib/admin/query.ts";
import { kickInvoiceDelivery } from "../../../lib/billing/sweep.ts";
import {
  recurringActiveSchema,
  recurringInvoiceArgs,
  recurringInvoiceEditArgs,
  recurringInvoiceEditSchema,
  recurringInvoiceSchema,
  reminderStepSchema,
} from "./billing-schema.ts";
import { expenseSchema } from "./expense-schema.ts";
import { invoiceSchema } from "./invoice-schema.ts";
import {
  cancelInvoiceSchema,
  expenseDecisionSchema,
  invoiceEditArgs,
  invoiceEditSchema,
  invoiceIdSchema,
  paymentArgs,
  paymentSchema,
  writeOffSchema,
} from "./money-moves-schema.ts";
import {
  EXPENSE_SORTS,
  INVOICE_SORTS,
  PAYMENT_SORTS,
  parseExpenseList,
  parseInvoiceList,
  parsePaymentList,
} from "./params.ts";
import {
  createExpense,
  createInvoice,
  type ExpenseRow,
  type InvoiceRow,
  type PaymentRow,
  readExpensePage,
  readInvoicePage,
  readPaymentPage,
} from "./queries.ts";

export type InvoiceCreated = FormResult<{ id: string; invoiceNumber: string }>;
export type PaymentRecorded = FormResult<{ id: string; transactionId: string; paid: boolean }>;
export type InvoiceMailed = FormResult<{ id: string; recipient: string; delivered: boolean }>;
export type BalanceWrittenOff = FormResult<{ id: string; creditNumber: string }>;

/** "Load more" on each finance list: the page after `cursor` in the view `query` names. */
export async function loadMoreInvoices(query: string, cursor: unknown): Promise<Page<InvoiceRow>> {
  return nextPage(query, cursor, INVOICE_SORTS, parseInvoiceList, readInvoicePage);
}

export async function loadMoreExpenses(query: string, cursor: unknown): Promise<Page<ExpenseRow>> {
  return nextPage(query, cursor, EXPENSE_SORTS, parseExpenseList, readExpensePage);
}

export async function loadMorePayments(query: string, cursor: unknown): Promise<Page<PaymentRow>> {
  return nextPage(query, cursor, PAYMENT_SORTS, parsePaymentList, readPaymentPage);
}

/** 'New Invoice'; the database numbers it INV-YYYY-NNN. */
export const createInvoiceAction = adminAction(
  invoiceSchema,
  async (values, { supabase }): Promise<InvoiceCreated> => {
    const created = await createInvoice(supabase, values);
    if (!created.ok) return created;
    const { data } = await supabase.from("invoices").select("invoice_number").eq("id", created.id).single();
    return { ok: true, id: created.id, invoiceNumber: data?.invoice_number ?? "The invoice" };
  },
);

/** 'Add Expense'; stored as pending. */
export const createExpenseAction = adminAction(expenseSchema, (values, { supabase }) =>
  createExpense(supabase, values),
);

/** Edit while draft: fields and line items replaced in one transaction; the number stays. */
export const editInvoiceAction = adminAction(invoiceEditSchema, async (values, { supabase }) => {
  const { error } = await supabase.rpc("update_draft_invoice", invoiceEditArgs(values));
  return error ? rpcFailure("edit invoice", error) : { ok: true, id: values.invoiceId };
});

/** 'Mark as sent': a draft goes to the client. */
export const markInvoiceSentAction = adminAction(invoiceIdSchema, async ({ invoiceId }, { supabase }) => {
  const { error } = await supabase.rpc("send_invoice", { p_invoice_id: invoiceId });
  return error ? rpcFailure("send invoice", error) : { ok: true, id: invoiceId };
});

/**
 * 'Send': the database issues a draft and queues its mail to the billing contact in one transaction;
 * this server then delivers it at once (the PDF attached), so the answer says whether it went out. A
 * mail server that fails leaves the invoice sent and its mail queued for the worker's retries.
 */
export const sendInvoiceAction = adminAction(
  invoiceIdSchema,
  async ({ invoiceId }, { supabase }): Promise<InvoiceMailed> => {
    const { data, error } = await supabase.rpc("queue_invoice_mail", { p_invoice_id: invoiceId });
    if (error) return rpcFailure("send invoice by e-mail", error);
    await kickInvoiceDelivery();
    const { data: mail } = await supabase
      .from("invoice_mails")
      .select("recipient, status")
      .eq("id", data as string)
      .single();
    return { ok: true, id: invoiceId, recipient: mail?.recipient ?? "", delivered: mail?.status === "sent" };
  },
);

/** 'Cancel invoice', with the reason the activity log keeps. */
export const cancelInvoiceAction = adminAction(cancelInvoiceSchema, async (values, { supabase }) => {
  const { error } = await supabase.rpc("cancel_invoice", {
    p_invoice_id: values.invoiceId,
    p_reason: values.reason,
  });
  return error ? rpcFailure("cancel invoice", error) : { ok: true, id: values.invoiceId };
});

/** 'Record payment': a completed payment numbered TXN-NNN-YYYY; the one that covers the total marks it paid. */
export const recordPaymentAction = adminAction(
  paymentSchema,
  async (values, { supabase }): Promise<PaymentRecorded> => {
    const { data, error } = await supabase.rpc("record_payment", paymentArgs(values));
    if (error) return rpcFailure("record payment", error);
    const recorded = data as { transaction_id: string; status: string };
    return {
      ok: true,
      id: values.invoiceId,
      transactionId: recorded.transaction_id,
      paid: recorded.status === "paid",
    };
  },
);

/** 'Write off balance': a credit note for the rest, with its reason; the invoice is closed. */
export const writeOffBalanceAction = adminAction(
  writeOffSchema,
  async (values, { supabase }): Promise<BalanceWrittenOff> => {
    const { data, error } = await supabase.rpc("write_off_invoice", {
      p_invoice_id: values.invoiceId,
      p_reason: values.reason,
    });
    if (error) return rpcFailure("write off balance", error);
    return {
      ok: true,
      id: values.invoiceId,
      creditNumber: (data as { credit_number: string }).credit_number,
    };
  },
);

/** 'Approve' / 'Reject': approved_by is the staff member's team entry, approved_date today. */
export const decideExpenseAction = adminAction(expenseDecisionSchema, async (values, { supabase }) => {
  const { error } = await supabase.rpc("decide_expense", {
    p_expense_id: values.expenseId,
    p_decision: values.decision,
  });
  return error ? rpcFailure("decide expense", error) : { ok: true, id: values.expenseId };
});

/** 'Save' on a step of the reminder ladder: its day relative to the due date, on or off, its words. */
export const updateReminderStepAction = adminAction(reminderStepSchema, async (values, { supabase }) => {
  const { error } = await supabase.rpc("update_reminder_step", {
    p_step_id: values.stepId,
    p_offset_days: values.offsetDays,
    p_enabled: values.enabled,
    p_message: values.message,
  });
  return error ? rpcFailure("update reminder step", error) : { ok: true, id: values.stepId };
});

/** 'New recurring invoice': the worker issues it on its next date, then every month or quarter. */
export const createRecurringInvoiceAction = adminAction(
  recurringInvoiceSchema,
  async (values, { supabase }) => {
    const { data, error } = await supabase.rpc("create_recurring_invoice", recurringInvoiceArgs(values));
    return error ? rpcFailure("create recurring invoice", error) : { ok: true, id: data as string };
  },
);

/**
 * 'Edit' on a recurring invoice, from the version it was opened at: the database refuses a stale save
 * (someone, or the worker issuing a period, saved since) and logs each change.
 */
export const editRecurringInvoiceAction = adminAction(
  recurringInvoiceEditSchema,
  async (values, { supabase }) => {
    const { error } = await supabase.rpc("update_recurring_invoice", recurringInvoiceEditArgs(values));
    return error ? rpcFailure("edit recurring invoice", error) : { ok: true, id: values.recurringId };
  },
);

/** 'Pause' / 'Resume': a paused template issues nothing until resumed. */
export const setRecurringActiveAction = adminAction(recurringActiveSchema, async (values, { supabase }) => {
  const { error } = await supabase.rpc("set_recurring_invoice_active", {
    p_id: values.recurringId,
    p_active: values.active,
  });
  return error
    ? rpcFailure("pause or resume recurring invoice", error)
    : { ok: true, id: values.recurringId };
});
