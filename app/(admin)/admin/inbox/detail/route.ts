import { detailRoute } from "@/components/admin/detail-route";
import { readLead } from "@/components/admin/inbox/queries";
import { leadRecord } from "@/components/admin/inbox/types";
import { readLeadServices } from "@/lib/leads/services";

export const GET = detailRoute("lead", async (supabase, id) =>
  leadRecord(await readLead(supabase, id, await readLeadServices())),
);
