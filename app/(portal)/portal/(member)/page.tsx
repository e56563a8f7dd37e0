import type { Metadata } from "next";
import NextLink from "next/link";
import { InvoiceTable } from "../../../../components/portal/invoice-table.tsx";
import {
  Facts,
  link,
  panel,
  portalContainer,
  sectionTitle,
} from "../../../../components/portal/portal-ui.tsx";
import { ProjectCards } from "../../../../components/portal/project-cards.tsx";
import { QuoteList } from "../../../../components/portal/quote-list.tsx";
import { portalHome } from "../../../../lib/portal/queries.ts";
import { portalMember } from "../../../../lib/portal/session.ts";
import { formatCurrency } from "../../../../lib/runtime/money.ts";
import { css } from "../../../../styled-system/css/index.mjs";

export const metadata: Metadata = { title: "Your projects" };

/** The portal's first page: the client's projects and what it owes, read through its own session. */
export default async function PortalHomePage() {
  const member = await portalMember();
  if (!member) return null;
  const home = await portalHome(member.supabase);
  if (home.failed) throw new Error("The portal could not be read.");
  const { projects, invoices, quotes } = home.data;
  const due = invoices.reduce((sum, invoice) => sum + invoice.balance_due, 0);
  const overdue = invoices.filter((invoice) => invoice.is_overdue).reduce((sum, i) => sum + i.balance_due, 0);
  const open = invoices.filter((invoice) => invoice.balance_due > 0);
  return (
    <div className={portalContainer}>
      <h1 className={css({ textStyle: { base: "2xl", md: "3xl" }, fontWeight: "bold", m: "0" })}>
        Hello, {member.account.contactName}
      </h1>
      <section
        aria-labelledby="projects-title"
        className={css({ display: "flex", flexDirection: "column", gap: "4" })}
      >
        <h2 id="projects-title" className={sectionTitle}>
          Your projects
        </h2>
        <ProjectCards projects={projects} />
      </section>
      {quotes.length > 0 ? (
        <section aria-labelledby="quotes-title" className={panel}>
          <h2 id="quotes-title" className={sectionTitle}>
            Quotes
          </h2>
          <QuoteList quotes={quotes} />
        </section>
      ) : null}
      <section aria-labelledby="billing-title" className={panel}>
        <h2 id="billing-title" className={sectionTitle}>
          Billing
        </h2>
        <Facts
          items={[
            { label: "Balance due", value: formatCurrency(due) },
            { label: "Overdue", value: formatCurrency(overdue) },
            { label: "Open invoices", value: String(open.length) },
            { label: "Invoices", value: String(invoices.length) },
          ]}
        />
        <InvoiceTable invoices={open} caption="Invoices with a balance due" />
        <NextLink href="/portal/invoices" className={link}>
          All invoices
        </NextLink>
      </section>
    </div>
  );
}
