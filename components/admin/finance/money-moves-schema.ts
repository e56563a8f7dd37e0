import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import { optionalText, requiredText } from "../../../lib/validations/fields.ts";
import {
  dateField,
  money,
  oneOf,
  orNull,
  rowId,
  rowVersion,
} from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { PAYMENT_METHODS, WORKSPACE_LIMITS } from "../../../supabase/workspace.ts";
import { invoiceArgs, invoiceSchema } from "./invoice-schema.ts";

/**
 * The changes that move an invoice or an expense along its lifecycle. The database holds the rules
 * that depend on the row (only a draft is edited, a payment fits the balance...); these check what
 * the form alone can know.
 */

export const invoiceIdSchema = z.object({ invoiceId: rowId("invoice") });

/**
 * Edit while draft: the New Invoice fields (the status stays draft; sending is its own step) and the
 * version of the invoice the form was opened from.
 */
export const invoiceEditSchema = z.object({
  invoiceId: rowId("invoice"),
  version: rowVersion(),
  values: invoiceSchema,
});

/** The arguments of public.update_draft_invoice(p_invoice_id, p_version, invoice, items). */
export function invoiceEditArgs(input: z.output<typeof invoiceEditSchema>) {
  const { invoice, items } = invoiceArgs(input.values);
  const { status: _status, ...fields } = invoice;
  return { p_invoice_id: input.invoiceId, p_version: input.version, invoice: fields, items };
}

/** 'Record payment': amount, date (not in the future), method and an optional note. */
export const paymentSchema = z.object({
  invoiceId: rowId("invoice"),
  amount: money("Amount", { positive: true }),
  paymentDate: dateField("Payment date").refine((value) => value <= todayIso(), {
    message: "The payment date cannot be in the future.",
  }),
  method: oneOf(PAYMENT_METHODS, "payment method"),
  notes: optionalText("Notes", WORKSPACE_LIMITS.expenseNotes, { multiline: true }),
});

export type PaymentInput = z.input<typeof paymentSchema>;
export type PaymentValues = z.output<typeof paymentSchema>;

export function paymentArgs(values: PaymentValues) {
  return {
    p_invoice_id: values.invoiceId,
    p_amount: values.amount,
    p_payment_date: values.paymentDate,
    p_method: values.method,
    // Left out when blank: the function's own default (null) applies.
    p_notes: orNull(values.notes) ?? undefined,
  };
}

/** 'Cancel invoice': the reason is kept in the activity log. */
export const cancelInvoiceSchema = z.object({
  invoiceId: rowId("invoice"),
  reason: requiredText("Reason", WORKSPACE_LIMITS.itemDescription),
});

export type CancelInvoiceInput = z.input<typeof cancelInvoiceSchema>;
export type CancelInvoiceValues = z.output<typeof cancelInvoiceSchema>;

/** 'Write off balance': a credit note for what is still owed, with the reason the log keeps. */
export const writeOffSchema = cancelInvoiceSchema;

/** 'Approve' / 'Reject' on a pending expense. */
export const expenseDecisionSchema = z.object({
  expenseId: rowId("expense"),
  decision: z.enum(["approved", "rejected"], { error: "An expense is approved or rejected." }),
});
