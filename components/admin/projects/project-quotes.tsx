"use client";

import { Input, Link, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import NextLink from "next/link";
import { formatCurrency } from "../../../lib/admin/format.ts";
import { addDays, formatDay, todayIso } from "../../../lib/admin/workspace/dates.ts";
import { INVOICE_TAX_RATE_PERCENT } from "../../../supabase/workspace.ts";
import { notify } from "../../ui/notify.ts";
import { LineItemsFields } from "../finance/line-items-fields.tsx";
import { AdminInlineForm, useAdminForm } from "../kit/admin-form.tsx";
import { FormField } from "../kit/form-field.tsx";
import { Fact } from "../kit/meter.tsx";
import { RecordHeading } from "../kit/record-heading.tsx";
import { RecordList } from "../kit/record-list.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { sendQuoteAction, withdrawQuoteAction } from "./actions.ts";
import type { QuoteRow } from "./queries.ts";
import { linesFromEstimate, quoteSchema, type RequestEstimate, withdrawQuoteSchema } from "./quote-schema.ts";

/** The project statuses a quote is sent in (public.quotable_project_status says the same). */
const QUOTABLE = ["new", "in-review", "quoted"];

/** Where a quote stands, in staff's words, with who decided and when. */
function outcome(quote: QuoteRow): { status: string; label: string; detail: string | null } {
  const when = quote.decided_at ? formatDay(quote.decided_at) : "";
  switch (quote.status) {
    case "accepted":
      return {
        status: "completed",
        label: "Accepted",
        detail: `Accepted by ${quote.decided_by_email} on ${when}`,
      };
    case "declined":
      return {
        status: "cancelled",
        label: "Declined",
        detail: `Declined by ${quote.decided_by_email} on ${when}${quote.decision_reason ? `: ${quote.decision_reason}` : ""}`,
      };
    case "withdrawn":
      return {
        status: "closed",
        label: "Withdrawn",
        detail: `Withdrawn by ${quote.decided_by_email} on ${when}: ${quote.decision_reason ?? ""}`,
      };
    default:
      return quote.is_expired
        ? { status: "inactive", label: "Expired", detail: `Not answered by ${formatDay(quote.valid_until)}` }
        : { status: "quoted", label: "Awaiting the client", detail: null };
  }
}

/** The project's quotes, newest first, with their outcome, and 'Send quote' while work is not agreed. */
export function ProjectQuotes({
  projectId,
  projectName,
  projectStatus,
  quotes,
  request,
}: {
  projectId: string;
  projectName: string;
  projectStatus: string;
  quotes: readonly QuoteRow[];
  request: RequestEstimate | null;
}) {
  const open = quotes.find((q) => q.status === "sent" && !q.is_expired);
  return (
    <Stack gap="4">
      <RecordList
        items={quotes}
        label="Quotes"
        empty="No quotes yet."
        getKey={(q) => q.id}
        render={(q) => {
          const state = outcome(q);
          return (
            <Stack gap="1">
              <RecordHeading
                title={`${q.quote_number}: ${q.title}`}
                badges={<StatusBadge status={state.status} label={state.label} />}
              />
              <Fact label="Total">{formatCurrency(q.total)}</Fact>
              <Fact label="Valid until">{formatDay(q.valid_until)}</Fact>
              {state.detail ? <Text>{state.detail}</Text> : null}
              {q.invoice_id ? (
                <Link asChild colorPalette="brand" alignSelf="flex-start">
                  <NextLink href={`/admin/finance?invoice=${q.invoice_id}`}>Open its draft invoice</NextLink>
                </Link>
              ) : null}
              {q.status === "sent" && !q.is_expired ? (
                <WithdrawQuote quoteId={q.id} number={q.quote_number} />
              ) : null}
            </Stack>
          );
        }}
      />
      {!QUOTABLE.includes(projectStatus) ? (
        <Text color="fg.muted">Work on this project is agreed: quotes are sent before that.</Text>
      ) : open ? (
        <Text color="fg.muted">
          {open.quote_number} is waiting for the client's answer: withdraw it to send another.
        </Text>
      ) : (
        <SendQuoteForm projectId={projectId} projectName={projectName} request={request} />
      )}
    </Stack>
  );
}

/** 'Withdraw quote', with the reason the log keeps. */
function WithdrawQuote({ quoteId, number }: { quoteId: string; number: string }) {
  const adminForm = useAdminForm({
    schema: withdrawQuoteSchema,
    defaultValues: { quoteId, reason: "" },
    action: withdrawQuoteAction,
    onSaved: () => notify("quoteWithdrawn", number),
  });
  const { form } = adminForm;
  return (
    <AdminInlineForm adminForm={adminForm} label={`Withdraw ${number}`} submitLabel="Withdraw quote">
      <FormField label="Reason for withdrawing" required error={form.formState.errors.reason?.message}>
        <Input {...form.register("reason")} />
      </FormField>
    </AdminInlineForm>
  );
}

/**
 * 'Send quote': lines with the tax computed live, valid until, words for the client. When the project
 * came from a quote request with an instant estimate, the first line starts from it.
 */
function SendQuoteForm({
  projectId,
  projectName,
  request,
}: {
  projectId: string;
  projectName: string;
  request: RequestEstimate | null;
}) {
  const estimated = linesFromEstimate(request);
  const adminForm = useAdminForm({
    schema: quoteSchema,
    defaultValues: {
      projectId,
      leadId: estimated ? (request?.id ?? "") : "",
      title: projectName,
      validUntil: addDays(todayIso(), 30),
      taxRate: String(INVOICE_TAX_RATE_PERCENT),
      notes: "",
      items: estimated ?? [{ description: "", quantity: "1", unitPrice: "" }],
    },
    action: sendQuoteAction,
    onSaved: (_result, values) => notify("quoteSent", values.title.trim()),
  });
  const { form } = adminForm;
  const errors = form.formState.errors;
  return (
    <AdminInlineForm adminForm={adminForm} label="Send quote">
      {estimated ? (
        <Text color="fg.muted" textStyle="sm">
          Started from the quote request's instant estimate ({formatCurrency(request?.estimate_low ?? 0)}–
          {formatCurrency(request?.estimate_high ?? 0)}): adjust the lines before sending.
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <FormField label="Title" required error={errors.title?.message} gridColumn={{ sm: "span 3" }}>
          <Input {...form.register("title")} />
        </FormField>
        <FormField label="Valid until" required error={errors.validUntil?.message}>
          <Input type="date" min={todayIso()} {...form.register("validUntil")} />
        </FormField>
        <FormField label="Tax rate (%)" error={errors.taxRate?.message}>
          <Input inputMode="decimal" {...form.register("taxRate")} />
        </FormField>
      </SimpleGrid>
      <LineItemsFields form={form} noun="Line" legend="Lines" addLabel="Add line" />
      <FormField label="Notes for the client" error={errors.notes?.message}>
        <Textarea rows={2} {...form.register("notes")} />
      </FormField>
    </AdminInlineForm>
  );
}
