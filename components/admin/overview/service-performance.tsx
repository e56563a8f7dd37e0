import { Box, Table } from "@chakra-ui/react";
import { formatCurrency, formatRating } from "@/lib/admin/format";
import type { ServiceRow } from "@/lib/admin/types";
import { EmptyState } from "../kit/states";

/** Each service's projects, revenue, rating and completion rate, best earners first. */
export function ServicePerformance({ services }: { services: readonly ServiceRow[] }) {
  if (services.length === 0) return <EmptyState title="No services yet." />;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Service performance">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Service</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Projects</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Rating</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Completion</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {services.map((service) => (
            <Table.Row key={service.id}>
              <Table.Cell>{service.name}</Table.Cell>
              <Table.Cell textAlign="end">{service.total_projects}</Table.Cell>
              <Table.Cell textAlign="end">
                {formatCurrency(service.total_revenue, { whole: true })}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatRating(service.average_rating)}</Table.Cell>
              <Table.Cell textAlign="end">
                {service.completion_rate === null ? "–" : `${Math.round(service.completion_rate)}%`}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
