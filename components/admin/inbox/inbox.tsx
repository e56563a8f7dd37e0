"use client";

import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { sortLabel } from "../../../lib/admin/list-query.ts";
import { notify } from "../../ui/notify.ts";
import { DateRangeFilter } from "../kit/date-range.tsx";
import { ListToolbar } from "../kit/list-toolbar.tsx";
import { LoadMoreList } from "../kit/load-more-list.tsx";
import { OpenDetailDialog } from "../kit/read-detail-dialog.tsx";
import { EmptyState, ErrorState } from "../kit/states.tsx";
import { useLoadFailureToast } from "../kit/use-load-failure.ts";
import { useUrlChange } from "../kit/use-url-state.ts";
import { loadMoreLeads } from "./actions.ts";
import { LeadCard } from "./lead-card.tsx";
import { type LeadConversion, LeadConversionDialogs } from "./lead-conversions.tsx";
import { LeadDetail, leadTitle } from "./lead-detail.tsx";
import {
  ALL_STATUSES,
  FOLLOW_UP_FILTER,
  hasInboxFilters,
  INBOX_SORTS,
  type InboxFilters,
  inboxFilterParams,
  KIND_LABELS,
  LEAD_KINDS,
  SPAM_FILTER,
  STATUSES_BY_KIND,
  statusLabel,
} from "./params.ts";
import type { FailedNotices, InboxPage } from "./queries.ts";
import { type LeadDetail as LeadDetailRead, leadRecord } from "./types.ts";
import { UndeliveredNotices } from "./undelivered-notices.tsx";

// A new search or filter shows a new list from its first page, with no lead open.
const RESETS = ["lead"];

/** All four kinds of lead, newest first: search, filters, detail, workflow and CSV export. */
export function Inbox({
  filters,
  first,
  failedNotices,
  detail,
  openId,
  conversion,
}: {
  filters: InboxFilters;
  first: InboxPage;
  failedNotices: FailedNotices;
  detail: LeadDetailRead | null;
  openId: string;
  conversion: LeadConversion;
}) {
  const url = useUrlChange();
  const query = inboxFilterParams(filters).toString();
  const failed = !first.ok || !failedNotices.ok || detail?.ok === false;
  const read = useMemo(() => (detail ? leadRecord(detail) : null), [detail]);

  useLoadFailureToast(failed, "adminLeadsFailed");

  // "Received, newest first" reads as "newest first" on its own.
  const sorted = sortLabel(INBOX_SORTS, filters.sort)
    .replace(/^Received, /, "")
    .replace(/^Name/, "name");
  const statuses = filters.kind === "all" ? ALL_STATUSES : STATUSES_BY_KIND[filters.kind];
  const clear = hasInboxFilters(filters) ? (
    <Button
      size="sm"
      variant="ghost"
      onClick={() =>
        url.update({
          q: null,
          kind: null,
          status: null,
          spam: null,
          follow: null,
          from: null,
          to: null,
          lead: null,
        })
      }
    >
      Clear filters
    </Button>
  ) : null;

  return (
    <Stack gap="5">
      {failedNotices.ok && failedNotices.count > 0 ? (
        <UndeliveredNotices notices={failedNotices} onOpen={(id) => url.update({ lead: id })} />
      ) : null}
      <ListToolbar
        searchLabel="Search leads"
        placeholder="Name, email, company or message"
        filters={[
          {
            param: "kind",
            label: "Kind",
            allLabel: "All kinds",
            options: LEAD_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
            // Each kind has its own statuses, so a new kind clears the status it no longer has.
            resets: [...RESETS, ...(filters.status !== "all" ? ["status"] : [])],
          },
          {
            param: "status",
            label: "Status",
            allLabel: "All statuses",
            options: statuses.map((status) => ({ value: status, label: statusLabel(status) })),
          },
          {
            param: "spam",
            label: "Spam",
            allLabel: "All leads",
            options: SPAM_FILTER.map((value) => ({ value, label: "Suspected spam" })),
          },
          {
            param: "follow",
            label: "Follow-up",
            allLabel: "Any follow-up",
            options: FOLLOW_UP_FILTER.map((value) => ({ value, label: "Overdue follow-ups" })),
          },
        ]}
        resets={RESETS}
        sort={INBOX_SORTS}
        action={<DateRangeFilter label="Received" resets={RESETS} />}
      />
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {url.pending
            ? "Loading leads..."
            : hasInboxFilters(filters)
              ? "Filtered view."
              : `All leads, ${sorted}.`}
        </Text>
        <HStack gap="2">
          {clear}
          <Button asChild size="sm" variant="outline">
            <a href={`/admin/inbox/export${query ? `?${query}` : ""}`} download>
              Export CSV
            </a>
          </Button>
        </HStack>
      </HStack>

      {!first.ok ? (
        <ErrorState
          title="Could not load the leads. The error has been logged."
          action={
            <Button size="sm" variant="outline" onClick={() => url.refresh()}>
              Try again
            </Button>
          }
        />
      ) : first.rows.length === 0 ? (
        <EmptyState
          title={hasInboxFilters(filters) ? "No lead matches these filters." : "No leads yet."}
          action={clear}
        />
      ) : (
        <LoadMoreList
          key={query}
          first={first}
          loadMore={(cursor) => loadMoreLeads(query, cursor)}
          onLoadFailed={() => notify("adminLeadsFailed")}
          getKey={(lead) => lead.id}
          renderItem={(lead) => <LeadCard lead={lead} onOpen={(id) => url.update({ lead: id })} />}
          label={`Leads, ${sorted}`}
          sorted={sorted}
        />
      )}

      <OpenDetailDialog
        param="lead"
        openId={openId}
        hidden={Boolean(conversion.mode)}
        onClose={() => url.update({ lead: null }, { replace: true })}
        read={read}
        noun="lead"
        title={(found) => leadTitle(found.lead)}
      >
        {(found) => (
          <LeadDetail
            lead={found.lead}
            events={found.events}
            notice={found.notice}
            links={found.links}
            related={found.related}
            notes={found.notes}
            team={found.team}
          />
        )}
      </OpenDetailDialog>
      {detail?.ok && detail.lead && conversion.mode ? (
        <LeadConversionDialogs lead={detail.lead} links={detail.links} conversion={conversion} />
      ) : null}
    </Stack>
  );
}
