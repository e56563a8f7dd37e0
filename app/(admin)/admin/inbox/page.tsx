import { areaPage } from "../../../../components/admin/area.tsx";
import { inboxArea } from "../../../../components/admin/inbox/area.ts";
import { Inbox } from "../../../../components/admin/inbox/inbox.tsx";
import type { LeadConversion } from "../../../../components/admin/inbox/lead-conversions.tsx";
import {
  type InboxOpen,
  inboxFilterParams,
  parseInboxOpen,
} from "../../../../components/admin/inbox/params.ts";
import { readFailedNotices, readInboxPage, readLead } from "../../../../components/admin/inbox/queries.ts";
import type { Supabase } from "../../../../lib/admin/query.ts";
import { projectFormOptions } from "../../../../lib/admin/workspace/options.ts";
import { readLeadServices } from "../../../../lib/leads/services.ts";

export default areaPage(inboxArea, async (supabase, params, filters) => {
  const { lead, convert } = parseInboxOpen(params);
  const [first, failedNotices, detail] = await Promise.all([
    readInboxPage(supabase, filters, null),
    readFailedNotices(supabase),
    lead ? readLeadServices().then((services) => readLead(supabase, lead, services)) : null,
  ]);
  return (
    <Inbox
      key={inboxFilterParams(filters).toString()}
      filters={filters}
      first={first}
      failedNotices={failedNotices}
      detail={detail}
      openId={lead}
      conversion={await leadConversion(supabase, convert, detail)}
    />
  );
});

/** The form `convert=` opens on the open lead, and for a project what it offers to choose. */
async function leadConversion(
  supabase: Supabase,
  mode: InboxOpen["convert"],
  detail: Awaited<ReturnType<typeof readLead>> | null,
): Promise<LeadConversion> {
  const lead = detail?.ok ? detail.lead : null;
  if (mode !== "project" || !lead) return { mode: lead ? mode : null, projectOptions: null, serviceId: "" };
  // The service the request names, chosen as the database chooses it when the form leaves it empty.
  const [options, service] = await Promise.all([
    projectFormOptions(supabase),
    lead.service ? supabase.rpc("service_for_request", { p_service: lead.service }) : null,
  ]);
  return { mode, projectOptions: options.data, serviceId: service?.data ?? "" };
}
