import { statusLabel } from "../../../lib/admin/format.ts";
import { defineSorts, sortValue } from "../../../lib/admin/list-query.ts";
import { defineUrlState, read, type UrlState } from "../../../lib/admin/workspace/params.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import {
  budgetOptions,
  labelOf,
  type ServiceOption,
  timelineOptions,
} from "../../../lib/validations/options.ts";
import { CONTACT_STATUSES, LEAD_STATUSES } from "../../../supabase/limits.ts";

/** The four kinds of lead in the staff inbox (the `kind` column of the lead_inbox view). */
export const LEAD_KINDS = ["quote", "evaluation", "contact", "newsletter"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const KIND_LABELS: Record<LeadKind, string> = {
  quote: "Quote request",
  evaluation: "Project evaluation",
  contact: "Contact message",
  newsletter: "Newsletter subscriber",
};

/** The language a lead was written in, as staff read it. */
export const LANGUAGE_LABELS: Record<Locale, string> = { en: "English", es: "Spanish" };

export const SUBSCRIBER_STATUSES = ["active", "inactive"] as const;

/** Each kind's workflow, in order (the database enums; newsletter status mirrors is_active). */
export const STATUSES_BY_KIND: Record<LeadKind, readonly string[]> = {
  quote: LEAD_STATUSES,
  evaluation: LEAD_STATUSES,
  contact: CONTACT_STATUSES,
  newsletter: SUBSCRIBER_STATUSES,
};

/** Every status any kind can be in, once each, in workflow order. */
export const ALL_STATUSES = [...new Set(Object.values(STATUSES_BY_KIND).flat())];

/** 'in-review' → 'In Review': the one label rule of the dashboard. */
export { statusLabel } from "../../../lib/admin/format.ts";

/**
 * A stored service key by the name the site gives it (`services`: the published ones); a service no longer
 * published by its key as a label ("data-engineering" → "Data Engineering").
 */
export const serviceLabel = (value: string | null, services: readonly ServiceOption[]) =>
  value ? (services.find((service) => service.value === value)?.label ?? statusLabel(value)) : "";
export const budgetLabel = (value: string | null) => (value ? labelOf(budgetOptions, value) : "");
export const timelineLabel = (value: string | null) => (value ? labelOf(timelineOptions, value) : "");

/** Leads kept past the per-e-mail limit (suspected_spam); the filter shows only them. */
export const SPAM_FILTER = ["suspected"] as const;

/** Leads whose follow-up day has gone by (follow_up_on before today). */
export const FOLLOW_UP_FILTER = ["overdue"] as const;

/** Newest first unless staff sort by name. */
export const INBOX_SORTS = defineSorts(
  {
    received: { column: "created_at", kind: "time", label: "Received" },
    name: { column: "name", kind: "text", label: "Name" },
  },
  { key: "received", direction: "desc" },
);

/** What the inbox shows, as it is written in the URL (`q`, `kind`, `status`, `spam`, `follow`, `from`, `to`). */
export const INBOX_FILTERS = defineUrlState(
  {
    q: read.search,
    kind: read.filter(LEAD_KINDS),
    status: read.filter(ALL_STATUSES),
    spam: read.filter(SPAM_FILTER),
    follow: read.filter(FOLLOW_UP_FILTER),
    from: read.day,
    to: read.day,
    sort: read.sort(INBOX_SORTS),
  },
  ["q", "kind", "status", "spam", "follow", "from", "to", "sort"],
  // A From after its To is the same range, written the other way round.
  (filters) =>
    filters.from && filters.to && filters.from > filters.to
      ? { ...filters, from: filters.to, to: filters.from }
      : filters,
);

export type InboxFilters = UrlState<typeof INBOX_FILTERS>;

/** The filters from a URL; anything unknown means "no filter" rather than an error page. */
export const parseInboxFilters = INBOX_FILTERS.parse;

/** The filters as URL parameters, defaults left out, so equal views have equal URLs. */
export function inboxFilterParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.kind !== "all") params.set("kind", filters.kind);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.spam !== "all") params.set("spam", filters.spam);
  if (filters.follow !== "all") params.set("follow", filters.follow);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (sortValue(filters.sort) !== sortValue(INBOX_SORTS.default)) params.set("sort", sortValue(filters.sort));
  return params;
}

/** Whether filters hide any lead (the sort hides none). */
export function hasInboxFilters(filters: InboxFilters): boolean {
  const params = inboxFilterParams(filters);
  params.delete("sort");
  return params.size > 0;
}

/**
 * The rest of the inbox's state in the URL, beside its filters (the area's own state, which its page is
 * given): the open lead and the conversion form open on it.
 */
const INBOX_OPEN = defineUrlState({
  lead: read.openId(),
  convert: read.oneOf(["client", "project"] as const, null),
});

export type InboxOpen = UrlState<typeof INBOX_OPEN>;

export const parseInboxOpen = INBOX_OPEN.parse;
