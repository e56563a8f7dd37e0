"use client";

import { Input, SimpleGrid, Textarea } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import type { ClientOption, ProjectOption } from "../../../lib/admin/options.ts";
import { addDays, todayIso } from "../../../lib/admin/workspace/dates.ts";
import { INVOICE_TAX_RATE_PERCENT } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { AdminFormDialog, useAdminForm, useUrlDialog } from "../kit/admin-form.tsx";
import { FormField } from "../kit/form-field.tsx";
import { recordOptions, SelectField } from "../kit/select-field.tsx";
import { createInvoiceAction, editInvoiceAction } from "./actions.ts";
import { type InvoiceInput, invoiceSchema } from "./invoice-schema.ts";
import { LineItemsFields } from "./line-items-fields.tsx";

/** A draft being edited: its id, number, the version its values are of, and those values. */
export interface InvoiceDraft {
  id: string;
  invoiceNumber: string;
  version: number;
  values: InvoiceInput;
}

/**
 * 'New Invoice': client, project, dates, line items with the 8.5% tax computed live, notes. With a
 * `draft`, the same form edits that draft (the number stays; sending is its own step).
 */
export function InvoiceForm({
  clients,
  projects,
  draft,
}: {
  clients: ClientOption[];
  projects: ProjectOption[];
  draft?: InvoiceDraft;
}) {
  const dialog = useUrlDialog(draft ? "edit" : "new");
  const adminForm = useAdminForm({
    schema: invoiceSchema,
    defaultValues: draft?.values ?? {
      clientId: "",
      projectId: "",
      status: "draft",
      issueDate: todayIso(),
      dueDate: addDays(todayIso(), 30),
      description: "",
      notes: "",
      taxRate: String(INVOICE_TAX_RATE_PERCENT),
      items: [{ description: "", quantity: "1", unitPrice: "" }],
    },
    action: draft ? editInvoiceAction : createInvoiceAction,
    // An edit carries the version the draft was read at.
    send: (values) => (draft ? { invoiceId: draft.id, version: draft.version, values } : values),
    after: dialog.after,
    onSaved: (result) => {
      if (draft) {
        notify("invoiceSaved", draft.invoiceNumber);
        return dialog.closeWith();
      }
      const created = result as typeof result & { invoiceNumber: string };
      notify("invoiceCreated", created.invoiceNumber);
      dialog.closeWith({ invoice: created.id, q: null, status: null, view: null });
    },
  });
  const { form } = adminForm;
  const clientId = useWatch({ control: form.control, name: "clientId" });
  const errors = form.formState.errors;

  return (
    <AdminFormDialog
      adminForm={adminForm}
      onClose={dialog.close}
      title={draft ? `Edit ${draft.invoiceNumber}` : "New Invoice"}
      submitLabel={draft ? "Save invoice" : "Create Invoice"}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Client" required error={errors.clientId?.message}>
          <SelectField
            options={recordOptions("Choose a client", clients)}
            {...form.register("clientId", { onChange: () => form.setValue("projectId", "") })}
          />
        </FormField>
        <FormField label="Project" error={errors.projectId?.message}>
          <SelectField
            disabled={!clientId}
            options={recordOptions(
              "No project",
              projects.filter((p) => p.client_id === clientId),
            )}
            {...form.register("projectId")}
          />
        </FormField>
        <FormField label="Issue date" required error={errors.issueDate?.message}>
          <Input type="date" {...form.register("issueDate")} />
        </FormField>
        <FormField label="Due date" required error={errors.dueDate?.message}>
          <Input type="date" {...form.register("dueDate")} />
        </FormField>
        {draft ? null : (
          <FormField label="Status" error={errors.status?.message}>
            <SelectField
              options={[
                { value: "draft", label: "Draft" },
                { value: "sent", label: "Sent" },
              ]}
              {...form.register("status")}
            />
          </FormField>
        )}
        <FormField label="Tax rate (%)" error={errors.taxRate?.message}>
          <Input inputMode="decimal" {...form.register("taxRate")} />
        </FormField>
      </SimpleGrid>
      <FormField label="Description" error={errors.description?.message}>
        <Input {...form.register("description")} />
      </FormField>
      <LineItemsFields form={form} noun="Item" legend="Line items" addLabel="Add line item" />
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register("notes")} />
      </FormField>
    </AdminFormDialog>
  );
}
