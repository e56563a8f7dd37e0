import { detailRoute } from "../../../../../components/admin/detail-route.ts";
import { readLead } from "../../../../../components/admin/inbox/queries.ts";
import { leadRecord } from "../../../../../components/admin/inbox/types.ts";
import { readLeadServices } from "../../../../../lib/leads/services.ts";

export const GET = detailRoute("lead", async (supabase, id) =>
  leadRecord(await readLead(supabase, id, await readLeadServices())),
);
