import { formatDay } from "../../lib/admin/workspace/dates.ts";
import type { PortalInvoice } from "../../lib/portal/queries.ts";
import { formatCurrency } from "../../lib/runtime/money.ts";
import { css } from "../../styled-system/css/index.mjs";
import { link, muted, StatusPill } from "./portal-ui.tsx";

const cell = css({ py: "3", px: "2", textAlign: "start", verticalAlign: "top" });
const num = css({
  py: "3",
  px: "2",
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

/**
 * The client's invoices: amounts, what was paid, what is still due, and the PDF. A table from tablets on;
 * on a phone each invoice is a block (the header row hides and each cell says what it is).
 */
export function InvoiceTable({ invoices, caption }: { invoices: readonly PortalInvoice[]; caption: string }) {
  if (invoices.length === 0) return <p className={muted}>No invoices have been issued yet.</p>;
  return (
    <table className={css({ w: "full", borderCollapse: "collapse", textStyle: "sm" })}>
      <caption className={css({ srOnly: true })}>{caption}</caption>
      <thead className={css({ display: { base: "none", md: "table-header-group" } })}>
        <tr className={css({ borderBottomWidth: "1px", borderColor: "border", color: "fg.muted" })}>
          <th scope="col" className={cell}>
            Invoice
          </th>
          <th scope="col" className={cell}>
            Status
          </th>
          <th scope="col" className={num}>
            Total
          </th>
          <th scope="col" className={num}>
            Paid
          </th>
          <th scope="col" className={num}>
            Balance due
          </th>
          <th scope="col" className={cell}>
            <span className={css({ srOnly: true })}>Download</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => {
          const status = invoice.is_overdue ? "overdue" : invoice.status;
          return (
            <tr
              key={invoice.id}
              className={css({
                display: { base: "grid", md: "table-row" },
                gridTemplateColumns: "1fr 1fr",
                borderBottomWidth: "1px",
                borderColor: "border",
                py: { base: "2", md: "0" },
              })}
            >
              <th scope="row" className={css({ py: "3", px: "2", textAlign: "start", gridColumn: "1 / -1" })}>
                <span className={css({ fontWeight: "semibold" })}>{invoice.invoice_number}</span>
                <span className={css({ display: "block", fontWeight: "normal", color: "fg.muted" })}>
                  {invoice.project_name ? `${invoice.project_name} · ` : ""}Due {formatDay(invoice.due_date)}
                </span>
              </th>
              <td className={cell}>
                <StatusPill status={status} />
              </td>
              <td className={num} data-label="Total">
                <MobileLabel>Total</MobileLabel>
                {formatCurrency(invoice.total)}
              </td>
              <td className={num}>
                <MobileLabel>Paid</MobileLabel>
                {formatCurrency(invoice.amount_paid)}
              </td>
              <td className={num}>
                <MobileLabel>Balance due</MobileLabel>
                <strong>{formatCurrency(invoice.balance_due)}</strong>
              </td>
              <td className={cell}>
                <a
                  className={link}
                  href={`/portal/invoices/${invoice.id}/pdf`}
                  download
                  aria-label={`Download ${invoice.invoice_number} (PDF)`}
                >
                  PDF
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function MobileLabel({ children }: { children: string }) {
  return (
    <span className={css({ display: { base: "block", md: "none" }, color: "fg.muted", textStyle: "xs" })}>
      {children}
    </span>
  );
}
