import type { Metadata } from "next";
import { InvoiceTable } from "../../../../../components/portal/invoice-table.tsx";
import { Facts, panel, portalContainer } from "../../../../../components/portal/portal-ui.tsx";
import { type PortalInvoice, portalInvoices } from "../../../../../lib/portal/queries.ts";
import { portalMember } from "../../../../../lib/portal/session.ts";
import { formatCurrency } from "../../../../../lib/runtime/money.ts";
import { css } from "../../../../../styled-system/css/index.mjs";

export const metadata: Metadata = { title: "Your invoices" };

/** Every invoice issued to the client: totals, payments, balance due, and each one's PDF. */
export default async function PortalInvoicesPage() {
  const member = await portalMember();
  if (!member) return null;
  const invoices = await portalInvoices(member.supabase);
  if (invoices.failed) throw new Error("The invoices could not be read.");
  const list = invoices.data;
  const sum = (pick: (i: PortalInvoice) => number) =>
    list.reduce((total, invoice) => total + pick(invoice), 0);
  return (
    <div className={portalContainer}>
      <h1 className={css({ textStyle: { base: "2xl", md: "3xl" }, fontWeight: "bold", m: "0" })}>Invoices</h1>
      <div className={panel}>
        <Facts
          items={[
            {
              label: "Invoiced",
              value: formatCurrency(sum((i) => (i.status === "cancelled" ? 0 : i.total))),
            },
            { label: "Paid", value: formatCurrency(sum((i) => i.amount_paid)) },
            { label: "Balance due", value: formatCurrency(sum((i) => i.balance_due)) },
            { label: "Invoices", value: String(invoices.data.length) },
          ]}
        />
        <InvoiceTable invoices={invoices.data} caption="Your invoices" />
      </div>
    </div>
  );
}
