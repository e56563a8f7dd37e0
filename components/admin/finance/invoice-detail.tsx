import { Stack, Text } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "@/lib/admin/format";
import { formatDay } from "@/lib/admin/workspace/dates";
import { type Column, DataTable } from "../kit/data-table";
import { DetailTabs } from "../kit/detail-tabs";
import { FieldList } from "../kit/field-list";
import { StatusBadge } from "../kit/status-badge";
import { InvoiceActions } from "./invoice-actions";
import { shownInvoiceStatus } from "./params";
import type { InvoiceDetail as InvoiceDetailRead } from "./queries";

type LineItem = InvoiceDetailRead["items"][number];
type Payment = InvoiceDetailRead["payments"][number];
type Credit = InvoiceDetailRead["credits"][number];

const creditColumns: Column<Credit>[] = [
  { header: "Date", cell: (c) => formatDay(c.credit_date), nowrap: true },
  { header: "Credit note", cell: (c) => c.credit_number, nowrap: true },
  { header: "Reason", cell: (c) => c.reason },
  { header: "Amount", cell: (c) => formatCurrency(c.amount), numeric: true },
];

const paymentColumns: Column<Payment>[] = [
  { header: "Date", cell: (p) => formatDay(p.payment_date), nowrap: true },
  { header: "Transaction", cell: (p) => p.transaction_id, nowrap: true },
  { header: "Method", cell: (p) => statusLabel(p.payment_method) },
  { header: "Status", cell: (p) => <StatusBadge status={p.status} label={statusLabel(p.status)} /> },
  { header: "Amount", cell: (p) => formatCurrency(p.amount), numeric: true },
];

const itemColumns: Column<LineItem>[] = [
  { header: "Description", cell: (item) => item.description },
  { header: "Qty", cell: (item) => item.quantity, numeric: true },
  { header: "Unit price", cell: (item) => formatCurrency(item.unit_price), numeric: true },
  { header: "Total", cell: (item) => formatCurrency(item.total), numeric: true },
];

/** An invoice in full: what can happen next, details, financial summary, line items and notes. */
export function InvoiceDetail({ detail }: { detail: InvoiceDetailRead }) {
  const { invoice, items, payments, credits } = detail;
  // Received, credited and balance as invoices_overview derives them: the cards sum the same columns.
  const balance = invoice.balance;
  const status = shownInvoiceStatus(invoice);
  return (
    <>
      <InvoiceActions invoice={invoice} balance={balance} />
      <DetailTabs
        label="Invoice details"
        tabs={[
          {
            value: "details",
            label: "Details",
            content: (
              <FieldList
                fields={[
                  { label: "Number", value: invoice.invoice_number },
                  { label: "Status", value: <StatusBadge status={status} label={statusLabel(status)} /> },
                  { label: "Client", value: invoice.client_name },
                  { label: "Project", value: invoice.project_name },
                  { label: "Issued", value: formatDay(invoice.issue_date) },
                  { label: "Due", value: formatDay(invoice.due_date) },
                  { label: "Paid", value: invoice.paid_date ? formatDay(invoice.paid_date) : null },
                  {
                    label: "Payment method",
                    value: invoice.payment_method ? statusLabel(invoice.payment_method) : null,
                  },
                  { label: "Description", value: invoice.description },
                ]}
              />
            ),
          },
          {
            value: "summary",
            label: "Financial summary",
            content: (
              <Stack gap="4">
                <FieldList
                  fields={[
                    { label: "Subtotal", value: formatCurrency(invoice.subtotal) },
                    { label: `Tax (${invoice.tax_rate}%)`, value: formatCurrency(invoice.tax_amount) },
                    { label: "Total", value: formatCurrency(invoice.total) },
                    { label: "Currency", value: invoice.currency },
                    { label: "Received", value: formatCurrency(invoice.amount_paid) },
                    ...(invoice.amount_credited > 0
                      ? [{ label: "Written off", value: formatCurrency(invoice.amount_credited) }]
                      : []),
                    { label: "Balance", value: formatCurrency(balance) },
                  ]}
                />
                <DataTable
                  label="Payments on this invoice"
                  rows={payments}
                  columns={paymentColumns}
                  empty="No payments yet."
                />
                {credits.length > 0 ? (
                  <DataTable
                    label="Credit notes on this invoice"
                    rows={credits}
                    columns={creditColumns}
                    empty="No credit notes."
                  />
                ) : null}
              </Stack>
            ),
          },
          {
            value: "items",
            label: "Line items",
            content: (
              <DataTable label="Line items" rows={items} columns={itemColumns} empty="No line items." />
            ),
          },
          {
            value: "notes",
            label: "Notes",
            content: <Text whiteSpace="pre-wrap">{invoice.notes || "No notes."}</Text>,
          },
        ]}
      />
    </>
  );
}
