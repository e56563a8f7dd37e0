"use client";

import { Badge, Button, Card, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { formatCurrency, sslColor, statusLabel } from "../../../lib/admin/format.ts";
import type { ListPage, Read } from "../../../lib/admin/query.ts";
import { SERVER_STATUSES, SERVER_TYPES } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { ArchiveButton } from "../kit/archive-button.tsx";
import { ItemList } from "../kit/item-list.tsx";
import { ListToolbar } from "../kit/list-toolbar.tsx";
import { UsageMeter } from "../kit/meter.tsx";
import { OpenDetailDialog } from "../kit/read-detail-dialog.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { useUrlState } from "../kit/use-url-state.ts";
import { ViewButton } from "../kit/view-button.tsx";
import { SERVER_SORTS } from "./params.ts";
import type { ServerDetail as ServerDetailRead, ServerRow } from "./queries.ts";
import { ServerDetail } from "./server-detail.tsx";

const RESETS = ["server", "manage"];

/** Servers: search (name, client, domain), status and type filters, cards with View and Manage. */
export function ServerList({
  servers,
  filtered,
  openId,
  detail,
}: {
  servers: ListPage<ServerRow>;
  filtered: boolean;
  openId: string;
  /** What the server read for the item the URL opens; null when none is open. */
  detail: Read<ServerDetailRead | null> | null;
}) {
  const url = useUrlState();
  return (
    <Stack gap="4">
      <ListToolbar
        searchLabel="Search servers"
        placeholder="Name, client or domain"
        filters={[
          {
            param: "status",
            label: "Status",
            allLabel: "All statuses",
            options: SERVER_STATUSES.map((s) => ({ value: s, label: s })),
          },
          {
            param: "type",
            label: "Type",
            allLabel: "All types",
            options: SERVER_TYPES.map((t) => ({ value: t, label: t })),
          },
        ]}
        resets={RESETS}
        sort={SERVER_SORTS}
      />
      <ItemList
        list={servers}
        onLoadFailed={() => notify("adminHostingFailed")}
        label="Servers"
        noun="servers"
        filtered={filtered}
        onClear={() => url.update({ q: null, status: null, type: null, server: null })}
        getKey={(server) => server.id}
        columns={{ base: 1, md: 2 }}
        renderItem={(server) => (
          <Card.Root size="sm" variant="outline" h="full">
            <Card.Body gap="3">
              <Flex justify="space-between" gap="2" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {server.name}
                  </Text>
                  <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
                    {statusLabel(server.type)} · {server.provider} · {server.domain ?? server.ip_address}
                  </Text>
                  {server.client_name ? <Text textStyle="sm">{server.client_name}</Text> : null}
                </Stack>
                <HStack gap="1" align="flex-start">
                  <StatusBadge
                    status={server.status === "online" ? "active" : server.status}
                    label={statusLabel(server.status)}
                  />
                  <Badge colorPalette={sslColor(server.ssl_status)}>
                    SSL {statusLabel(server.ssl_status)}
                  </Badge>
                </HStack>
              </Flex>
              <UsageMeter label="CPU" percent={server.cpu_usage} />
              <UsageMeter label="Memory" percent={server.memory_usage} />
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <Text textStyle="sm">
                  {formatCurrency(server.monthly_cost)}/mo · {server.uptime}% uptime
                </Text>
                <HStack gap="2">
                  <ViewButton
                    param="server"
                    id={server.id}
                    name={server.name}
                    onView={() => url.update({ server: server.id })}
                  />
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Manage ${server.name}`}
                    onClick={() => url.update({ manage: server.id })}
                  >
                    Manage
                  </Button>
                </HStack>
              </Flex>
            </Card.Body>
          </Card.Root>
        )}
      />
      <OpenDetailDialog
        param="server"
        openId={openId}
        // It gives way to the item's edit form while the URL asks for one.
        hidden={url.get("edit") !== ""}
        onClose={() => url.update({ server: null }, { replace: true })}
        read={detail}
        noun="server"
        title={(read) => read.server.name}
      >
        {(read) => (
          <>
            <HStack gap="2" mb="4" wrap="wrap">
              <ArchiveButton
                kind="servers"
                id={read.server.id}
                label={read.server.name}
                onArchived={() => url.update({ server: null }, { replace: true })}
              />
            </HStack>
            <ServerDetail detail={read} />
          </>
        )}
      </OpenDetailDialog>
    </Stack>
  );
}
