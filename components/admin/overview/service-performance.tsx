import type { ServiceRow } from "@/components/admin/services/queries";
import { formatCurrency, formatRating } from "@/lib/admin/format";
import { type Column, DataTable } from "../kit/data-table";

const columns: Column<ServiceRow>[] = [
  { header: "Service", cell: (s) => s.name },
  { header: "Projects", cell: (s) => s.total_projects, numeric: true },
  { header: "Revenue", cell: (s) => formatCurrency(s.total_revenue, { whole: true }), numeric: true },
  { header: "Rating", cell: (s) => formatRating(s.average_rating), numeric: true },
  {
    header: "Completion",
    cell: (s) => (s.completion_rate === null ? "–" : `${Math.round(s.completion_rate)}%`),
    numeric: true,
  },
];

/** Each service's projects, revenue, rating and completion rate, best earners first. */
export function ServicePerformance({ services }: { services: readonly ServiceRow[] }) {
  return <DataTable label="Service performance" rows={services} columns={columns} empty="No services yet." />;
}
