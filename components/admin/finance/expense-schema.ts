import { optionalText, requiredText } from "../../../lib/validations/fields.ts";
import { dateField, money, oneOf, optionalRowId, orNull } from "../../../lib/validations/workspace/fields.ts";
import { z } from "../../../lib/validations/zod-config.ts";
import { EXPENSE_CATEGORIES, WORKSPACE_LIMITS } from "../../../supabase/workspace.ts";

/** 'Add Expense': recorded as pending until someone approves or rejects it. */
export const expenseSchema = z.object({
  description: requiredText("Description", WORKSPACE_LIMITS.itemDescription),
  amount: money("Amount", { positive: true }),
  category: oneOf(EXPENSE_CATEGORIES, "category"),
  date: dateField("Date"),
  projectId: optionalRowId("project"),
  notes: optionalText("Notes", WORKSPACE_LIMITS.expenseNotes, { multiline: true }),
});

export type ExpenseInput = z.input<typeof expenseSchema>;
export type ExpenseValues = z.output<typeof expenseSchema>;

/** The argument of public.create_expense(expense): stored pending. */
export function expenseArgs(values: Omit<ExpenseValues, "notes"> & { notes?: string | undefined }) {
  return {
    description: values.description,
    amount: values.amount,
    category: values.category,
    date: values.date,
    project_id: values.projectId,
    notes: orNull(values.notes ?? ""),
  };
}
