import NextLink from "next/link";
import { formatDay } from "../../lib/admin/workspace/dates.ts";
import type { PortalQuote } from "../../lib/portal/queries.ts";
import { formatCurrency } from "../../lib/runtime/money.ts";
import { css } from "../../styled-system/css/index.mjs";
import { link, muted, StatusPill } from "./portal-ui.tsx";

/** Where a quote stands, in the client's words: waiting for its answer, expired, or decided. */
export function quoteState(quote: Pick<PortalQuote, "status" | "is_expired">): {
  key: string;
  label: string;
} {
  if (quote.status === "sent")
    return quote.is_expired
      ? { key: "expired", label: "Expired" }
      : { key: "awaiting", label: "Awaiting your answer" };
  return { key: quote.status, label: quote.status.charAt(0).toUpperCase() + quote.status.slice(1) };
}

/** The client's quotes, newest first, each a link to read it in full and answer it. */
export function QuoteList({
  quotes,
  showProject = true,
}: {
  quotes: readonly PortalQuote[];
  showProject?: boolean;
}) {
  if (quotes.length === 0) return <p className={muted}>No quotes yet.</p>;
  return (
    <ul
      className={css({
        listStyle: "none",
        m: "0",
        p: "0",
        display: "flex",
        flexDirection: "column",
        gap: "3",
      })}
    >
      {quotes.map((quote) => {
        const state = quoteState(quote);
        return (
          <li
            key={quote.id}
            className={css({
              display: "flex",
              flexWrap: "wrap",
              alignItems: "baseline",
              justifyContent: "space-between",
              gap: "2",
              borderBottomWidth: "1px",
              borderColor: "border",
              pb: "3",
            })}
          >
            <div className={css({ display: "flex", flexDirection: "column", gap: "1", minW: "0" })}>
              <NextLink href={`/portal/quotes/${quote.id}`} className={link}>
                {quote.quote_number}: {quote.title}
              </NextLink>
              <span className={muted}>
                {showProject ? `${quote.project_name} · ` : ""}
                {quote.status === "sent"
                  ? `Valid until ${formatDay(quote.valid_until)}`
                  : `Sent ${formatDay(quote.sent_at)}`}
              </span>
            </div>
            <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
              <strong className={css({ fontVariantNumeric: "tabular-nums" })}>
                {formatCurrency(quote.total)}
              </strong>
              <StatusPill status={state.key} label={state.label} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
