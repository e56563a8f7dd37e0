import { formatCurrency, formatScore } from "../../../lib/admin/format.ts";
import { StatGrid } from "../kit/stat-card.tsx";
import type { HostingSummary as Summary } from "./queries.ts";

/** Total Servers with online count, Average Uptime, Security Score /100, Monthly Cost. */
export function HostingSummary({ summary }: { summary: Summary }) {
  return (
    <StatGrid
      label="Hosting summary"
      stats={[
        { label: "Total Servers", value: summary.total_servers, help: `${summary.online_servers} online` },
        {
          label: "Average Uptime",
          value: summary.average_uptime === null ? "–" : `${summary.average_uptime.toFixed(2)}%`,
        },
        {
          label: "Security Score",
          value: summary.security_score === null ? "–" : formatScore(summary.security_score),
        },
        { label: "Monthly Cost", value: formatCurrency(summary.total_monthly_cost) },
      ]}
    />
  );
}
