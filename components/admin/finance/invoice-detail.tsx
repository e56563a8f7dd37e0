import { Stack, Text } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import { receivedFormat } from "../../../lib/admin/list-query.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { type Column, DataTable } from "../kit/data-table.tsx";
import { DetailTabs } from "../kit/detail-tabs.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { ToneBadge } from "../kit/tone-badge.tsx";
import { InvoiceActions } from "./invoice-actions.tsx";
import { shownInvoiceStatus } from "./params.ts";
import type { InvoiceDetail as InvoiceDetailRead } from "./queries.ts";
import { reminderStepLabel } from "./reminder-label.ts";

type LineItem = InvoiceDetailRead["items"][number];
type Payment = InvoiceDetailRead["payments"][number];
type Credit = InvoiceDetailRead["credits"][number];
type Mail = InvoiceDetailRead["mails"][number];

/** What became of a mail, as staff read it. */
function mailOutcome(mail: Mail): { label: string; palette: string } {
  switch (mail.status) {
    case "sent":
      return { label: "Sent", palette: "green" };
    case "failed":
      return { label: "Failed", palette: "red" };
    case "stopped":
      return { label: `Stopped: ${mail.stopped_reason ?? "settled"}`, palette: "gray" };
    default:
      return mail.attempts > 0 && mail.last_error
        ? { label: "Retrying", palette: "orange" }
        : { label: "Queued", palette: "blue" };
  }
}

const mailColumns: Column<Mail>[] = [
  { header: "When", cell: (m) => receivedFormat.format(new Date(m.sent_at ?? m.created_at)), nowrap: true },
  {
    header: "E-mail",
    cell: (m) =>
      m.kind === "reminder" && m.reminder_offset_days !== null
        ? `Reminder · ${reminderStepLabel(m.reminder_offset_days)}`
        : "Invoice",
  },
  { header: "To", cell: (m) => m.recipient },
  { header: "Subject", cell: (m) => m.subject },
  {
    header: "Outcome",
    cell: (m) => {
      const outcome = mailOutcome(m);
      return <ToneBadge label={outcome.label} palette={outcome.palette} />;
    },
  },
  {
    header: "Message id / error",
    cell: (m) =>
      m.status === "sent"
        ? (m.message_id ?? "")
        : m.last_error
          ? `Attempt ${m.attempts}: ${m.last_error}`
          : "",
  },
];

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
  const { invoice, items, payments, credits, mails } = detail;
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
            value: "mail",
            label: `E-mails (${mails.length})`,
            content: (
              <DataTable
                label="E-mails of this invoice"
                rows={mails}
                columns={mailColumns}
                empty="Not e-mailed yet. Send e-mails it to the client's billing contact with its PDF."
              />
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
