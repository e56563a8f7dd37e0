"use client";

import { Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, useTransition } from "react";
import { formatCurrency, statusLabel } from "../../../lib/admin/format.ts";
import { todayIso } from "../../../lib/admin/workspace/dates.ts";
import { PAYMENT_METHODS } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { AdminInlineForm, useAdminForm } from "../kit/admin-form.tsx";
import { ArchiveButton } from "../kit/archive-button.tsx";
import { FormField, FormMessage } from "../kit/form-field.tsx";
import { SelectField } from "../kit/select-field.tsx";
import { sendAction } from "../kit/send-action.ts";
import { useUrlChange } from "../kit/use-url-state.ts";
import {
  cancelInvoiceAction,
  markInvoiceSentAction,
  recordPaymentAction,
  sendInvoiceAction,
  writeOffBalanceAction,
} from "./actions.ts";
import {
  type CancelInvoiceInput,
  cancelInvoiceSchema,
  type PaymentInput,
  paymentSchema,
} from "./money-moves-schema.ts";
import type { InvoiceRow } from "./queries.ts";

/**
 * What can happen to an invoice next: a draft is edited, sent (by e-mail, or marked sent when it went
 * out another way) or cancelled; a sent one takes payments, is e-mailed again,
 * has its balance written off (a credit note with a reason, which closes it) or, while nothing has been
 * received, is cancelled; paid and cancelled are final. Each change refreshes the page, so the summary cards,
 * the list and this dialog show the stored result.
 */
export function InvoiceActions({ invoice, balance }: { invoice: InvoiceRow; balance: number }) {
  const url = useUrlChange();
  const [open, setOpen] = useState<"payment" | "write-off" | "cancel" | null>(null);
  const [sending, startSending] = useTransition();
  const [mailing, startMailing] = useTransition();
  const [message, setMessage] = useState<string | null>(null);

  if (invoice.status === "paid") return null;
  // A draft or a cancelled invoice can leave the lists; a sent or paid one stays on record.
  const archive = (
    <ArchiveButton
      kind="invoices"
      id={invoice.id}
      label={invoice.invoice_number}
      onArchived={() => url.update({ invoice: null }, { replace: true })}
    />
  );
  if (invoice.status === "cancelled") {
    return (
      <HStack gap="2" mb="4" role="group" aria-label="Invoice actions">
        {archive}
      </HStack>
    );
  }

  function markSent() {
    setMessage(null);
    startSending(async () => {
      const result = await sendAction(() => markInvoiceSentAction({ invoiceId: invoice.id }));
      if (!result.ok) {
        setMessage(result.message);
        return notify("workspaceNotSaved", result.message);
      }
      notify("invoiceSent", invoice.invoice_number);
    });
  }

  // 'Send' / 'Send again': the invoice by e-mail to the billing contact, its PDF attached.
  function mail() {
    setMessage(null);
    startMailing(async () => {
      const result = await sendAction(() => sendInvoiceAction({ invoiceId: invoice.id }));
      if (!result.ok) {
        setMessage(result.message);
        return notify("workspaceNotSaved", result.message);
      }
      notify("invoiceMailed", invoice.invoice_number, result.recipient, result.delivered);
    });
  }
  const mailButton = (
    <Button
      size="sm"
      variant={invoice.status === "draft" ? "solid" : "outline"}
      onClick={mail}
      loading={mailing}
      loadingText="Sending..."
    >
      {invoice.status === "draft" ? "Send" : "Send again"}
    </Button>
  );

  const done = () => setOpen(null);

  return (
    <Stack gap="3" mb="4">
      <HStack gap="2" wrap="wrap" role="group" aria-label="Invoice actions">
        {invoice.status === "draft" ? (
          <>
            <Button size="sm" variant="outline" onClick={() => url.update({ edit: "invoice" })}>
              Edit invoice
            </Button>
            {mailButton}
            <Button size="sm" variant="outline" onClick={markSent} loading={sending} loadingText="Marking...">
              Mark as sent
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              aria-expanded={open === "payment"}
              onClick={() => setOpen(open === "payment" ? null : "payment")}
            >
              Record payment
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-expanded={open === "write-off"}
              onClick={() => setOpen(open === "write-off" ? null : "write-off")}
            >
              Write off balance
            </Button>
            {mailButton}
          </>
        )}
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-expanded={open === "cancel"}
          onClick={() => setOpen(open === "cancel" ? null : "cancel")}
        >
          Cancel invoice
        </Button>
        {invoice.status === "draft" ? archive : null}
      </HStack>
      <FormMessage message={message} />
      {open === "payment" ? (
        // Keyed by the balance: after a payment the refreshed balance is the next form's amount.
        <PaymentForm key={balance} invoice={invoice} balance={balance} onDone={done} />
      ) : null}
      {open === "write-off" ? (
        <WriteOffForm invoice={invoice} balance={balance} onDone={done} onKeep={() => setOpen(null)} />
      ) : null}
      {open === "cancel" ? <CancelForm invoice={invoice} onDone={done} onKeep={() => setOpen(null)} /> : null}
    </Stack>
  );
}

function PaymentForm({
  invoice,
  balance,
  onDone,
}: {
  invoice: InvoiceRow;
  balance: number;
  onDone: () => void;
}) {
  const adminForm = useAdminForm({
    schema: paymentSchema,
    defaultValues: {
      invoiceId: invoice.id,
      amount: balance.toFixed(2),
      paymentDate: todayIso(),
      method: invoice.payment_method ?? "bank-transfer",
      notes: "",
    } as PaymentInput,
    action: recordPaymentAction,
    onSaved: (result) => {
      notify("paymentRecorded", result.transactionId, result.paid);
      onDone();
    },
  });
  const { form } = adminForm;
  const errors = form.formState.errors;
  return (
    <AdminInlineForm adminForm={adminForm} label="Record payment" submitLabel="Save payment">
      <Text textStyle="sm" color="fg.muted">
        Balance {formatCurrency(balance)} of {formatCurrency(invoice.total)}. A payment that covers the
        balance marks the invoice paid.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <FormField label="Amount (USD)" required error={errors.amount?.message}>
          <Input inputMode="decimal" {...form.register("amount")} />
        </FormField>
        <FormField label="Payment date" required error={errors.paymentDate?.message}>
          <Input type="date" max={todayIso()} {...form.register("paymentDate")} />
        </FormField>
        <FormField label="Method" required error={errors.method?.message}>
          <SelectField
            options={PAYMENT_METHODS.map((method) => ({ value: method, label: statusLabel(method) }))}
            {...form.register("method")}
          />
        </FormField>
      </SimpleGrid>
      <FormField label="Payment notes" error={errors.notes?.message}>
        <Textarea rows={2} {...form.register("notes")} />
      </FormField>
    </AdminInlineForm>
  );
}

/**
 * A change that needs a reason the activity log keeps ('Cancel invoice', 'Write off balance'): the
 * reason, the database's answer on failure, and a way back.
 */
function ReasonForm({
  invoiceId,
  label,
  intro,
  submit: submitLabel,
  busy,
  keep,
  tone,
  action,
  onSaved,
  onDone,
  onKeep,
}: {
  invoiceId: string;
  label: string;
  intro?: string;
  submit: string;
  busy: string;
  keep: string;
  tone?: "red";
  action: typeof cancelInvoiceAction | typeof writeOffBalanceAction;
  onSaved: (result: { ok: true; creditNumber?: string }) => void;
  onDone: () => void;
  onKeep: () => void;
}) {
  const adminForm = useAdminForm({
    schema: cancelInvoiceSchema,
    defaultValues: { invoiceId, reason: "" } as CancelInvoiceInput,
    action: action as typeof writeOffBalanceAction,
    onSaved: (result) => {
      onSaved(result);
      onDone();
    },
  });
  const { form } = adminForm;
  return (
    <AdminInlineForm
      adminForm={adminForm}
      label={label}
      submitLabel={submitLabel}
      busyLabel={busy}
      tone={tone}
      secondary={
        <Button type="button" size="sm" variant="ghost" onClick={onKeep}>
          {keep}
        </Button>
      }
    >
      {intro ? (
        <Text textStyle="sm" color="fg.muted">
          {intro}
        </Text>
      ) : null}
      <FormField label="Reason" required error={form.formState.errors.reason?.message}>
        <Textarea rows={2} {...form.register("reason")} />
      </FormField>
    </AdminInlineForm>
  );
}

function CancelForm({
  invoice,
  onDone,
  onKeep,
}: {
  invoice: InvoiceRow;
  onDone: () => void;
  onKeep: () => void;
}) {
  return (
    <ReasonForm
      invoiceId={invoice.id}
      label="Cancel invoice"
      submit="Confirm cancellation"
      busy="Cancelling..."
      keep="Keep invoice"
      tone="red"
      action={cancelInvoiceAction}
      onSaved={() => notify("invoiceCancelled", invoice.invoice_number)}
      onDone={onDone}
      onKeep={onKeep}
    />
  );
}

function WriteOffForm({
  invoice,
  balance,
  onDone,
  onKeep,
}: {
  invoice: InvoiceRow;
  balance: number;
  onDone: () => void;
  onKeep: () => void;
}) {
  return (
    <ReasonForm
      invoiceId={invoice.id}
      label="Write off balance"
      intro={`A credit note for the balance of ${formatCurrency(balance)} closes the invoice. It is not revenue: the cards count only what was received.`}
      submit={`Write off ${formatCurrency(balance)}`}
      busy="Writing off..."
      keep="Keep balance"
      action={writeOffBalanceAction}
      onSaved={(result) => notify("balanceWrittenOff", invoice.invoice_number, result.creditNumber ?? "")}
      onDone={onDone}
      onKeep={onKeep}
    />
  );
}
