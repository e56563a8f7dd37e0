import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import { requiredText } from "../../../lib/validations/fields.ts";
import {
  dateField,
  optionalRowId,
  rowId,
  rowVersion,
  wholeNumber,
} from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { invoiceItemSchema, taxRateField } from "./invoice-schema.ts";

/**
 * The forms of invoice mail, reminders and recurring invoices. The database checks each rule again
 * (bounds, one step per day, a first date today or later); these say what the form alone can know.
 */

/** One step of the reminder ladder: days from the due date, on or off, and its words. */
export const reminderStepSchema = z.object({
  stepId: rowId("reminder step"),
  offsetDays: wholeNumber("Days from the due date", -30, 90),
  enabled: z.boolean(),
  message: requiredText("Message", 2000, { multiline: true }),
});
export type ReminderStepInput = z.input<typeof reminderStepSchema>;
export type ReminderStepValues = z.output<typeof reminderStepSchema>;

export const RECURRING_EVERY = ["month", "quarter"] as const;

/** 'New recurring invoice': client, lines, every month or quarter, the first date, draft or sent. */
export const recurringInvoiceSchema = z.object({
  clientId: rowId("client"),
  projectId: optionalRowId("project"),
  description: requiredText("Description", 500),
  every: z.enum(RECURRING_EVERY, { error: "Choose every month or every quarter." }),
  nextDate: dateField("Next invoice date").refine((value) => value >= todayIso(), {
    message: "The next invoice date is today or later.",
  }),
  dueDays: wholeNumber("Days to pay", 0, 120),
  send: z.boolean(),
  taxRate: taxRateField(),
  items: z
    .array(invoiceItemSchema, { error: "Add at least one line item." })
    .min(1, { message: "Add at least one line item." })
    .max(50, { message: "A recurring invoice has at most 50 line items." }),
});
export type RecurringInvoiceInput = z.input<typeof recurringInvoiceSchema>;
export type RecurringInvoiceValues = z.output<typeof recurringInvoiceSchema>;

/** The argument of public.create_recurring_invoice(template). */
export function recurringInvoiceArgs(values: RecurringInvoiceValues) {
  return {
    template: {
      client_id: values.clientId,
      project_id: values.projectId,
      description: values.description,
      every: values.every,
      next_date: values.nextDate,
      due_days: values.dueDays,
      send: values.send,
      tax_rate: values.taxRate,
      items: values.items.map((item) => ({
        description: item.description,
        quantity: item.quantity,
        unit_price: item.unitPrice,
      })),
    },
  };
}

/** 'Edit' on a recurring invoice: the template's fields, from the version the form was opened at. */
export const recurringInvoiceEditSchema = z.object({
  recurringId: rowId("recurring invoice"),
  version: rowVersion(),
  values: recurringInvoiceSchema,
});

/** The arguments of public.update_recurring_invoice(p_id, p_version, template): the client stays. */
export function recurringInvoiceEditArgs(input: z.output<typeof recurringInvoiceEditSchema>) {
  const {
    client_id: _client,
    project_id: _project,
    ...template
  } = recurringInvoiceArgs(input.values).template;
  return { p_id: input.recurringId, p_version: input.version, template };
}

/** 'Pause' / 'Resume' on a recurring invoice. */
export const recurringActiveSchema = z.object({
  recurringId: rowId("recurring invoice"),
  active: z.boolean(),
});

/** A client's billing: where invoices go (blank: the contact's address) and whether reminders are sent. */
export const clientBillingSchema = z.object({
  clientId: rowId("client"),
  billingEmail: z
    .string()
    .trim()
    .max(254, { message: "Billing e-mail must be at most 254 characters." })
    .refine((value) => value === "" || z.email().safeParse(value).success, {
      message: "Please enter a valid email address.",
    }),
  remindersEnabled: z.boolean(),
});
export type ClientBillingValues = z.output<typeof clientBillingSchema>;
