"use client";

import { statusLabel } from "../../../lib/admin/format.ts";
import { SERVICE_CATEGORIES, SERVICE_STATUSES } from "../../../supabase/workspace.ts";
import { AdminFormDialog, useAdminForm } from "../kit/admin-form.tsx";
import { FieldPair, optionsOf, SelectInput, TextAreaInput, TextInput } from "../kit/form-fields.tsx";
import { createServiceAction, updateServiceAction } from "./actions.ts";
import type { ServiceRecord } from "./queries.ts";
import { type ServiceInput, serviceSchema } from "./schema.ts";

const ONE_PER_LINE = "One per line.";

function formValues(service: ServiceRecord | null) {
  return {
    name: service?.name ?? "",
    description: service?.description ?? "",
    category: service?.category ?? "web-development",
    status: service?.status ?? "draft",
    basePrice: service ? String(service.base_price) : "",
    hourlyRate: service ? String(service.hourly_rate) : "",
    estimatedDuration: service ? String(service.estimated_duration) : "",
    features: service?.features.join("\n") ?? "",
    requirements: service?.requirements.join("\n") ?? "",
    deliverables: service?.deliverables.join("\n") ?? "",
  };
}

/**
 * 'New Service' (Cancel / Create Service) and Edit (Cancel / Save Changes) on a service card; opened
 * by the buttons or by `new=service` / `edit=<id>` in the URL. Edit sends the version it was opened
 * from; the caller keys it by that version, so Reload after a refused save opens it with the newer row.
 */
export function ServiceDialog({
  open,
  service,
  onClose,
  onSaved,
}: {
  open: boolean;
  service: ServiceRecord | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const adminForm = useAdminForm({
    schema: serviceSchema,
    defaultValues: formValues(service) as unknown as ServiceInput,
    action: service ? updateServiceAction : createServiceAction,
    send: (values) => (service ? { serviceId: service.id, version: service.version, values } : values),
    // onSaved moves the URL (the dialog closes): that renders the area.
    after: "navigate",
    resetOnSave: true,
    onSaved: (result) => onSaved(result.id),
  });
  const { form } = adminForm;
  return (
    <AdminFormDialog
      adminForm={adminForm}
      open={open}
      onClose={onClose}
      title={service ? `Edit ${service.name}` : "New Service"}
      submitLabel={service ? "Save Changes" : "Create Service"}
    >
      <TextInput form={form} name="name" label="Service name" required />
      <TextAreaInput form={form} name="description" label="Description" required />
      <FieldPair>
        <SelectInput
          form={form}
          name="category"
          label="Category"
          options={optionsOf(SERVICE_CATEGORIES, statusLabel)}
        />
        <SelectInput
          form={form}
          name="status"
          label="Status"
          options={optionsOf(SERVICE_STATUSES, statusLabel)}
        />
      </FieldPair>
      <FieldPair>
        <TextInput form={form} name="basePrice" label="Base price (USD)" inputMode="decimal" required />
        <TextInput form={form} name="hourlyRate" label="Hourly rate (USD)" inputMode="decimal" required />
      </FieldPair>
      <TextInput
        form={form}
        name="estimatedDuration"
        label="Estimated duration (hours)"
        inputMode="numeric"
        required
        helper="Shown in weeks of 40 hours."
      />
      <TextAreaInput form={form} name="features" label="Features" helper={ONE_PER_LINE} />
      <TextAreaInput form={form} name="requirements" label="Requirements" helper={ONE_PER_LINE} />
      <TextAreaInput form={form} name="deliverables" label="Deliverables" helper={ONE_PER_LINE} />
    </AdminFormDialog>
  );
}
