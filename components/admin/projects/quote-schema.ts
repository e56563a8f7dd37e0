import { optionalText, requiredText } from "../../../lib/validations/fields.ts";
import { dateField, optionalRowId, orNull, rowId } from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { INVOICE_TAX_RATE_PERCENT } from "../../../supabase/workspace.ts";
import { invoiceItemSchema } from "../finance/invoice-schema.ts";

/** The quotes table's bounds (quotes_title_check, quotes_notes_check, quotes_reason_check). */
export const QUOTE_LIMITS = { title: 200, notes: 2000, reason: 1000 } as const;

/**
 * 'Send quote' on a project: what is quoted (lines, as an invoice's), the tax rate the invoice will
 * carry, and until when the client may accept it. The number, totals and the rules come from
 * send_quote.
 */
export const quoteSchema = z.object({
  projectId: rowId("project"),
  leadId: optionalRowId("quote request"),
  title: requiredText("Title", QUOTE_LIMITS.title),
  validUntil: dateField("Valid until"),
  taxRate: z.coerce
    .number({ error: "Tax rate must be a number." })
    .min(0, { message: "Tax rate must be between 0 and 100%." })
    .max(100, { message: "Tax rate must be between 0 and 100%." })
    .default(INVOICE_TAX_RATE_PERCENT),
  notes: optionalText("Notes for the client", QUOTE_LIMITS.notes, { multiline: true }),
  items: z
    .array(invoiceItemSchema, { error: "Add at least one line." })
    .min(1, { message: "Add at least one line." })
    .max(100, { message: "A quote has at most 100 lines." }),
});
export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteValues = z.output<typeof quoteSchema>;

/** The arguments of public.send_quote(p_project_id, quote, items). */
export function quoteArgs(values: QuoteValues) {
  return {
    p_project_id: values.projectId,
    quote: {
      lead_id: values.leadId,
      title: values.title,
      valid_until: values.validUntil,
      tax_rate: values.taxRate,
      notes: orNull(values.notes ?? ""),
    },
    items: values.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit_price: item.unitPrice,
    })),
  };
}

/** 'Withdraw quote' on a quote the client has not answered: the reason goes to the log. */
export const withdrawQuoteSchema = z.object({
  quoteId: rowId("quote"),
  reason: requiredText("Reason", QUOTE_LIMITS.reason),
});
export type WithdrawQuoteInput = z.input<typeof withdrawQuoteSchema>;

/** A quote request's instant estimate, as a quote's first draft starts from it. */
export interface RequestEstimate {
  id: string;
  estimate_low: number | null;
  estimate_high: number | null;
  estimate_note: string | null;
}

/**
 * The lines a quote starts from when its project came from a quote request with an instant estimate:
 * one line at the middle of the estimated range, described by the estimate's own note. Staff adjust it.
 */
export function linesFromEstimate(request: RequestEstimate | null): QuoteInput["items"] | null {
  if (!request || request.estimate_low === null || request.estimate_high === null) return null;
  const middle = Math.round((request.estimate_low + request.estimate_high) / 2);
  const description = `As estimated: ${request.estimate_note ?? "the project"}`.slice(0, 500);
  return [{ description, quantity: "1", unitPrice: String(middle) }];
}
