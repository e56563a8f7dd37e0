import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatCurrency } from "../../../lib/admin/format.ts";
import type { CreditRow, InvoiceItemRow, InvoiceRow, PaymentRow } from "./queries.ts";

/** What the document prints: staff's invoice detail, or the portal's reading of the same invoice. */
export type PdfInvoice = {
  invoice: Pick<
    InvoiceRow,
    | "invoice_number"
    | "client_name"
    | "project_name"
    | "issue_date"
    | "due_date"
    | "status"
    | "paid_date"
    | "description"
    | "subtotal"
    | "tax_rate"
    | "tax_amount"
    | "total"
    | "currency"
    | "notes"
    | "amount_paid"
    | "amount_credited"
    | "balance"
  >;
  items: Pick<InvoiceItemRow, "id" | "description" | "quantity" | "unit_price" | "total">[];
  payments: Pick<
    PaymentRow,
    "id" | "transaction_id" | "payment_method" | "status" | "payment_date" | "amount"
  >[];
  credits: Pick<CreditRow, "id" | "credit_number" | "reason" | "credit_date" | "amount">[];
};

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 10, fontFamily: "Helvetica", color: "#1a202c" },
  brand: { fontSize: 9, letterSpacing: 1.5, color: "#718096" },
  title: { fontSize: 22, fontFamily: "Helvetica-Bold", marginTop: 4, marginBottom: 16 },
  row: { flexDirection: "row", justifyContent: "space-between" },
  block: { marginBottom: 16 },
  label: { color: "#718096", marginBottom: 2 },
  tableHead: {
    flexDirection: "row",
    borderBottom: "1pt solid #cbd5e0",
    paddingBottom: 4,
    fontFamily: "Helvetica-Bold",
  },
  tableRow: { flexDirection: "row", borderBottom: "0.5pt solid #e2e8f0", paddingVertical: 4 },
  description: { flex: 1, paddingRight: 8 },
  number: { width: 80, textAlign: "right" },
  totals: { marginTop: 12, marginLeft: "auto", width: 220 },
  total: {
    fontFamily: "Helvetica-Bold",
    fontSize: 12,
    borderTop: "1pt solid #1a202c",
    paddingTop: 4,
    marginTop: 4,
  },
});

const money = (amount: number) => formatCurrency(amount);

function InvoiceDocument({ detail }: { detail: PdfInvoice }) {
  const { invoice, items, payments, credits } = detail;
  return (
    <Document
      title={invoice.invoice_number}
      author="Cardinal Consulting"
      subject={`Invoice ${invoice.invoice_number}`}
    >
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.brand}>CARDINAL CONSULTING · HOUSTON, TX</Text>
        <Text style={styles.title}>Invoice {invoice.invoice_number}</Text>
        <View style={[styles.row, styles.block]}>
          <View>
            <Text style={styles.label}>Bill to</Text>
            <Text>{invoice.client_name}</Text>
            {invoice.project_name ? <Text>Project: {invoice.project_name}</Text> : null}
          </View>
          <View>
            <Text>Issued: {invoice.issue_date}</Text>
            <Text>Due: {invoice.due_date}</Text>
            <Text>Status: {invoice.status}</Text>
            {invoice.paid_date ? <Text>Paid: {invoice.paid_date}</Text> : null}
          </View>
        </View>
        {invoice.description ? <Text style={styles.block}>{invoice.description}</Text> : null}
        <View style={styles.tableHead}>
          <Text style={styles.description}>Description</Text>
          <Text style={styles.number}>Quantity</Text>
          <Text style={styles.number}>Unit price</Text>
          <Text style={styles.number}>Total</Text>
        </View>
        {items.map((item) => (
          <View key={item.id} style={styles.tableRow} wrap={false}>
            <Text style={styles.description}>{item.description}</Text>
            <Text style={styles.number}>{item.quantity}</Text>
            <Text style={styles.number}>{money(item.unit_price)}</Text>
            <Text style={styles.number}>{money(item.total)}</Text>
          </View>
        ))}
        <View style={styles.totals}>
          <View style={styles.row}>
            <Text>Subtotal</Text>
            <Text>{money(invoice.subtotal)}</Text>
          </View>
          <View style={styles.row}>
            <Text>Tax ({invoice.tax_rate}%)</Text>
            <Text>{money(invoice.tax_amount)}</Text>
          </View>
          <View style={[styles.row, styles.total]}>
            <Text>Total {invoice.currency}</Text>
            <Text>{money(invoice.total)}</Text>
          </View>
        </View>
        {payments.length > 0 || credits.length > 0 ? (
          <View style={{ marginTop: 24 }} wrap={false}>
            <Text style={styles.label}>Payments and credits</Text>
            <View style={styles.tableHead}>
              <Text style={styles.description}>Reference</Text>
              <Text style={styles.number}>Date</Text>
              <Text style={styles.number}>Amount</Text>
            </View>
            {payments.map((payment) => (
              <View key={payment.id} style={styles.tableRow}>
                <Text style={styles.description}>
                  {`Payment ${payment.transaction_id} (${payment.payment_method}${payment.status === "completed" ? "" : `, ${payment.status}`})`}
                </Text>
                <Text style={styles.number}>{payment.payment_date}</Text>
                <Text style={styles.number}>{money(payment.amount)}</Text>
              </View>
            ))}
            {credits.map((credit) => (
              <View key={credit.id} style={styles.tableRow}>
                <Text
                  style={styles.description}
                >{`Credit note ${credit.credit_number}: ${credit.reason}`}</Text>
                <Text style={styles.number}>{credit.credit_date}</Text>
                <Text style={styles.number}>{money(credit.amount)}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <View style={styles.totals}>
          <View style={styles.row}>
            <Text>Amount paid</Text>
            <Text>{money(invoice.amount_paid)}</Text>
          </View>
          {invoice.amount_credited > 0 ? (
            <View style={styles.row}>
              <Text>Credited</Text>
              <Text>{money(invoice.amount_credited)}</Text>
            </View>
          ) : null}
          <View style={[styles.row, styles.total]}>
            <Text>Balance due</Text>
            <Text>{money(invoice.balance)}</Text>
          </View>
        </View>
        {invoice.notes ? (
          <View style={{ marginTop: 24 }}>
            <Text style={styles.label}>Notes</Text>
            <Text>{invoice.notes}</Text>
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

/**
 * The invoice as a PDF document (US Letter): its line items and totals, then the payments and credit
 * notes against it and the balance due, all as the database computed them.
 */
export function invoicePdf(detail: PdfInvoice): Promise<Buffer> {
  return renderToBuffer(<InvoiceDocument detail={detail} />);
}

/** Only letters, digits and dashes reach the file name (the number is INV-YYYY-NNN). */
export const invoicePdfFilename = (invoiceNumber: string) =>
  `${invoiceNumber.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
