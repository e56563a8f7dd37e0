"use client";

import { Input, Text } from "@chakra-ui/react";
import { notify } from "../../ui/notify.ts";
import { clientBillingSchema } from "../finance/billing-schema.ts";
import { AdminInlineForm, useAdminForm } from "../kit/admin-form.tsx";
import { FormField } from "../kit/form-field.tsx";
import { CheckboxInput } from "../kit/form-fields.tsx";
import { saveClientBillingAction } from "./actions.ts";
import type { ClientBillingRow } from "./queries.ts";

/**
 * Where this client's invoices and reminders go (the billing contact; blank: the contact's address) and
 * whether the reminder ladder applies to them.
 */
export function BillingSettings({
  clientId,
  company,
  contactEmail,
  billing,
}: {
  clientId: string;
  company: string;
  contactEmail: string;
  billing: ClientBillingRow | null;
}) {
  const adminForm = useAdminForm({
    schema: clientBillingSchema,
    defaultValues: {
      clientId,
      billingEmail: billing?.billing_email ?? "",
      remindersEnabled: billing?.reminders_enabled ?? true,
    },
    action: saveClientBillingAction,
    onSaved: () => notify("billingSaved", company),
  });
  const { form } = adminForm;
  return (
    <AdminInlineForm adminForm={adminForm} label="Billing" submitLabel="Save billing" framed={false}>
      <Text color="fg.muted">
        Send e-mails invoices to the billing contact with their PDF and a link to the portal; reminders follow
        the ladder in Finance → Recurring until the invoice is paid or written off.
      </Text>
      <FormField
        label="Billing e-mail"
        error={form.formState.errors.billingEmail?.message}
        helper={`Blank: invoices go to the contact, ${contactEmail}.`}
      >
        <Input type="email" autoComplete="off" {...form.register("billingEmail")} />
      </FormField>
      <CheckboxInput form={form} name="remindersEnabled" label="Send payment reminders" />
    </AdminInlineForm>
  );
}
