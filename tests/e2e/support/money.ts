import { invoiceTotals } from "../../../components/admin/finance/invoice-math.ts";
import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import { db } from "./leads.ts";

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The finance figures as the rows say, in cents: each invoice's total from its items and rate, its
 * balance (total − completed payments − credit notes), and the cards' sums of them.
 */
export async function financeFromRows() {
  const [{ data: invoices }, { data: items }, { data: payments }, { data: credits }, { data: expenses }] =
    await Promise.all([
      db.from("invoices").select("id, status, due_date, tax_rate"),
      db.from("invoice_items").select("invoice_id, quantity, unit_price"),
      db.from("payments").select("invoice_id, amount, status"),
      db.from("invoice_credits").select("invoice_id, amount"),
      db.from("expenses").select("amount, status"),
    ]);
  const today = todayIso();
  const sumOf = (list: { invoice_id: string; amount: number }[] | null, id: string) =>
    (list ?? []).filter((row) => row.invoice_id === id).reduce((t, row) => t + cents(Number(row.amount)), 0);
  const rows = (invoices ?? []).map((invoice) => {
    const own = (items ?? []).filter((item) => item.invoice_id === invoice.id);
    const total = cents(
      invoiceTotals(
        own.map((item) => ({ quantity: Number(item.quantity), unitPrice: Number(item.unit_price) })),
        Number(invoice.tax_rate),
      ).total,
    );
    const paid = sumOf(
      (payments ?? []).filter((p) => p.status === "completed"),
      invoice.id,
    );
    const credited = sumOf(credits, invoice.id);
    return { ...invoice, total, paid, credited, balance: total - paid - credited };
  });
  const sum = (list: typeof rows, pick: (row: (typeof rows)[number]) => number) =>
    list.reduce((t, row) => t + pick(row), 0);
  const paidInvoices = rows.filter((i) => i.status === "paid");
  const open = rows.filter((i) => i.status === "sent");
  const revenue = sum(paidInvoices, (i) => i.total - i.credited);
  const spent = (expenses ?? [])
    .filter((e) => e.status === "approved")
    .reduce((t, e) => t + cents(Number(e.amount)), 0);
  return {
    invoices: rows,
    revenue,
    spent,
    netProfit: revenue - spent,
    outstanding: sum(open, (i) => i.balance),
    overdue: sum(
      open.filter((i) => i.due_date < today),
      (i) => i.balance,
    ),
  };
}

/** The log's news: what staff did to a status (field edits, line changes and rows loaded without a session left out). */
export function staffMoves<
  T extends { from_status: string | null; to_status: string; actor_email: string | null },
>(log: T[] | null): T[] {
  return (log ?? []).filter((entry) => entry.actor_email !== null && entry.from_status !== entry.to_status);
}
