import { optionalText, requiredText } from "../../../lib/validations/fields.ts";
import {
  dateField,
  money,
  optionalRowId,
  orNull,
  quantity,
  rowId,
} from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { INVOICE_TAX_RATE_PERCENT, WORKSPACE_LIMITS } from "../../../supabase/workspace.ts";

export const invoiceItemSchema = z.object({
  description: requiredText("Item description", WORKSPACE_LIMITS.itemDescription),
  quantity: quantity("Quantity"),
  unitPrice: money("Unit price"),
});

export type InvoiceItemInput = z.input<typeof invoiceItemSchema>;

/** An invoice's tax rate in percent; 8.5 (the agency's rate) unless given. */
export function taxRateField() {
  return z.coerce
    .number({ error: "Tax rate must be a number." })
    .min(0, { message: "Tax rate must be between 0 and 100%." })
    .max(100, { message: "Tax rate must be between 0 and 100%." })
    .default(INVOICE_TAX_RATE_PERCENT);
}

/**
 * 'New Invoice': created as a draft or sent; the number (INV-YYYY-NNN) and the totals come from the
 * database. The tax rate defaults to INVOICE_TAX_RATE_PERCENT (8.5%).
 */
export const invoiceSchema = z
  .object({
    clientId: rowId("client"),
    projectId: optionalRowId("project"),
    status: z.enum(["draft", "sent"], { error: "A new invoice is a draft or sent." }).default("draft"),
    issueDate: dateField("Issue date"),
    dueDate: dateField("Due date"),
    description: optionalText("Description", WORKSPACE_LIMITS.invoiceDescription),
    notes: optionalText("Notes", WORKSPACE_LIMITS.notes, { multiline: true }),
    taxRate: taxRateField(),
    items: z
      .array(invoiceItemSchema, { error: "Add at least one line item." })
      .min(1, { message: "Add at least one line item." })
      .max(100, { message: "An invoice has at most 100 line items." }),
  })
  .refine((values) => values.dueDate >= values.issueDate, {
    message: "The due date cannot be before the issue date.",
    path: ["dueDate"],
  });

export type InvoiceInput = z.input<typeof invoiceSchema>;
export type InvoiceValues = z.output<typeof invoiceSchema>;

/** The arguments of public.create_invoice(invoice, items). */
export function invoiceArgs(values: InvoiceValues) {
  return {
    invoice: {
      client_id: values.clientId,
      project_id: values.projectId,
      status: values.status,
      issue_date: values.issueDate,
      due_date: values.dueDate,
      description: orNull(values.description),
      notes: orNull(values.notes),
      tax_rate: values.taxRate,
    },
    items: values.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit_price: item.unitPrice,
    })),
  };
}
