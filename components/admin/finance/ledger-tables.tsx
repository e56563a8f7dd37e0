"use client";

import { Box, Stack, Text } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import type { SortSpec } from "../../../lib/admin/list-query.ts";
import type { ListPage } from "../../../lib/admin/query.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { notify } from "../../ui/notify.ts";
import { ArchiveButton } from "../kit/archive-button.tsx";
import { type Column, DataTable } from "../kit/data-table.tsx";
import { ItemList } from "../kit/item-list.tsx";
import { SortSelect } from "../kit/list-toolbar.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { categoryLabel } from "./analytics.ts";
import { ExpenseDecision } from "./expense-decision.tsx";
import { EXPENSE_SORTS, PAYMENT_SORTS } from "./params.ts";
import type { ExpenseRow, PaymentRow } from "./queries.ts";

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

/** Expenses in the URL's sort, a page at a time. */
export function ExpenseTable({ expenses }: { expenses: ListPage<ExpenseRow> }) {
  return (
    <LedgerTable
      list={expenses}
      sorts={EXPENSE_SORTS}
      label="Expenses"
      noun="expenses"
      columns={expenseColumns}
    />
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

/** Payments received in the URL's sort, a page at a time. */
export function PaymentTable({ payments }: { payments: ListPage<PaymentRow> }) {
  return (
    <LedgerTable
      list={payments}
      sorts={PAYMENT_SORTS}
      label="Payments"
      noun="payments"
      columns={paymentColumns}
    />
  );
}

/** A finance table with its sort: on a phone its headers are hidden, so the select sorts it there too. */
function LedgerTable<Row extends { id: string }>({
  list,
  sorts,
  label,
  noun,
  columns,
}: {
  list: ListPage<Row>;
  sorts: SortSpec;
  label: string;
  noun: string;
  columns: Column<Row>[];
}) {
  return (
    <Stack gap="4">
      <Box maxW={{ sm: "xs" }}>
        <SortSelect spec={sorts} />
      </Box>
      <ItemList
        list={list}
        label={label}
        noun={noun}
        filtered={false}
        onClear={() => {}}
        onLoadFailed={() => notify("adminFinanceFailed")}
        getKey={(row) => row.id}
        renderRows={(rows) => (
          <DataTable
            label={label}
            rows={rows}
            columns={columns}
            empty={`No ${noun} yet.`}
            sortedBy={list.sortedBy}
            framed
          />
        )}
      />
    </Stack>
  );
}
