import { Link, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { formatCurrency, formatRating } from "../../../lib/admin/format.ts";
import { type Column, DataTable } from "../kit/data-table.tsx";
import type { ServiceRow } from "../services/queries.ts";

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

/** The best earners' projects, revenue, rating and completion rate, and where every service's are. */
export function ServicePerformance({ services, total }: { services: readonly ServiceRow[]; total: number }) {
  return (
    <Stack gap="3">
      {services.length < total ? (
        <Text color="fg.muted" textStyle="sm">
          The {services.length} best earners of {total.toLocaleString("en-US")} services;{" "}
          <Link asChild color="brand.fg" fontWeight="medium">
            <NextLink href="/admin/services">see every service in Services</NextLink>
          </Link>
          .
        </Text>
      ) : null}
      <DataTable label="Service performance" rows={services} columns={columns} empty="No services yet." />
    </Stack>
  );
}
