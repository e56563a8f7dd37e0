"use client";

import { Button, HStack, Stack } from "@chakra-ui/react";
import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import type { ListPage, Read } from "../../../lib/admin/query.ts";
import { CLIENT_STATUSES } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { ArchiveButton } from "../kit/archive-button.tsx";
import { optionsOf } from "../kit/form-fields.tsx";
import { ItemCard } from "../kit/item-card.tsx";
import { ItemList } from "../kit/item-list.tsx";
import { ListToolbar } from "../kit/list-toolbar.tsx";
import { Fact } from "../kit/meter.tsx";
import { OpenDetailDialog } from "../kit/read-detail-dialog.tsx";
import { StatGrid } from "../kit/stat-card.tsx";
import { ErrorState } from "../kit/states.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { ToneBadge } from "../kit/tone-badge.tsx";
import { useLoadFailureToast } from "../kit/use-load-failure.ts";
import { useUrlChange } from "../kit/use-url-state.ts";
import { ViewButton } from "../kit/view-button.tsx";
import { createClientAction, updateClientAction } from "./actions.ts";
import { ClientDetail } from "./client-detail.tsx";
import { ClientDialog, EMPTY_CLIENT } from "./client-form.tsx";
import { CLIENT_SORTS } from "./params.ts";
import type { ClientDetail as ClientDetailData, ClientRow, ClientsSummary } from "./queries.ts";

const RESETS = ["client"];

/** Clients: four summary cards, search, status and industry filters, cards, the detail, New and Edit. */
export function ClientsView({
  clients,
  summary,
  industries,
  detail,
  openId,
  creating,
  editing,
  filtered,
  failed,
}: {
  clients: ListPage<ClientRow>;
  summary: ClientsSummary | null;
  industries: string[];
  detail: Read<ClientDetailData | null> | null;
  openId: string;
  creating: boolean;
  editing: boolean;
  filtered: boolean;
  failed: boolean;
}) {
  const url = useUrlChange();
  useLoadFailureToast(failed, "adminClientsFailed");
  const edited = editing ? (detail?.data?.record ?? null) : null;
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
        sort={CLIENT_SORTS}
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
        action={<Button onClick={() => url.update({ new: "client", edit: null })}>New Client</Button>}
      />
      <ItemList
        list={clients}
        label="Clients"
        onLoadFailed={() => notify("adminClientsFailed")}
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
              <ViewButton
                param="client"
                id={client.id}
                name={client.company}
                onView={() => url.update({ client: client.id })}
              />
            }
          >
            <Fact label="Revenue">{formatCurrency(client.total_revenue)}</Fact>
            <Fact label="Active projects">{client.active_projects}</Fact>
            <Fact label="Completed projects">{client.completed_projects}</Fact>
          </ItemCard>
        )}
      />
      <OpenDetailDialog
        param="client"
        openId={openId}
        hidden={Boolean(edited)}
        onClose={() => url.update({ client: null }, { replace: true })}
        read={detail}
        noun="client"
        title={(data) => data.client.company}
        description={(data) => data.client.name}
      >
        {(data) => (
          <>
            <HStack gap="2" mb="4" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => url.update({ edit: "client" })}>
                Edit client
              </Button>
              <ArchiveButton
                kind="clients"
                id={data.client.id}
                label={data.client.company}
                onArchived={() => url.update({ client: null }, { replace: true })}
              />
            </HStack>
            <ClientDetail detail={data} />
          </>
        )}
      </OpenDetailDialog>
      <ClientDialog
        key="new"
        open={creating}
        title="New Client"
        submitLabel="Create Client"
        values={EMPTY_CLIENT}
        action={createClientAction}
        onClose={() => url.update({ new: null }, { replace: true })}
        onSaved={(id, company) => {
          notify("clientSaved", company, true);
          url.update({ new: null, q: null, status: null, industry: null, client: id }, { replace: true });
        }}
      />
      {edited ? (
        <ClientDialog
          key={`${edited.id}-${edited.version}`}
          open
          title={`Edit ${edited.company}`}
          submitLabel="Save Changes"
          values={{
            company: edited.company,
            name: edited.name,
            email: edited.email,
            phone: edited.phone ?? "",
            website: edited.website ?? "",
            industry: edited.industry,
            address: edited.address ?? "",
            status: edited.status,
            notes: edited.notes ?? "",
          }}
          action={(values, after) =>
            updateClientAction({ clientId: edited.id, version: edited.version, values }, after)
          }
          onClose={() => url.update({ edit: null }, { replace: true })}
          onSaved={(_id, company) => {
            notify("clientSaved", company, false);
            url.update({ edit: null }, { replace: true });
          }}
        />
      ) : null}
    </Stack>
  );
}
