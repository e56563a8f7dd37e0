import { AreaLoadError, areaPage } from "@/components/admin/area";
import { parseServicesState } from "@/components/admin/services/params";
import { getService, listServices, servicesSummary } from "@/components/admin/services/queries";
import { ServicesView } from "@/components/admin/services/services-view";

export default areaPage(async (supabase, params) => {
  const state = parseServicesState(params);
  const filters = { search: state.q, category: state.category, status: state.status };
  const openId = state.service;
  const editId = state.edit;
  const [list, summary, detail, editing] = await Promise.all([
    listServices(supabase, filters),
    servicesSummary(supabase),
    openId ? getService(supabase, openId) : null,
    editId ? getService(supabase, editId) : null,
  ]);
  if (list.failed) throw new AreaLoadError("the services list");
  return (
    <ServicesView
      services={list.data}
      summary={summary.data}
      detail={detail}
      openId={openId}
      creating={state.create}
      editing={editing?.data ?? null}
      filtered={Boolean(filters.search) || filters.category !== "all" || filters.status !== "all"}
      failed={summary.failed || Boolean(detail?.failed) || Boolean(editing?.failed)}
    />
  );
});
