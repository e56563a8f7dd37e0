import { AreaLoadError, areaPage } from "@/components/admin/area";
import { ClientsView } from "@/components/admin/clients/clients-view";
import { parseClientsState } from "@/components/admin/clients/params";
import {
  clientIndustries,
  clientsSummary,
  getClientDetail,
  listClients,
} from "@/components/admin/clients/queries";

export default areaPage(async (supabase, params) => {
  const industries = await clientIndustries(supabase);
  const known = industries.data ?? [];
  const state = parseClientsState(params, known);
  const filters = { search: state.q, status: state.status, industry: state.industry };
  const openId = state.client;
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
      creating={state.create}
      editing={state.edit}
      filtered={Boolean(filters.search) || filters.status !== "all" || filters.industry !== "all"}
      failed={industries.failed || summary.failed || Boolean(detail?.failed)}
    />
  );
});
