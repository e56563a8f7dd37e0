import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound } from "next/navigation";
import {
  Facts,
  link,
  muted,
  panel,
  portalContainer,
  sectionTitle,
  TitleWithStatus,
} from "../../../../../../components/portal/portal-ui.tsx";
import { QuoteDecision } from "../../../../../../components/portal/quote-decision.tsx";
import { quoteState } from "../../../../../../components/portal/quote-list.tsx";
import { isUuid } from "../../../../../../lib/admin/list-query.ts";
import { formatDay } from "../../../../../../lib/admin/workspace/dates.ts";
import { type PortalQuote, portalQuote } from "../../../../../../lib/portal/queries.ts";
import { portalMember } from "../../../../../../lib/portal/session.ts";
import { formatCurrency } from "../../../../../../lib/runtime/money.ts";
import { css } from "../../../../../../styled-system/css/index.mjs";

export const metadata: Metadata = { title: "Quote" };

const cell = css({ py: "3", px: "2", textAlign: "start", verticalAlign: "top" });
const num = css({
  py: "3",
  px: "2",
  textAlign: "end",
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

/**
 * One of the client's quotes: its lines and total, until when it is valid, and the answer: accept or
 * decline while it is open, the outcome once decided. Another client's quote reads as no quote (RLS).
 */
export default async function PortalQuotePage({ params }: { params: Promise<{ id: string }> }) {
  const member = await portalMember();
  if (!member) return null;
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const detail = await portalQuote(member.supabase, id);
  if (detail.failed) throw new Error("The quote could not be read.");
  const { quote, lines } = detail.data;
  if (!quote) notFound();
  const state = quoteState(quote);
  const total = formatCurrency(quote.total);
  return (
    <div className={portalContainer}>
      <NextLink href={`/portal/projects/${quote.project_id}`} className={link}>
        ← {quote.project_name}
      </NextLink>
      <header className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
        <TitleWithStatus
          title={`Quote ${quote.quote_number}: ${quote.title}`}
          status={state.key}
          label={state.label}
        />
        <Facts
          items={[
            { label: "Total", value: total },
            { label: "Sent", value: formatDay(quote.sent_at) },
            { label: "Valid until", value: formatDay(quote.valid_until) },
            { label: "Project", value: quote.project_name },
          ]}
        />
      </header>

      <section aria-labelledby="lines-title" className={panel}>
        <h2 id="lines-title" className={sectionTitle}>
          What is quoted
        </h2>
        <table className={css({ w: "full", borderCollapse: "collapse", textStyle: "sm" })}>
          <caption className={css({ srOnly: true })}>Lines of quote {quote.quote_number}</caption>
          <thead>
            <tr className={css({ borderBottomWidth: "1px", borderColor: "border", color: "fg.muted" })}>
              <th scope="col" className={cell}>
                Description
              </th>
              <th scope="col" className={num}>
                Qty
              </th>
              <th
                scope="col"
                className={css({
                  display: { base: "none", md: "table-cell" },
                  py: "3",
                  px: "2",
                  textAlign: "end",
                })}
              >
                Unit price
              </th>
              <th scope="col" className={num}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className={css({ borderBottomWidth: "1px", borderColor: "border" })}>
                <th
                  scope="row"
                  className={css({
                    py: "3",
                    px: "2",
                    textAlign: "start",
                    fontWeight: "normal",
                    overflowWrap: "anywhere",
                  })}
                >
                  {line.description}
                </th>
                <td className={num}>{line.quantity}</td>
                <td
                  className={css({
                    display: { base: "none", md: "table-cell" },
                    py: "3",
                    px: "2",
                    textAlign: "end",
                    fontVariantNumeric: "tabular-nums",
                  })}
                >
                  {formatCurrency(line.unit_price)}
                </td>
                <td className={num}>{formatCurrency(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className={cell}>
                Subtotal
              </th>
              <td className={css({ display: { base: "none", md: "table-cell" } })} />
              <td className={num}>{formatCurrency(quote.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className={cell}>
                Tax ({quote.tax_rate}%)
              </th>
              <td className={css({ display: { base: "none", md: "table-cell" } })} />
              <td className={num}>{formatCurrency(quote.tax_amount)}</td>
            </tr>
            <tr className={css({ fontWeight: "bold" })}>
              <th scope="row" colSpan={2} className={cell}>
                Total
              </th>
              <td className={css({ display: { base: "none", md: "table-cell" } })} />
              <td className={num}>{total}</td>
            </tr>
          </tfoot>
        </table>
        {quote.notes ? <p className={css({ m: "0", whiteSpace: "pre-wrap" })}>{quote.notes}</p> : null}
      </section>

      <section aria-labelledby="answer-title" className={panel}>
        <h2 id="answer-title" className={sectionTitle}>
          Your answer
        </h2>
        <QuoteOutcome quote={quote} total={total} />
      </section>
    </div>
  );
}

/** Where the answer stands: the two forms while the quote is open, the outcome once it is not. */
function QuoteOutcome({ quote, total }: { quote: PortalQuote; total: string }) {
  const decided = quote.decided_at ? formatDay(quote.decided_at) : "";
  switch (quote.status) {
    case "accepted":
      return (
        <p className={css({ m: "0" })}>
          You accepted this quote on {decided}. Your project is approved; we will send you the invoice.
        </p>
      );
    case "declined":
      return (
        <p className={css({ m: "0" })}>
          You declined this quote on {decided}
          {quote.decision_reason ? `: “${quote.decision_reason}”` : "."}
        </p>
      );
    case "withdrawn":
      return (
        <p className={css({ m: "0" })}>
          We withdrew this quote on {decided}. Write to us on the project if you have questions.
        </p>
      );
    default:
      return quote.is_expired ? (
        <p className={muted}>
          This quote expired on {formatDay(quote.valid_until)}. Ask us for a new one on the project.
        </p>
      ) : (
        <QuoteDecision quoteId={quote.id} total={total} />
      );
  }
}
