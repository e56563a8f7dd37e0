import { Text } from "@chakra-ui/react";
import { formatCurrency } from "@/lib/admin/format";
import { invoiceReceipts } from "@/lib/admin/invoice-math";
import type { InvoiceDetail as InvoiceDetailRead } from "@/lib/admin/types";
import { type Column, DataTable } from "../kit/data-table";
import { DetailTabs } from "../kit/detail-tabs";
import { FieldList } from "../kit/field-list";
import { StatusBadge } from "../kit/status-badge";

type LineItem = InvoiceDetailRead["items"][number];

const itemColumns: Column<LineItem>[] = [
  { header: "Description", cell: (item) => item.description },
  { header: "Qty", cell: (item) => item.quantity, numeric: true },
  { header: "Unit price", cell: (item) => formatCurrency(item.unit_price), numeric: true },
  { header: "Total", cell: (item) => formatCurrency(item.total), numeric: true },
];

/** An invoice in full: details, financial summary, line items and notes. */
export function InvoiceDetail({ detail }: { detail: InvoiceDetailRead }) {
  const { invoice, items, payments } = detail;
  const { received, balance } = invoiceReceipts(invoice.total, payments);
  return (
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
                { label: "Status", value: <StatusBadge status={invoice.status} label={invoice.status} /> },
                { label: "Client", value: invoice.client_name },
                { label: "Project", value: invoice.project_name },
                { label: "Issued", value: invoice.issue_date },
                { label: "Due", value: invoice.due_date },
                { label: "Paid", value: invoice.paid_date },
                { label: "Payment method", value: invoice.payment_method },
                { label: "Description", value: invoice.description },
              ]}
            />
          ),
        },
        {
          value: "summary",
          label: "Financial summary",
          content: (
            <FieldList
              fields={[
                { label: "Subtotal", value: formatCurrency(invoice.subtotal) },
                { label: `Tax (${invoice.tax_rate}%)`, value: formatCurrency(invoice.tax_amount) },
                { label: "Total", value: formatCurrency(invoice.total) },
                { label: "Currency", value: invoice.currency },
                { label: "Received", value: formatCurrency(received) },
                { label: "Balance", value: formatCurrency(balance) },
              ]}
            />
          ),
        },
        {
          value: "items",
          label: "Line items",
          content: <DataTable label="Line items" rows={items} columns={itemColumns} empty="No line items." />,
        },
        {
          value: "notes",
          label: "Notes",
          content: <Text whiteSpace="pre-wrap">{invoice.notes || "No notes."}</Text>,
        },
      ]}
    />
  );
}
