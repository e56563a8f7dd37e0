import { Inbox } from "@/components/admin/inbox/inbox";
import { INBOX_PAGE_SIZE, inboxFilterParams, parseInboxFilters } from "@/lib/admin/inbox/filters";
import { readFailedNotices, readInboxPage, readLead } from "@/lib/admin/inbox/read";
import { isUuid } from "@/lib/admin/list-query";
import type { AdminPanel } from "./types";

export const inboxPanel: AdminPanel = async (supabase, params) => {
  const filters = parseInboxFilters(params);
  const lead = typeof params.lead === "string" && isUuid(params.lead) ? params.lead : "";
  const [first, failedNotices, detail] = await Promise.all([
    readInboxPage(supabase, filters, null, INBOX_PAGE_SIZE),
    readFailedNotices(supabase),
    lead ? readLead(supabase, lead) : null,
  ]);
  return (
    <Inbox
      key={inboxFilterParams(filters).toString()}
      filters={filters}
      first={first}
      failedNotices={failedNotices}
      detail={detail}
      openId={lead}
    />
  );
};
