import { Stack, Table, Tabs, Text } from "@chakra-ui/react";
import { formatCurrency } from "@/lib/admin/format";
import type { InvoiceDetail as InvoiceDetailRead } from "@/lib/admin/types";
import { FieldList } from "../kit/field-list";
import { StatusBadge } from "../kit/status-badge";

const money = (amount: number) => formatCurrency(amount);

/** An invoice in full: details, financial summary, line items and notes. */
export function InvoiceDetail({ detail }: { detail: InvoiceDetailRead }) {
  const { invoice, items, payments } = detail;
  const paid =
    payments.filter((p) => p.status === "completed").reduce((sum, p) => sum + Math.round(p.amount * 100), 0) /
    100;
  return (
    <Tabs.Root defaultValue="details" variant="line">
      <Tabs.List overflowX="auto">
        <Tabs.Trigger value="details">Details</Tabs.Trigger>
        <Tabs.Trigger value="summary">Financial summary</Tabs.Trigger>
        <Tabs.Trigger value="items">Line items</Tabs.Trigger>
        <Tabs.Trigger value="notes">Notes</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">
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
      </Tabs.Content>
      <Tabs.Content value="summary">
        <FieldList
          fields={[
            { label: "Subtotal", value: money(invoice.subtotal) },
            { label: `Tax (${invoice.tax_rate}%)`, value: money(invoice.tax_amount) },
            { label: "Total", value: money(invoice.total) },
            { label: "Currency", value: invoice.currency },
            { label: "Received", value: money(paid) },
            {
              label: "Balance",
              value: money(Math.max(0, (Math.round(invoice.total * 100) - Math.round(paid * 100)) / 100)),
            },
          ]}
        />
      </Tabs.Content>
      <Tabs.Content value="items">
        {items.length === 0 ? (
          <Text color="fg.muted">No line items.</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Line items">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Description</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell>{item.description}</Table.Cell>
                    <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                    <Table.Cell textAlign="end">{money(item.unit_price)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(item.total)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Tabs.Content>
      <Tabs.Content value="notes">
        <Stack>
          <Text whiteSpace="pre-wrap">{invoice.notes || "No notes."}</Text>
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
