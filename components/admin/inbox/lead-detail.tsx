"use client";

import { Button, Heading, Link, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { retryLeadNotice, saveLeadWorkflow, setSubscriberActive } from "@/lib/admin/inbox/actions";
import {
  budgetLabel,
  KIND_LABELS,
  STATUSES_BY_KIND,
  serviceLabel,
  statusLabel,
  timelineLabel,
} from "@/lib/admin/inbox/filters";
import type { InboxLead, LeadEvent, LeadLinks, LeadNotice, RelatedLead } from "@/lib/admin/inbox/types";
import { receivedFormat } from "@/lib/admin/list-query";
import { formatStoredEstimate } from "@/lib/quote/estimate";
import { type LeadWorkflowInput, leadWorkflowSchema } from "@/lib/validations/inbox";
import { FIELD_LIMITS } from "@/supabase/limits";
import { type FieldItem, FieldList } from "../kit/field-list";
import { FormField } from "../kit/form-field";
import { StatusBadge } from "../kit/status-badge";
import { useUrlState } from "../kit/use-url-state";
import { LeadNextSteps } from "./lead-conversions";

/** The address as a mailto: link, the number as a tel: link (its digits and a leading +). */
const emailLink = (email: string) => <Link href={`mailto:${email}`}>{email}</Link>;
const phoneLink = (phone: string | null) =>
  phone ? <Link href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</Link> : null;

function leadFields(lead: InboxLead): FieldItem[] {
  const received = { label: "Received", value: receivedFormat.format(new Date(lead.created_at)) };
  const status = {
    label: "Status",
    value: <StatusBadge status={lead.status} label={statusLabel(lead.status)} />,
  };
  switch (lead.kind) {
    case "newsletter":
      return [{ label: "Email", value: emailLink(lead.email) }, received, status];
    case "contact":
      return [
        { label: "Name", value: lead.name },
        { label: "Email", value: emailLink(lead.email) },
        { label: "Company", value: lead.company },
        received,
        status,
        { label: "Message", value: lead.body },
      ];
    default:
      return [
        { label: "Name", value: lead.name },
        { label: "Email", value: emailLink(lead.email) },
        { label: "Phone", value: phoneLink(lead.phone) },
        { label: "Company", value: lead.company },
        { label: "Service", value: serviceLabel(lead.service) },
        { label: "Budget", value: budgetLabel(lead.estimated_budget) },
        { label: "Timeline", value: timelineLabel(lead.timeline) },
        ...(lead.kind === "quote"
          ? [{ label: "Instant estimate", value: <StoredEstimate lead={lead} /> }]
          : []),
        received,
        status,
        { label: "Project details", value: lead.body },
      ];
  }
}

/** The range and note the wizard showed the visitor, as stored with the request. */
function StoredEstimate({ lead }: { lead: InboxLead }) {
  const range = formatStoredEstimate(lead.estimate_low, lead.estimate_high);
  if (!range) return <Text as="span">No estimate was shown with this request.</Text>;
  return (
    <>
      <Text as="span" display="block" fontWeight="semibold">
        {range}
      </Text>
      <Text as="span" display="block" textStyle="sm" color="fg.muted">
        {lead.estimate_note}
      </Text>
    </>
  );
}

const FIELD_NAMES = { status: "Status", notes: "Notes", is_active: "Subscription" } as const;

function eventValue(field: LeadEvent["field"], value: string | null): string {
  if (value === null || value === "") return "nothing";
  if (field === "status") return statusLabel(value);
  if (field === "is_active") return value === "true" ? "active" : "inactive";
  return `“${value}”`;
}

function History({ events }: { events: LeadEvent[] }) {
  return (
    <Stack as="section" aria-labelledby="lead-history" gap="2">
      <Heading id="lead-history" as="h3" textStyle="md">
        History
      </Heading>
      {events.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No changes yet.
        </Text>
      ) : (
        <Stack as="ol" aria-label="Changes, newest first" gap="2" listStyleType="none" m="0" p="0">
          {events.map((event) => (
            <Text as="li" key={event.id} textStyle="sm" overflowWrap="break-word" whiteSpace="pre-wrap">
              {FIELD_NAMES[event.field]}: {eventValue(event.field, event.old_value)} →{" "}
              {eventValue(event.field, event.new_value)}
              <Text as="span" display="block" color="fg.muted">
                by {event.changed_by_email ?? "a removed account"},{" "}
                <time dateTime={event.changed_at}>{receivedFormat.format(new Date(event.changed_at))}</time>
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function WorkflowForm({ lead }: { lead: InboxLead & { kind: "quote" | "evaluation" | "contact" } }) {
  const router = useRouter();
  const form = useForm<LeadWorkflowInput>({
    resolver: zodResolver(leadWorkflowSchema) as never,
    defaultValues: {
      kind: lead.kind,
      id: lead.id,
      status: lead.status,
      notes: lead.notes ?? "",
    } as LeadWorkflowInput,
  });
  const [message, setMessage] = useState("");
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const result = await saveLeadWorkflow(values);
    if (!result.ok) {
      setMessage(result.message);
      notify("leadNotSaved", result.message);
      return;
    }
    setMessage("");
    notify("leadSaved");
    router.refresh();
  });

  return (
    <Stack asChild gap="3">
      <form onSubmit={submit} noValidate aria-label="Workflow">
        <FormField label="Status" error={errors.status?.message}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...form.register("status")}>
              {STATUSES_BY_KIND[lead.kind].map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Staff notes" error={errors.notes?.message}>
          <Textarea rows={4} resize="vertical" maxLength={FIELD_LIMITS.notes} {...form.register("notes")} />
        </FormField>
        {message ? (
          <Text role="alert" color="red.700" textStyle="sm">
            {message}
          </Text>
        ) : null}
        <Button type="submit" alignSelf="flex-start" loading={isSubmitting} loadingText="Saving...">
          Save changes
        </Button>
      </form>
    </Stack>
  );
}

function SubscriptionToggle({ lead }: { lead: InboxLead }) {
  const router = useRouter();
  const [saving, startSaving] = useTransition();
  const active = lead.is_active === true;
  return (
    <Button
      alignSelf="flex-start"
      variant="outline"
      loading={saving}
      onClick={() =>
        startSaving(async () => {
          const result = await setSubscriberActive({ id: lead.id, active: !active });
          if (!result.ok) return notify("leadNotSaved", result.message);
          notify("subscriberChanged", !active);
          router.refresh();
        })
      }
    >
      {active ? "Deactivate subscriber" : "Reactivate subscriber"}
    </Button>
  );
}

function noticeState(notice: LeadNotice): string {
  switch (notice.status) {
    case "sent":
      return `Sent ${notice.sent_at ? receivedFormat.format(new Date(notice.sent_at)) : ""}`.trim();
    case "failed":
      return `Not sent: ${notice.attempts} attempts failed`;
    default:
      return notice.attempts > 0 ? `Sending (attempt ${notice.attempts + 1})` : "Waiting to be sent";
  }
}

/** The staff e-mail this lead sent: delivered, on its way, or failed with why, and a way to retry. */
function StaffNotice({ leadId, notice }: { leadId: string; notice: LeadNotice }) {
  const router = useRouter();
  const [sending, startSending] = useTransition();
  return (
    <Stack as="section" aria-labelledby="lead-notice" gap="2">
      <Heading id="lead-notice" as="h3" textStyle="md">
        Staff notice
      </Heading>
      <Text textStyle="sm" color={notice.status === "failed" ? "red.700" : undefined}>
        {noticeState(notice)}
      </Text>
      {notice.status === "failed" ? (
        <>
          {notice.last_error ? (
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              Last error: {notice.last_error}
            </Text>
          ) : null}
          <Button
            alignSelf="flex-start"
            size="sm"
            variant="outline"
            loading={sending}
            loadingText="Queuing..."
            onClick={() =>
              startSending(async () => {
                const result = await retryLeadNotice({ id: leadId });
                if (!result.ok) return notify("leadNotSaved", result.message);
                notify("noticeQueued");
                router.refresh();
              })
            }
          >
            Send notice again
          </Button>
        </>
      ) : null}
    </Stack>
  );
}

/** The sender's earlier leads, each opening in this dialog. */
function EarlierLeads({ leads }: { leads: RelatedLead[] }) {
  const url = useUrlState();
  return (
    <Stack as="section" aria-labelledby="lead-earlier" gap="2">
      <Heading id="lead-earlier" as="h3" textStyle="md">
        Earlier leads from this e-mail
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {leads.map((earlier) => (
          <li key={earlier.id}>
            <Button size="xs" variant="ghost" onClick={() => url.update({ lead: earlier.id, convert: null })}>
              {KIND_LABELS[earlier.kind]} · {receivedFormat.format(new Date(earlier.created_at))} ·{" "}
              {statusLabel(earlier.status)}
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** A lead in full, its workflow (status and notes, or the subscription) and every recorded change. */
export function LeadDetail({
  lead,
  events,
  notice,
  links,
  related,
}: {
  lead: InboxLead;
  events: LeadEvent[];
  notice: LeadNotice | null;
  links: LeadLinks | null;
  related: RelatedLead[];
}) {
  return (
    <Stack gap="6">
      <FieldList fields={leadFields(lead)} />
      {notice ? <StaffNotice leadId={lead.id} notice={notice} /> : null}
      {lead.kind === "newsletter" ? null : <LeadNextSteps lead={lead} links={links} />}
      {lead.kind === "newsletter" ? (
        <SubscriptionToggle lead={lead} />
      ) : (
        <WorkflowForm key={`${lead.id}-${lead.status}-${lead.notes}`} lead={{ ...lead, kind: lead.kind }} />
      )}
      {related.length > 0 ? <EarlierLeads leads={related} /> : null}
      <History events={events} />
    </Stack>
  );
}

export const leadTitle = (lead: InboxLead) => `${KIND_LABELS[lead.kind]}: ${lead.name ?? lead.email}`;
