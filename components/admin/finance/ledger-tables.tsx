import { Table } from "@chakra-ui/react";
import { categoryLabel } from "@/lib/admin/finance-analytics";
import { formatCurrency } from "@/lib/admin/format";
import type { ExpenseRow, PaymentRow } from "@/lib/admin/types";
import { EmptyState } from "../kit/states";
import { StatusBadge } from "../kit/status-badge";

/** Expenses, newest first. */
export function ExpenseTable({ expenses }: { expenses: readonly ExpenseRow[] }) {
  if (expenses.length === 0) return <EmptyState title="No expenses yet." />;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label="Expenses">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader>Project</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {expenses.map((expense) => (
            <Table.Row key={expense.id}>
              <Table.Cell whiteSpace="nowrap">{expense.date}</Table.Cell>
              <Table.Cell>{expense.description}</Table.Cell>
              <Table.Cell>{categoryLabel(expense.category)}</Table.Cell>
              <Table.Cell>{expense.project_name ?? "—"}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={expense.status} label={expense.status} />
              </Table.Cell>
              <Table.Cell textAlign="end">{formatCurrency(expense.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Payments received, newest first. */
export function PaymentTable({ payments }: { payments: readonly PaymentRow[] }) {
  if (payments.length === 0) return <EmptyState title="No payments yet." />;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label="Payments">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Transaction</Table.ColumnHeader>
            <Table.ColumnHeader>Invoice</Table.ColumnHeader>
            <Table.ColumnHeader>Client</Table.ColumnHeader>
            <Table.ColumnHeader>Method</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => (
            <Table.Row key={payment.id}>
              <Table.Cell whiteSpace="nowrap">{payment.payment_date}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{payment.transaction_id}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{payment.invoice_number}</Table.Cell>
              <Table.Cell>{payment.client_name}</Table.Cell>
              <Table.Cell>{payment.payment_method}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={payment.status} label={payment.status} />
              </Table.Cell>
              <Table.Cell textAlign="end">{formatCurrency(payment.amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
