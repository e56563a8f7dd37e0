"use client";

import { Input, Stack, Text } from "@chakra-ui/react";
import { formatCurrency, formatDurationWeeks, formatRating, statusLabel } from "../../../lib/admin/format.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { AdminInlineForm, useAdminForm } from "../kit/admin-form.tsx";
import { DetailTabs } from "../kit/detail-tabs.tsx";
import { FieldList } from "../kit/field-list.tsx";
import { FormField } from "../kit/form-field.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { addServiceListItemAction } from "./actions.ts";
import type { ServiceRow } from "./queries.ts";
import { serviceListAddSchema } from "./schema.ts";

type ListName = "features" | "requirements" | "deliverables";
const SINGULAR: Record<ListName, string> = {
  features: "feature",
  requirements: "requirement",
  deliverables: "deliverable",
};

/** One of a service's lists with its Add button: the item is stored, then the list shows it. */
function EditableList({ service, list }: { service: ServiceRow; list: ListName }) {
  const adminForm = useAdminForm({
    schema: serviceListAddSchema,
    defaultValues: { serviceId: service.id, list, item: "" },
    action: addServiceListItemAction,
    resetOnSave: true,
    onSaved: () => {},
  });
  const { form } = adminForm;
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
      <AdminInlineForm
        adminForm={adminForm}
        label={`Add a ${SINGULAR[list]}`}
        submitLabel="Add"
        busyLabel="Adding..."
        framed={false}
      >
        <FormField label={`New ${SINGULAR[list]}`} error={form.formState.errors.item?.message}>
          <Input size="sm" maxLength={200} {...form.register("item")} />
        </FormField>
      </AdminInlineForm>
    </Stack>
  );
}

/** A service in full: overview, features, requirements, deliverables. */
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
