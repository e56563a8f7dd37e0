"use client";

import { Button, Stack } from "@chakra-ui/react";
import { formatCurrency } from "@/lib/admin/format";
import { statusLabel } from "@/lib/admin/inbox/filters";
import type { Read } from "@/lib/admin/query";
import type { ClientDetail as ClientDetailData, ClientRow, ClientsSummary } from "@/lib/admin/types";
import { CLIENT_STATUSES } from "@/supabase/workspace";
import { optionsOf } from "../kit/form-fields";
import { ItemCard } from "../kit/item-card";
import { ItemList } from "../kit/item-list";
import { ListToolbar } from "../kit/list-toolbar";
import { Fact } from "../kit/meter";
import { ReadDetailDialog } from "../kit/read-detail-dialog";
import { StatGrid } from "../kit/stat-card";
import { ErrorState } from "../kit/states";
import { StatusBadge } from "../kit/status-badge";
import { ToneBadge } from "../kit/tone-badge";
import { useLoadFailureToast } from "../kit/use-load-failure";
import { useUrlState } from "../kit/use-url-state";
import { ClientDetail } from "./client-detail";

const RESETS = ["client"];

/** Clients: four summary cards, search, status and industry filters, cards and the detail. */
export function ClientsView({
  clients,
  summary,
  industries,
  detail,
  openId,
  filtered,
  failed,
}: {
  clients: ClientRow[] | null;
  summary: ClientsSummary | null;
  industries: string[];
  detail: Read<ClientDetailData | null> | null;
  openId: string;
  filtered: boolean;
  failed: boolean;
}) {
  const url = useUrlState();
  useLoadFailureToast(failed, "adminClientsFailed");
  return (
    <Stack gap="5">
      {summary ? (
        <StatGrid
          label="Clients summary"
          stats={[
            { label: "Total Clients", value: summary.total_clients },
            { label: "Active Clients", value: summary.active_clients },
            { label: "Total Revenue", value: formatCurrency(summary.total_revenue, { whole: true }) },
            {
              label: "Avg Project Value",
              value:
                summary.average_project_value === null
                  ? "–"
                  : formatCurrency(summary.average_project_value, { whole: true }),
            },
          ]}
        />
      ) : (
        <ErrorState title="Could not load the summary. The error has been logged." />
      )}
      <ListToolbar
        searchLabel="Search clients"
        placeholder="Name, company or email"
        resets={RESETS}
        filters={[
          {
            param: "status",
            label: "Status",
            allLabel: "All statuses",
            options: optionsOf(CLIENT_STATUSES, statusLabel),
          },
          {
            param: "industry",
            label: "Industry",
            allLabel: "All industries",
            options: optionsOf(industries, (industry) => industry),
          },
        ]}
      />
      <ItemList
        items={clients}
        label="Clients"
        noun="clients"
        filtered={filtered}
        onClear={() => url.update({ q: null, status: null, industry: null, client: null })}
        getKey={(client) => client.id}
        renderItem={(client) => (
          <ItemCard
            title={client.company}
            subtitle={`${client.name} · ${client.email}`}
            badges={
              <>
                <StatusBadge status={client.status} label={statusLabel(client.status)} />
                <ToneBadge label={client.industry} palette="purple" />
              </>
            }
            actions={
              <Button
                size="sm"
                variant="outline"
                onClick={() => url.update({ client: client.id })}
                aria-label={`View ${client.company}`}
              >
                View
              </Button>
            }
          >
            <Fact label="Revenue">{formatCurrency(client.total_revenue)}</Fact>
            <Fact label="Active projects">{client.active_projects}</Fact>
            <Fact label="Completed projects">{client.completed_projects}</Fact>
          </ItemCard>
        )}
      />
      <ReadDetailDialog
        open={Boolean(openId)}
        onClose={() => url.update({ client: null }, { replace: true })}
        read={detail}
        noun="client"
        title={(data) => data.client.company}
        description={(data) => data.client.name}
      >
        {(data) => <ClientDetail detail={data} />}
      </ReadDetailDialog>
    </Stack>
  );
}
