import { areaPage } from "@/components/admin/area";
import { Inbox } from "@/components/admin/inbox/inbox";
import type { LeadConversion } from "@/components/admin/inbox/lead-conversions";
import { INBOX_PAGE_SIZE, inboxFilterParams, parseInboxFilters } from "@/components/admin/inbox/params";
import { readFailedNotices, readInboxPage, readLead } from "@/components/admin/inbox/queries";
import { isUuid } from "@/lib/admin/list-query";
import type { Supabase } from "@/lib/admin/query";
import { projectFormOptions } from "@/lib/admin/workspace/options";
import { param } from "@/lib/admin/workspace/params";
import { SERVICE_CATEGORIES } from "@/supabase/workspace";

export default areaPage(async (supabase, params) => {
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
      conversion={await leadConversion(supabase, param(params, "convert"), detail)}
    />
  );
});

/** The form `convert=` opens on the open lead, and for a project what it offers to choose. */
async function leadConversion(
  supabase: Supabase,
  convert: string,
  detail: Awaited<ReturnType<typeof readLead>> | null,
): Promise<LeadConversion> {
  const mode = convert === "client" || convert === "project" ? convert : null;
  const lead = detail?.ok ? detail.lead : null;
  if (mode !== "project" || !lead) return { mode: lead ? mode : null, projectOptions: null, serviceId: "" };
  // The request's service type is a service category: its first service is the likely one.
  const category = SERVICE_CATEGORIES.find((known) => known === lead.service);
  const [options, service] = await Promise.all([
    projectFormOptions(supabase),
    category
      ? supabase.from("services").select("id").eq("category", category).order("name").limit(1).maybeSingle()
      : null,
  ]);
  return { mode, projectOptions: options.data, serviceId: service?.data?.id ?? "" };
}
