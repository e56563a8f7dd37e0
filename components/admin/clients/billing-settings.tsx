"use client";

import { Button, Checkbox, Input, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState, useTransition } from "react";
import { notify } from "@/components/ui/notify";
import { FormField, FormMessage } from "../kit/form-field";
import { sendAction } from "../kit/send-action";
import { saveClientBillingAction } from "./actions";
import type { ClientBillingRow } from "./queries";

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
  const [billingEmail, setBillingEmail] = useState(billing?.billing_email ?? "");
  const [remindersEnabled, setRemindersEnabled] = useState(billing?.reminders_enabled ?? true);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [pending, startSaving] = useTransition();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    setFieldError(undefined);
    startSaving(async () => {
      const result = await sendAction(() =>
        saveClientBillingAction({ clientId, billingEmail, remindersEnabled }),
      );
      if (!result.ok) {
        setMessage(result.message);
        setFieldError("fieldErrors" in result ? result.fieldErrors?.billingEmail : undefined);
        return notify("workspaceNotSaved", result.message);
      }
      notify("billingSaved", company);
    });
  }

  return (
    <Stack asChild gap="4">
      <form onSubmit={save} noValidate aria-label="Billing">
        <Text color="fg.muted">
          Send e-mails invoices to the billing contact with their PDF and a link to the portal; reminders
          follow the ladder in Finance → Recurring until the invoice is paid or written off.
        </Text>
        <FormField
          label="Billing e-mail"
          error={fieldError}
          helper={`Blank: invoices go to the contact, ${contactEmail}.`}
        >
          <Input
            type="email"
            autoComplete="off"
            value={billingEmail}
            onChange={(e) => setBillingEmail(e.target.value)}
          />
        </FormField>
        <Checkbox.Root
          checked={remindersEnabled}
          onCheckedChange={(details) => setRemindersEnabled(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Send payment reminders</Checkbox.Label>
        </Checkbox.Root>
        <FormMessage message={message} />
        <Button type="submit" size="sm" alignSelf="flex-start" loading={pending} loadingText="Saving...">
          Save billing
        </Button>
      </form>
    </Stack>
  );
}
