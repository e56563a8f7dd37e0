import { AreaLoadError, areaPage } from "@/components/admin/area";
import { ClientsView } from "@/components/admin/clients/clients-view";
import {
  clientIndustries,
  clientsSummary,
  getClientDetail,
  listClients,
} from "@/components/admin/clients/queries";
import { filterParam, isCreating, openIdParam, param, searchParam } from "@/lib/admin/workspace/params";
import { CLIENT_STATUSES } from "@/supabase/workspace";

export default areaPage(async (supabase, params) => {
  const industries = await clientIndustries(supabase);
  const known = industries.data ?? [];
  const industry = param(params, "industry");
  const filters = {
    search: searchParam(params),
    status: filterParam(params, "status", CLIENT_STATUSES),
    industry: known.includes(industry) ? industry : "all",
  };
  const openId = openIdParam(params, "client");
  const [list, summary, detail] = await Promise.all([
    listClients(supabase, filters),
    clientsSummary(supabase),
    openId ? getClientDetail(supabase, openId) : null,
  ]);
  if (list.failed) throw new AreaLoadError("the clients list");
  return (
    <ClientsView
      clients={list.data}
      summary={summary.data}
      industries={known}
      detail={detail}
      openId={openId}
      creating={isCreating(params, "client")}
      editing={param(params, "edit") === "client"}
      filtered={Boolean(filters.search) || filters.status !== "all" || filters.industry !== "all"}
      failed={industries.failed || summary.failed || Boolean(detail?.failed)}
    />
  );
});
