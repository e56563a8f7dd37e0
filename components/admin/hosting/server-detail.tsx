"use client";

import { Badge, Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTransition } from "react";
import { formatCurrency, formatScore, sslColor, statusLabel } from "../../../lib/admin/format.ts";
import { receivedFormat } from "../../../lib/admin/list-query.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { notify } from "../../ui/notify.ts";
import { type Column, DataTable } from "../kit/data-table.tsx";
import { DetailTabs } from "../kit/detail-tabs.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { UsageMeter } from "../kit/meter.tsx";
import { EmptyState } from "../kit/states.tsx";
import { resolveAlertAction } from "./actions.ts";
import type { ServerDetail as ServerDetailRead } from "./queries.ts";

const ALERT_PALETTE = { error: "red", warning: "yellow", info: "blue" } as const;

const serviceColumns: Column<ServerDetailRead["services"][number]>[] = [
  { header: "Name", cell: (service) => service.name },
  { header: "Type", cell: (service) => statusLabel(service.type) },
  { header: "Status", cell: (service) => statusLabel(service.status) },
  { header: "Port", cell: (service) => service.port, numeric: true },
  { header: "Version", cell: (service) => service.version },
  { header: "Uptime", cell: (service) => `${service.uptime}%`, numeric: true },
];

/** A server in full: overview, services, alerts (resolvable) and performance. */
export function ServerDetail({ detail }: { detail: ServerDetailRead }) {
  const { server, services, alerts } = detail;
  const [resolving, startResolving] = useTransition();

  function resolve(alertId: string) {
    startResolving(async () => {
      const result = await resolveAlertAction({ alertId });
      if (!result.ok) return notify("workspaceNotSaved", result.message);
      notify("serverChanged", "The alert is marked resolved.");
    });
  }

  return (
    <DetailTabs
      label="Server details"
      tabs={[
        {
          value: "overview",
          label: "Overview",
          content: (
            <FieldList
              fields={[
                { label: "Type", value: statusLabel(server.type) },
                { label: "Provider", value: server.provider },
                { label: "Location", value: server.location },
                { label: "Status", value: statusLabel(server.status) },
                { label: "IP address", value: server.ip_address },
                { label: "Domain", value: server.domain },
                { label: "Client", value: server.client_name },
                { label: "Project", value: server.project_name },
                {
                  label: "SSL",
                  value: (
                    <Badge colorPalette={sslColor(server.ssl_status)} data-ssl={sslColor(server.ssl_status)}>
                      {statusLabel(server.ssl_status)}
                    </Badge>
                  ),
                },
                {
                  label: "Backup",
                  value: `${statusLabel(server.backup_status)}${server.last_backup ? ` · ${formatDay(server.last_backup)}` : ""}`,
                },
                { label: "Monthly cost", value: formatCurrency(server.monthly_cost) },
              ]}
            />
          ),
        },
        {
          value: "services",
          label: "Services",
          content: (
            <DataTable
              label="Hosted services"
              rows={services}
              columns={serviceColumns}
              empty="No services run on this server."
            />
          ),
        },
        {
          value: "alerts",
          label: "Alerts",
          content:
            alerts.length === 0 ? (
              <EmptyState title="No alerts." />
            ) : (
              <Stack as="ul" aria-label="Alerts" gap="2" m="0" p="0" listStyleType="none">
                {alerts.map((alert) => (
                  <HStack as="li" key={alert.id} gap="3" align="flex-start" borderBottomWidth="1px" pb="2">
                    <Badge colorPalette={ALERT_PALETTE[alert.type]}>{statusLabel(alert.type)}</Badge>
                    <Stack gap="0" flex="1" minW="0">
                      <Text overflowWrap="anywhere">{alert.message}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {receivedFormat.format(new Date(alert.timestamp))} ·{" "}
                        {alert.resolved ? "resolved" : "active"}
                      </Text>
                    </Stack>
                    {alert.resolved ? null : (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={resolving}
                        onClick={() => resolve(alert.id)}
                      >
                        Resolve
                      </Button>
                    )}
                  </HStack>
                ))}
              </Stack>
            ),
        },
        {
          value: "performance",
          label: "Performance",
          content: (
            <Stack gap="3">
              <UsageMeter label="CPU" percent={server.cpu_usage} />
              <UsageMeter label="Memory" percent={server.memory_usage} />
              <UsageMeter label="Disk" percent={server.disk_usage} />
              <UsageMeter label="Bandwidth" percent={server.bandwidth_usage} />
              <SimpleGrid columns={2} gap="2" textStyle="sm">
                <Text>Uptime: {server.uptime}%</Text>
                <Text>Response time: {server.response_time} ms</Text>
                <Text>Security score: {formatScore(server.security_score)}</Text>
                <Text>Performance score: {formatScore(server.performance_score)}</Text>
              </SimpleGrid>
            </Stack>
          ),
        },
      ]}
    />
  );
}
