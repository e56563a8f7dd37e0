import { formatCurrency, formatSignedPercent } from "../../../lib/admin/format.ts";
import { StatGrid } from "../kit/stat-card.tsx";
import type { FinanceSummary as Summary } from "./queries.ts";

const whole = (amount: number) => formatCurrency(amount, { whole: true });

/**
 * Total Revenue with growth, Net Profit with margin, Outstanding with its overdue part (both sums of
 * open balances, not of invoice totals), Cash Flow.
 */
export function FinanceSummary({ summary }: { summary: Summary }) {
  return (
    <StatGrid
      label="Financial summary"
      stats={[
        {
          label: "Total Revenue",
          value: whole(summary.total_revenue),
          help: `${formatSignedPercent(summary.growth_rate)} vs the 30 days before`,
        },
        {
          label: "Net Profit",
          value: whole(summary.net_profit),
          help: `${summary.profit_margin === null ? "–" : `${summary.profit_margin.toFixed(1)}%`} margin`,
        },
        {
          label: "Outstanding",
          value: whole(summary.outstanding_invoices),
          help: `Open balances (total − payments − credits) · ${whole(summary.overdue_amount)} overdue`,
        },
        { label: "Cash Flow", value: whole(summary.cash_flow), help: "Last 30 days" },
      ]}
    />
  );
}
