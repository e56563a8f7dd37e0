"use client";

import { Input, SimpleGrid, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import type { AfterChange } from "@/lib/admin/action";
import type { ClientOption, ProjectOption } from "@/lib/admin/options";
import { addDays, todayIso } from "@/lib/admin/workspace/dates";
import { INVOICE_TAX_RATE_PERCENT } from "@/supabase/workspace";
import { FormDialogShell } from "../kit/form-dialog-shell";
import { FormField } from "../kit/form-field";
import { recordOptions, SelectField } from "../kit/select-field";
import { useCreateForm } from "../kit/use-create-form";
import { createInvoiceAction, editInvoiceAction } from "./actions";
import { type InvoiceInput, type InvoiceValues, invoiceSchema } from "./invoice-schema";
import { LineItemsFields } from "./line-items-fields";

const FORM_ID = "new-invoice";

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
  const form = useForm<InvoiceInput, unknown, InvoiceValues>({
    resolver: zodResolver(invoiceSchema),
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
  });
  const clientId = useWatch({ control: form.control, name: "clientId" });
  const created = useCreateForm(createInvoiceAction, (result) => {
    notify("invoiceCreated", result.invoiceNumber);
    return { invoice: result.id, q: null, status: null, view: null };
  });
  const edited = useCreateForm(
    (values: InvoiceValues, after: AfterChange) =>
      editInvoiceAction({ invoiceId: draft?.id, version: draft?.version, values }, after),
    () => {
      notify("invoiceSaved", draft?.invoiceNumber ?? "The invoice");
      return {};
    },
    "edit",
  );
  const { submit, submitting, message, stale, clearMessage, close } = draft ? edited : created;
  const errors = form.formState.errors;
  useEffect(() => {
    const watching = form.watch(() => clearMessage());
    return () => watching.unsubscribe();
  }, [form, clearMessage]);

  return (
    <FormDialogShell
      open
      onClose={close}
      title={draft ? `Edit ${draft.invoiceNumber}` : "New Invoice"}
      formId={FORM_ID}
      submitLabel={draft ? "Save invoice" : "Create Invoice"}
      submitting={submitting}
      onSubmit={form.handleSubmit(submit)}
      message={message}
      stale={stale}
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
    </FormDialogShell>
  );
}
