"use client";

import { Button, Stack, Text } from "@chakra-ui/react";
import {
  formatAverage,
  formatCurrency,
  formatDurationWeeks,
  formatRating,
  statusLabel,
} from "../../../lib/admin/format.ts";
import type { ListPage, Read } from "../../../lib/admin/query.ts";
import { SERVICE_CATEGORIES, SERVICE_STATUSES } from "../../../supabase/workspace.ts";
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
import { SERVICE_SORTS } from "./params.ts";
import type { ServiceRecord, ServiceRow, ServicesSummary } from "./queries.ts";
import { ServiceDetail } from "./service-detail.tsx";
import { ServiceDialog } from "./service-form.tsx";

const RESETS = ["service"];

/** Services: summary, search, category and status filters, cards with View and Edit, detail, forms. */
export function ServicesView({
  services,
  summary,
  detail,
  openId,
  creating,
  editing,
  filtered,
  failed,
}: {
  services: ListPage<ServiceRow>;
  summary: ServicesSummary | null;
  detail: Read<ServiceRow | null> | null;
  openId: string;
  creating: boolean;
  editing: ServiceRecord | null;
  filtered: boolean;
  failed: boolean;
}) {
  const url = useUrlChange();
  useLoadFailureToast(failed, "adminServicesFailed");
  return (
    <Stack gap="5">
      {summary ? (
        <StatGrid
          label="Services summary"
          stats={[
            { label: "Total Services", value: summary.total_services },
            { label: "Active Services", value: summary.active_services },
            { label: "Total Revenue", value: formatCurrency(summary.total_revenue, { whole: true }) },
            { label: "Avg Rating", value: formatAverage(summary.avg_rating), help: "out of 5.0" },
          ]}
        />
      ) : (
        <ErrorState title="Could not load the summary. The error has been logged." />
      )}
      <ListToolbar
        searchLabel="Search services"
        placeholder="Name or description"
        resets={RESETS}
        sort={SERVICE_SORTS}
        filters={[
          {
            param: "category",
            label: "Category",
            allLabel: "All categories",
            options: optionsOf(SERVICE_CATEGORIES, statusLabel),
          },
          {
            param: "status",
            label: "Status",
            allLabel: "All statuses",
            options: optionsOf(SERVICE_STATUSES, statusLabel),
          },
        ]}
        action={<Button onClick={() => url.update({ new: "service", edit: null })}>New Service</Button>}
      />
      <ItemList
        list={services}
        onLoadFailed={() => notify("adminServicesFailed")}
        label="Services"
        noun="services"
        filtered={filtered}
        onClear={() => url.update({ q: null, category: null, status: null, service: null })}
        getKey={(service) => service.id}
        renderItem={(service) => (
          <ItemCard
            title={service.name}
            badges={
              <>
                <StatusBadge status={service.status} label={statusLabel(service.status)} />
                <ToneBadge label={statusLabel(service.category)} palette="purple" />
              </>
            }
            actions={
              <>
                <ViewButton
                  param="service"
                  id={service.id}
                  name={service.name}
                  onView={() => url.update({ service: service.id })}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => url.update({ edit: service.id, new: null })}
                  aria-label={`Edit ${service.name}`}
                >
                  Edit
                </Button>
                <ArchiveButton kind="services" id={service.id} label={service.name} />
              </>
            }
          >
            <Text lineClamp={2}>{service.description}</Text>
            <Fact label="Base price">{formatCurrency(service.base_price)}</Fact>
            <Fact label="Hourly rate">{formatCurrency(service.hourly_rate)}</Fact>
            <Fact label="Duration">{formatDurationWeeks(service.estimated_duration)}</Fact>
            <Fact label="Rating">{formatRating(service.average_rating)}</Fact>
          </ItemCard>
        )}
      />
      <OpenDetailDialog
        param="service"
        openId={openId}
        onClose={() => url.update({ service: null }, { replace: true })}
        read={detail}
        noun="service"
        title={(data) => data.name}
        description={(data) => statusLabel(data.category)}
      >
        {(data) => <ServiceDetail service={data} />}
      </OpenDetailDialog>
      <ServiceDialog
        key={editing ? `${editing.id}-${editing.version}` : "new"}
        open={creating || editing !== null}
        service={editing}
        onClose={() => url.update({ new: null, edit: null }, { replace: true })}
        onSaved={(id) =>
          url.update(
            { new: null, edit: null, q: null, category: null, status: null, service: id },
            { replace: true },
          )
        }
      />
    </Stack>
  );
}
