"use client";

import { Button, Heading, Input, Link, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { useTransition } from "react";
import { receivedFormat } from "../../../lib/admin/list-query.ts";
import { formatDay } from "../../../lib/admin/workspace/dates.ts";
import { formatStoredEstimate } from "../../../lib/quote/estimate.ts";
import { FIELD_LIMITS } from "../../../supabase/limits.ts";
import { notify } from "../../ui/notify.ts";
import { AdminInlineForm, useAdminForm } from "../kit/admin-form.tsx";
import { type FieldItem, FieldList } from "../kit/field-list.tsx";
import { FormField } from "../kit/form-field.tsx";
import { SelectField } from "../kit/select-field.tsx";
import { StatusBadge } from "../kit/status-badge.tsx";
import { useUrlChange } from "../kit/use-url-state.ts";
import { addLeadNote, retryLeadNotice, saveLeadWorkflow, setSubscriberActive } from "./actions.ts";
import { LeadNextSteps } from "./lead-conversions.tsx";
import {
  budgetLabel,
  KIND_LABELS,
  LANGUAGE_LABELS,
  STATUSES_BY_KIND,
  statusLabel,
  timelineLabel,
} from "./params.ts";
import {
  type LeadNoteInput,
  type LeadWorkflowInput,
  leadNoteSchema,
  leadWorkflowSchema,
  type SubscriberActiveInput,
  subscriberActiveSchema,
} from "./schema.ts";
import type {
  InboxLead,
  LeadEvent,
  LeadLinks,
  LeadNote,
  LeadNotice,
  RelatedLead,
  TeamChoice,
} from "./types.ts";

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
  const language = { label: "Language", value: LANGUAGE_LABELS[lead.locale] };
  switch (lead.kind) {
    case "newsletter":
      return [{ label: "Email", value: emailLink(lead.email) }, language, received, status];
    case "contact":
      return [
        { label: "Name", value: lead.name },
        { label: "Email", value: emailLink(lead.email) },
        language,
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
        language,
        { label: "Company", value: lead.company },
        { label: "Service", value: lead.service_name ?? "" },
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

const FIELD_NAMES: Record<LeadEvent["field"], string> = {
  status: "Status",
  notes: "Notes",
  is_active: "Subscription",
  assigned_to: "Assigned to",
  follow_up_on: "Follow up on",
};

function eventValue(field: LeadEvent["field"], value: string | null, team: TeamChoice[]): string {
  if (value === null || value === "") return "nothing";
  if (field === "status") return statusLabel(value);
  if (field === "is_active") return value === "true" ? "active" : "inactive";
  if (field === "assigned_to")
    return team.find((member) => member.value === value)?.label ?? "a removed member";
  if (field === "follow_up_on") return formatDay(value);
  return `“${value}”`;
}

function History({ events, team }: { events: LeadEvent[]; team: TeamChoice[] }) {
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
              {FIELD_NAMES[event.field]}: {eventValue(event.field, event.old_value, team)} →{" "}
              {eventValue(event.field, event.new_value, team)}
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

function WorkflowForm({
  lead,
  team,
}: {
  lead: InboxLead & { kind: "quote" | "evaluation" | "contact" };
  team: TeamChoice[];
}) {
  const adminForm = useAdminForm({
    schema: leadWorkflowSchema,
    defaultValues: {
      kind: lead.kind,
      id: lead.id,
      version: lead.version,
      status: lead.status,
      notes: lead.notes ?? "",
      assignedTo: lead.assigned_to ?? "",
      followUpOn: lead.follow_up_on ?? "",
    } as LeadWorkflowInput,
    action: saveLeadWorkflow,
    onSaved: () => notify("leadSaved"),
  });
  const { form } = adminForm;
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;

  return (
    <AdminInlineForm adminForm={adminForm} label="Workflow" submitLabel="Save changes" framed={false}>
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
      <FormField label="Assign to" error={errors.assignedTo?.message}>
        <SelectField
          options={[
            { value: "", label: "Nobody" },
            // Former members stay listed while a lead is theirs, so saving keeps the assignment.
            ...team.filter((member) => member.status === "active" || member.value === lead.assigned_to),
          ]}
          {...form.register("assignedTo")}
        />
      </FormField>
      <FormField label="Follow up on" error={errors.followUpOn?.message}>
        <Input type="date" {...form.register("followUpOn")} />
      </FormField>
      <FormField label="Staff notes" error={errors.notes?.message}>
        <Textarea rows={4} resize="vertical" maxLength={FIELD_LIMITS.notes} {...form.register("notes")} />
      </FormField>
    </AdminInlineForm>
  );
}

/**
 * Deactivate or Reactivate, from the version of the subscription shown (keyed by it, so Reload after a
 * refusal shows the newer state): a change someone else made since is never silently undone.
 */
function SubscriptionForm({ lead }: { lead: InboxLead }) {
  const active = lead.is_active === true;
  const adminForm = useAdminForm({
    schema: subscriberActiveSchema,
    defaultValues: { id: lead.id, version: lead.version, active: !active } as SubscriberActiveInput,
    action: setSubscriberActive,
    onSaved: () => notify("subscriberChanged", !active),
  });
  return (
    <AdminInlineForm
      adminForm={adminForm}
      label="Subscription"
      submitLabel={active ? "Deactivate subscriber" : "Reactivate subscriber"}
      framed={false}
    >
      <Text textStyle="sm">{active ? "Receives the newsletter." : "Does not receive the newsletter."}</Text>
    </AdminInlineForm>
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

/** The notes log: every note with its author and time, newest first, and 'Add note'. */
function NotesLog({ leadId, notes }: { leadId: string; notes: LeadNote[] }) {
  const adminForm = useAdminForm({
    schema: leadNoteSchema,
    defaultValues: { leadId, body: "" } as LeadNoteInput,
    action: addLeadNote,
    resetOnSave: true,
    onSaved: () => notify("leadNoteAdded"),
  });
  const { form } = adminForm;
  return (
    <Stack as="section" aria-labelledby="lead-notes" gap="2">
      <Heading id="lead-notes" as="h3" textStyle="md">
        Notes log
      </Heading>
      {notes.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No notes yet.
        </Text>
      ) : (
        <Stack as="ol" aria-label="Notes, newest first" gap="2" listStyleType="none" m="0" p="0">
          {notes.map((note) => (
            <Text as="li" key={note.id} textStyle="sm" overflowWrap="break-word" whiteSpace="pre-wrap">
              {note.body}
              <Text as="span" display="block" color="fg.muted">
                by {note.author_email ?? "a removed account"},{" "}
                <time dateTime={note.created_at}>{receivedFormat.format(new Date(note.created_at))}</time>
              </Text>
            </Text>
          ))}
        </Stack>
      )}
      <AdminInlineForm adminForm={adminForm} label="Add note" busyLabel="Adding..." framed={false}>
        <FormField label="Note" error={form.formState.errors.body?.message}>
          <Textarea rows={2} resize="vertical" maxLength={FIELD_LIMITS.notes} {...form.register("body")} />
        </FormField>
      </AdminInlineForm>
    </Stack>
  );
}

/** The sender's earlier leads, each opening in this dialog. */
function EarlierLeads({ leads }: { leads: RelatedLead[] }) {
  const url = useUrlChange();
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
  notes,
  team,
}: {
  lead: InboxLead;
  events: LeadEvent[];
  notice: LeadNotice | null;
  links: LeadLinks | null;
  related: RelatedLead[];
  notes: LeadNote[];
  team: TeamChoice[];
}) {
  return (
    <Stack gap="6">
      <FieldList fields={leadFields(lead)} />
      {notice ? <StaffNotice leadId={lead.id} notice={notice} /> : null}
      {lead.kind === "newsletter" ? null : <LeadNextSteps lead={lead} links={links} />}
      {lead.kind === "newsletter" ? (
        <SubscriptionForm key={`${lead.id}-${lead.version}`} lead={lead} />
      ) : (
        <WorkflowForm key={`${lead.id}-${lead.version}`} lead={{ ...lead, kind: lead.kind }} team={team} />
      )}
      {lead.kind === "newsletter" ? null : <NotesLog leadId={lead.id} notes={notes} />}
      {related.length > 0 ? <EarlierLeads leads={related} /> : null}
      <History events={events} team={team} />
    </Stack>
  );
}

export const leadTitle = (lead: InboxLead) => `${KIND_LABELS[lead.kind]}: ${lead.name ?? lead.email}`;
