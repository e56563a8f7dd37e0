"use client";

import type { ChangeAction } from "../../../lib/admin/action.ts";
import { statusLabel } from "../../../lib/admin/format.ts";
import { CLIENT_STATUSES } from "../../../supabase/workspace.ts";
import { AdminFormDialog, useAdminForm } from "../kit/admin-form.tsx";
import { FieldPair, optionsOf, SelectInput, TextAreaInput, TextInput } from "../kit/form-fields.tsx";
import { type ClientInput, clientSchema } from "./schema.ts";

export const EMPTY_CLIENT: ClientInput = {
  company: "",
  name: "",
  email: "",
  phone: "",
  website: "",
  industry: "",
  address: "",
  status: "prospect",
  notes: "",
};

/**
 * The client form: 'New Client' (Cancel / Create Client), 'Edit client' (Save Changes) and, from a lead,
 * 'Convert to client'. `values` prefill it; `action` is the server action that stores it.
 */
export function ClientDialog({
  open,
  title,
  submitLabel,
  values,
  action,
  onClose,
  onSaved,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  values: ClientInput;
  action: ChangeAction;
  onClose: () => void;
  /** The stored row's id and the company it was saved as. */
  onSaved: (id: string, company: string) => void;
}) {
  const adminForm = useAdminForm({
    schema: clientSchema,
    defaultValues: values,
    action,
    // onSaved moves the URL (the dialog closes): that renders the area.
    after: "navigate",
    resetOnSave: true,
    onSaved: (result, sent) => onSaved(result.id, sent.company.trim()),
  });
  const { form } = adminForm;
  return (
    <AdminFormDialog
      adminForm={adminForm}
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={submitLabel}
    >
      <FieldPair>
        <TextInput form={form} name="company" label="Company" required />
        <TextInput form={form} name="industry" label="Industry" required />
      </FieldPair>
      <FieldPair>
        <TextInput form={form} name="name" label="Contact name" required />
        <TextInput form={form} name="email" label="Email" type="email" inputMode="email" required />
      </FieldPair>
      <FieldPair>
        <TextInput form={form} name="phone" label="Phone" type="tel" inputMode="tel" />
        <TextInput form={form} name="website" label="Website" type="url" helper="https://..." />
      </FieldPair>
      <SelectInput
        form={form}
        name="status"
        label="Status"
        options={optionsOf(CLIENT_STATUSES, statusLabel)}
      />
      <TextAreaInput form={form} name="address" label="Address" />
      <TextAreaInput form={form} name="notes" label="Notes" />
    </AdminFormDialog>
  );
}
