"use client";

import { Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, useTransition } from "react";
import { formatCurrency } from "../../../lib/admin/format.ts";
import type { ClientOption } from "../../../lib/admin/options.ts";
import { formatDay, todayIso } from "../../../lib/admin/workspace/dates.ts";
import { INVOICE_TAX_RATE_PERCENT } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { AdminInlineForm, useAdminForm } from "../kit/admin-form.tsx";
import { type Column, DataTable } from "../kit/data-table.tsx";
import { FormField } from "../kit/form-field.tsx";
import { CheckboxInput } from "../kit/form-fields.tsx";
import { PanelSection } from "../kit/section.tsx";
import { recordOptions, SelectField } from "../kit/select-field.tsx";
import { sendAction } from "../kit/send-action.ts";
import { ToneBadge } from "../kit/tone-badge.tsx";
import {
  createRecurringInvoiceAction,
  editRecurringInvoiceAction,
  setRecurringActiveAction,
  updateReminderStepAction,
} from "./actions.ts";
import { type RecurringInvoiceInput, recurringInvoiceSchema, reminderStepSchema } from "./billing-schema.ts";
import { LineItemsFields } from "./line-items-fields.tsx";
import type { RecurringInvoiceRow, ReminderStepRow, BillingSchedule as Schedule } from "./queries.ts";
import { reminderStepLabel } from "./reminder-label.ts";

const recurringColumns = (onEdit: (row: RecurringInvoiceRow) => void): Column<RecurringInvoiceRow>[] => [
  {
    header: "Next invoice",
    cell: (r) => (r.active ? formatDay(r.next_date) : "Paused"),
    nowrap: true,
  },
  { header: "Client", cell: (r) => r.client_name },
  { header: "Description", cell: (r) => r.description },
  { header: "Every", cell: (r) => (r.every === "quarter" ? "Quarter" : "Month") },
  { header: "Issued as", cell: (r) => (r.send ? "Sent by e-mail" : "Draft") },
  { header: "Amount", cell: (r) => formatCurrency(r.total), numeric: true },
  { header: "Last issued", cell: (r) => r.last_invoice_number ?? "", nowrap: true },
  {
    header: "",
    cell: (r) => (
      <HStack gap="2" justify="flex-end">
        <Button
          size="xs"
          variant="outline"
          aria-label={`Edit ${r.description} for ${r.client_name}`}
          onClick={() => onEdit(r)}
        >
          Edit
        </Button>
        <PauseButton row={r} />
      </HStack>
    ),
  },
];

/**
 * Finance → Recurring: what the worker issues next (each template's next date, amount and whether it is
 * drafted or sent), 'New recurring invoice', 'Edit' on each, and the reminder ladder every open invoice
 * follows.
 */
export function BillingSchedule({ schedule, clients }: { schedule: Schedule; clients: ClientOption[] }) {
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The row as it is now: after a save (or another's) the form opens from the newer version.
  const editing = schedule.recurring.find((row) => row.id === editingId) ?? null;
  return (
    <Stack gap="8">
      <PanelSection
        title="Recurring invoices"
        actions={
          <Button
            size="sm"
            aria-expanded={creating}
            onClick={() => {
              setEditingId(null);
              setCreating(!creating);
            }}
          >
            New recurring invoice
          </Button>
        }
      >
        {creating ? <RecurringForm clients={clients} onDone={() => setCreating(false)} /> : null}
        {editing ? (
          <RecurringForm
            key={`${editing.id}-${editing.version}`}
            clients={clients}
            template={editing}
            onDone={() => setEditingId(null)}
          />
        ) : null}
        <DataTable
          label="Recurring invoices, next first"
          rows={schedule.recurring}
          columns={recurringColumns((row) => {
            setCreating(false);
            setEditingId(row.id);
          })}
          empty="No recurring invoices yet."
        />
      </PanelSection>
      <PanelSection title="Reminder ladder">
        <Text color="fg.muted">
          Each open invoice that went out by e-mail is reminded at these steps, once each, until it is paid or
          written off. Clients whose reminders are off (Client → Billing) get none.
        </Text>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {schedule.steps.map((step) => (
            <ReminderStepForm key={`${step.id}-${step.updated_at}`} step={step} />
          ))}
        </SimpleGrid>
      </PanelSection>
    </Stack>
  );
}

function PauseButton({ row }: { row: RecurringInvoiceRow }) {
  const [pending, start] = useTransition();
  return (
    <Button
      size="xs"
      variant="outline"
      loading={pending}
      aria-label={`${row.active ? "Pause" : "Resume"} ${row.description} for ${row.client_name}`}
      onClick={() =>
        start(async () => {
          const result = await sendAction(() =>
            setRecurringActiveAction({ recurringId: row.id, active: !row.active }),
          );
          if (!result.ok) notify("workspaceNotSaved", result.message);
        })
      }
    >
      {row.active ? "Pause" : "Resume"}
    </Button>
  );
}

function ReminderStepForm({ step }: { step: ReminderStepRow }) {
  const adminForm = useAdminForm({
    schema: reminderStepSchema,
    defaultValues: {
      stepId: step.id,
      offsetDays: String(step.offset_days),
      enabled: step.enabled,
      message: step.message,
    },
    action: updateReminderStepAction,
    onSaved: (_result, values) => notify("reminderStepSaved", reminderStepLabel(Number(values.offsetDays))),
  });
  const { form } = adminForm;
  const errors = form.formState.errors;
  const label = reminderStepLabel(step.offset_days);
  return (
    <AdminInlineForm adminForm={adminForm} label={`Reminder ${label}`} submitLabel="Save reminder">
      <HStack justify="space-between">
        <Text fontWeight="medium">{label}</Text>
        <ToneBadge label={step.enabled ? "On" : "Off"} palette={step.enabled ? "green" : "gray"} />
      </HStack>
      <SimpleGrid columns={2} gap="3" alignItems="end">
        <FormField
          label="Days from the due date"
          required
          error={errors.offsetDays?.message}
          helper="Negative: before it."
        >
          <Input inputMode="numeric" {...form.register("offsetDays")} />
        </FormField>
        <CheckboxInput form={form} name="enabled" label="Send this reminder" />
      </SimpleGrid>
      <FormField label="Message" required error={errors.message?.message}>
        <Textarea rows={2} {...form.register("message")} />
      </FormField>
    </AdminInlineForm>
  );
}

/** A template's stored lines, as the line fields hold them. */
interface StoredLine {
  description: string;
  quantity: number;
  unit_price: number;
}

/** The form's values of a stored template, or of a new one. */
function recurringValues(template: RecurringInvoiceRow | undefined): RecurringInvoiceInput {
  if (!template)
    return {
      clientId: "",
      projectId: "",
      description: "",
      every: "month",
      nextDate: todayIso(),
      dueDays: "30",
      send: false,
      taxRate: String(INVOICE_TAX_RATE_PERCENT),
      items: [{ description: "", quantity: "1", unitPrice: "" }],
    };
  return {
    clientId: template.client_id,
    projectId: template.project_id ?? "",
    description: template.description,
    every: template.every === "quarter" ? "quarter" : "month",
    nextDate: template.next_date,
    dueDays: String(template.due_days),
    send: template.send,
    taxRate: String(template.tax_rate),
    items: (template.items as unknown as StoredLine[]).map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: String(line.unit_price),
    })),
  };
}

/**
 * 'New recurring invoice', or with a `template` its 'Edit': the same fields filled with the template's
 * (its client stays), sent with the version they were read at.
 */
function RecurringForm({
  clients,
  template,
  onDone,
}: {
  clients: ClientOption[];
  template?: RecurringInvoiceRow;
  onDone: () => void;
}) {
  const adminForm = useAdminForm({
    schema: recurringInvoiceSchema,
    defaultValues: recurringValues(template),
    action: template ? editRecurringInvoiceAction : createRecurringInvoiceAction,
    send: (values) => (template ? { recurringId: template.id, version: template.version, values } : values),
    onSaved: (_result, values) => {
      notify(template ? "recurringInvoiceSaved" : "recurringInvoiceCreated", formatDay(values.nextDate));
      onDone();
    },
  });
  const { form } = adminForm;
  const errors = form.formState.errors;
  return (
    <AdminInlineForm
      adminForm={adminForm}
      label={template ? `Edit recurring invoice: ${template.description}` : "New recurring invoice"}
      submitLabel={template ? "Save recurring invoice" : "Create recurring invoice"}
      secondary={
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {template ? (
          // Its invoices name the client: it stays.
          <FormField label="Client" helper="A template keeps its client.">
            <Input value={template.client_name} readOnly />
          </FormField>
        ) : (
          <FormField label="Client" required error={errors.clientId?.message}>
            <SelectField options={recordOptions("Choose a client", clients)} {...form.register("clientId")} />
          </FormField>
        )}
        <FormField label="Every" required error={errors.every?.message}>
          <SelectField
            options={[
              { value: "month", label: "Month" },
              { value: "quarter", label: "Quarter" },
            ]}
            {...form.register("every")}
          />
        </FormField>
        <FormField label="Next invoice date" required error={errors.nextDate?.message}>
          <Input type="date" min={todayIso()} {...form.register("nextDate")} />
        </FormField>
        <FormField label="Days to pay" required error={errors.dueDays?.message}>
          <Input inputMode="numeric" {...form.register("dueDays")} />
        </FormField>
        <FormField label="Tax rate (%)" error={errors.taxRate?.message}>
          <Input inputMode="decimal" {...form.register("taxRate")} />
        </FormField>
        <CheckboxInput
          form={form}
          name="send"
          label="Send each invoice by e-mail (else a draft)"
          alignSelf="end"
        />
      </SimpleGrid>
      <FormField label="Description" required error={errors.description?.message}>
        <Input {...form.register("description")} />
      </FormField>
      <LineItemsFields form={form} noun="Item" legend="Line items" addLabel="Add line item" />
    </AdminInlineForm>
  );
}
