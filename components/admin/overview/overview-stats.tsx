import { formatCurrency, formatSignedPercent } from "../../../lib/admin/format.ts";
import { StatGrid } from "../kit/stat-card.tsx";
import type { OverviewSummary } from "./queries.ts";

/** The Overview's six stat cards, every figure from the overview_summary view. */
export function OverviewStats({ summary }: { summary: OverviewSummary }) {
  return (
    <StatGrid
      label="Agency at a glance"
      max={3}
      stats={[
        {
          label: "Total Revenue",
          value: formatCurrency(summary.total_revenue, { whole: true }),
          help: `${formatSignedPercent(summary.revenue_growth)} vs last month`,
        },
        { label: "Active Projects", value: summary.active_projects, help: "Approved or in progress" },
        { label: "Active Clients", value: summary.active_clients },
        { label: "Team Members", value: summary.active_team_members, help: "Active" },
        { label: "New Leads", value: summary.new_leads, help: "Last 30 days" },
        {
          label: "Servers Online",
          value: `${summary.online_servers}/${summary.total_servers}`,
          help:
            summary.average_uptime === null
              ? "No servers"
              : `${summary.average_uptime.toFixed(2)}% average uptime`,
        },
      ]}
    />
  );
}
