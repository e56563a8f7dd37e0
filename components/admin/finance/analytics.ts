import { statusLabel } from "../../../lib/admin/format.ts";
import { EXPENSE_CATEGORIES, type ExpenseCategory } from "../../../supabase/workspace.ts";
import type { ExpenseRow, FinanceMonth } from "./queries.ts";

/**
 * The Finance analytics charts' data, computed from the rows: spending per category counts approved
 * expenses only, as Total Expenses and the monthly figures of finance_monthly do.
 */

export interface CategoryTotal {
  category: ExpenseCategory;
  label: string;
  amount: number;
}

/** An expense category on screen: "contractors" → "Contractors". */
export const categoryLabel = statusLabel;

/** The expense forms' category picker: every category, as it reads on screen. */
export const EXPENSE_CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((category) => ({
  value: category,
  label: categoryLabel(category),
}));

/** Approved spending per category, largest first; categories without any are left out. */
export function expensesByCategory(
  expenses: readonly Pick<ExpenseRow, "category" | "amount" | "status">[],
): CategoryTotal[] {
  const cents = new Map<ExpenseCategory, number>();
  for (const expense of expenses) {
    if (expense.status !== "approved") continue;
    cents.set(expense.category, (cents.get(expense.category) ?? 0) + Math.round(expense.amount * 100));
  }
  return EXPENSE_CATEGORIES.filter((category) => cents.has(category))
    .map((category) => ({
      category,
      label: categoryLabel(category),
      amount: (cents.get(category) ?? 0) / 100,
    }))
    .sort((a, b) => b.amount - a.amount);
}

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });

/** "2026-03-01" → "Mar 26": the month axis of the charts. */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month.slice(0, 10)}T00:00:00Z`));

export interface MonthPoint {
  month: string;
  revenue: number;
  expenses: number;
  profit: number;
}

/** Each month's revenue, expenses and what is left, oldest first. */
export function monthlyPoints(months: readonly FinanceMonth[]): MonthPoint[] {
  return months.map((m) => ({
    month: monthLabel(m.month),
    revenue: m.revenue,
    expenses: m.expenses,
    profit: Math.round((m.revenue - m.expenses) * 100) / 100,
  }));
}
