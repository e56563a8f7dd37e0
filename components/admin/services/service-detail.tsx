"use client";

import { Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useId, useState, useTransition } from "react";
import { formatCurrency, formatDurationWeeks, formatRating, statusLabel } from "@/lib/admin/format";
import { formatDay } from "@/lib/admin/workspace/dates";
import { DetailTabs } from "../kit/detail-tabs";
import { FieldList } from "../kit/field-list";
import { FormMessage } from "../kit/form-field";
import { StatusBadge } from "../kit/status-badge";
import { addServiceListItemAction } from "./actions";
import type { ServiceRow } from "./queries";

type ListName = "features" | "requirements" | "deliverables";
const SINGULAR: Record<ListName, string> = {
  features: "feature",
  requirements: "requirement",
  deliverables: "deliverable",
};

/** One of a service's lists with its Add button: the item is stored, then the list shows it. */
function EditableList({ service, list }: { service: ServiceRow; list: ListName }) {
  const inputId = useId();
  const [item, setItem] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [saving, startSaving] = useTransition();
  const items = service[list];

  return (
    <Stack gap="3">
      {items.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No {list} yet.
        </Text>
      ) : (
        <Stack as="ul" aria-label={statusLabel(list)} gap="1" ps="5" textStyle="sm">
          {items.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </Stack>
      )}
      <form
        aria-label={`Add a ${SINGULAR[list]}`}
        onSubmit={(event) => {
          event.preventDefault();
          startSaving(async () => {
            setMessage(null);
            const result = await addServiceListItemAction({ serviceId: service.id, list, item });
            if (!result.ok) {
              setMessage(result.fieldErrors?.item ?? result.message);
              return;
            }
            setItem("");
          });
        }}
      >
        <Stack gap="2">
          <label htmlFor={inputId} style={{ fontSize: "var(--chakra-font-sizes-sm)", fontWeight: 500 }}>
            New {SINGULAR[list]}
          </label>
          <HStack gap="2">
            <Input
              id={inputId}
              size="sm"
              value={item}
              maxLength={200}
              onChange={(e) => setItem(e.currentTarget.value)}
            />
            <Button type="submit" size="sm" loading={saving} loadingText="Adding...">
              Add
            </Button>
          </HStack>
          <FormMessage message={message} />
        </Stack>
      </form>
    </Stack>
  );
}

/** A service in full: overview, features, requirements, deliverables (spec §2). */
export function ServiceDetail({ service }: { service: ServiceRow }) {
  return (
    <DetailTabs
      label="Service details"
      tabs={[
        {
          value: "overview",
          label: "Overview",
          content: (
            <FieldList
              fields={[
                { label: "Description", value: service.description },
                { label: "Category", value: statusLabel(service.category) },
                {
                  label: "Status",
                  value: <StatusBadge status={service.status} label={statusLabel(service.status)} />,
                },
                { label: "Base price", value: formatCurrency(service.base_price) },
                { label: "Hourly rate", value: formatCurrency(service.hourly_rate) },
                { label: "Duration", value: formatDurationWeeks(service.estimated_duration) },
                { label: "Projects", value: String(service.total_projects) },
                { label: "Revenue", value: formatCurrency(service.total_revenue) },
                { label: "Rating", value: formatRating(service.average_rating) },
                {
                  label: "Completion rate",
                  value: service.completion_rate === null ? "" : `${service.completion_rate.toFixed(1)}%`,
                },
                { label: "Updated", value: formatDay(service.updated_at) },
              ]}
            />
          ),
        },
        ...(["features", "requirements", "deliverables"] as const).map((list) => ({
          value: list,
          label: statusLabel(list),
          content: <EditableList service={service} list={list} />,
        })),
      ]}
    />
  );
}
