import { Stack, Text } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "@/lib/admin/format";
import { formatDay } from "@/lib/admin/workspace/dates";
import { ArchiveButton } from "../kit/archive-button";
import { type Column, DataTable } from "../kit/data-table";
import { StatusBadge } from "../kit/status-badge";
import { categoryLabel } from "./analytics";
import { ExpenseDecision } from "./expense-decision";
import type { ExpenseRow, PaymentRow } from "./queries";

const expenseColumns: Column<ExpenseRow>[] = [
  { header: "Date", cell: (e) => formatDay(e.date), nowrap: true },
  { header: "Description", cell: (e) => e.description },
  { header: "Category", cell: (e) => categoryLabel(e.category) },
  { header: "Project", cell: (e) => e.project_name ?? "—" },
  {
    header: "Status",
    cell: (e) =>
      e.status === "pending" ? (
        <Stack gap="1" align="flex-start">
          <StatusBadge status={e.status} label={statusLabel(e.status)} />
          <ExpenseDecision id={e.id} description={e.description} />
          <ArchiveButton kind="expenses" id={e.id} label={e.description} size="xs" />
        </Stack>
      ) : (
        <Stack gap="0" align="flex-start">
          <StatusBadge status={e.status} label={statusLabel(e.status)} />
          <Text textStyle="xs" color="fg.muted">
            {[e.approved_by_name, formatDay(e.approved_date)].filter(Boolean).join(" · ")}
          </Text>
          {/* An approved expense is money spent: it stays on record. */}
          {e.status === "rejected" ? (
            <ArchiveButton kind="expenses" id={e.id} label={e.description} size="xs" />
          ) : null}
        </Stack>
      ),
  },
  { header: "Amount", cell: (e) => formatCurrency(e.amount), numeric: true },
];

/** Expenses, newest first. */
export function ExpenseTable({ expenses }: { expenses: readonly ExpenseRow[] }) {
  return (
    <DataTable label="Expenses" rows={expenses} columns={expenseColumns} empty="No expenses yet." framed />
  );
}

const paymentColumns: Column<PaymentRow>[] = [
  { header: "Date", cell: (p) => formatDay(p.payment_date), nowrap: true },
  { header: "Transaction", cell: (p) => p.transaction_id, nowrap: true },
  { header: "Invoice", cell: (p) => p.invoice_number, nowrap: true },
  { header: "Client", cell: (p) => p.client_name },
  { header: "Method", cell: (p) => statusLabel(p.payment_method) },
  { header: "Status", cell: (p) => <StatusBadge status={p.status} label={statusLabel(p.status)} /> },
  { header: "Amount", cell: (p) => formatCurrency(p.amount), numeric: true },
];

/** Payments received, newest first. */
export function PaymentTable({ payments }: { payments: readonly PaymentRow[] }) {
  return (
    <DataTable label="Payments" rows={payments} columns={paymentColumns} empty="No payments yet." framed />
  );
}
